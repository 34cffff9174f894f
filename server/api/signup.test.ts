// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION, TRIAL_DAYS } from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { DEMO_ACCOUNT } from '../demoAccount.ts';
import { testBackend } from '../testing/testBackends.ts';
import { BUSINESS_TABLES } from '../model/businessTables.ts';
import { decryptSecret } from '../crypto/secrets.ts';
import type { ConnectorConfig } from '../etl/index.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { cin7RefusedKeysAdvice } from '../etl/connectors/cin7Omni/connector.ts';
import {
  TEST_SECRET_KEY,
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  signUpForIdToken,
  type ApiAnswer,
  type CallOptions,
  type TestApi,
} from '../testing/testStack.ts';

const SECRET = 'omni-secret-Wharf-5678';
const NEW_USER = { name: 'Nina Newcomer', email: 'nina@acme.test', password: 'nina-password-1' };
const THIRD_USER = { name: 'Theo Third', email: 'theo@elsewhere.test', password: 'theo-password-1' };

const connectionPayload = (instanceId: number, overrides: Record<string, unknown> = {}) => ({
  instanceId,
  name: 'Acme Omni',
  sourceSystemId: 1,
  APIKeys: { clientId: 'acme-omni', secret: SECRET },
  ETLScopes: ['products', 'customers'],
  connectionGroup: 'Acme',
  attribute1: 'NZD',
  attribute2: 'Auckland',
  ...overrides,
});

describe.each([testBackend()])('sign-up on $name', (backend) => {
  let sim: Cin7Simulator;
  let stack: TestStack;
  let api: TestApi;
  let demoToken: string;
  let newToken: string;
  let thirdToken: string;
  let harbour: number;
  let northwind: number;
  let acme: number;
  let inviteReference: string;
  /** Every answer of this file, to prove the secret is never echoed. */
  const answers: ApiAnswer[] = [];

  async function post(path: string, payload: unknown, options: CallOptions = {}): Promise<ApiAnswer> {
    const answer = await api.post(path, payload, options);
    answers.push(answer);
    return answer;
  }

  beforeAll(async () => {
    // The source the connections' keys are tried against: it accepts the keys this file stores.
    sim = await startCin7Simulator({
      credentials: [{ username: 'acme-omni', key: SECRET }],
      sizes: {
        products: 1,
        optionsPerProduct: 1,
        branches: 1,
        contacts: 1,
        salesOrders: 1,
        purchaseOrders: 1,
      },
      limits: null,
    });
    const connectors: ConnectorConfig = {
      cin7Omni: {
        baseUrl: sim.baseUrl,
        limits: null,
        retry: { attempts: 1, baseDelayMs: 5, maxDelayMs: 5 },
        timeoutMs: 5000,
      },
    };
    stack = await TestStack.start({ backend });
    api = await stack.api({ etl: { connectors, worker: false } });
    [demoToken, newToken, thirdToken] = await Promise.all([
      signInForIdToken(stack.idp.issuer),
      signUpForIdToken(stack.idp.issuer, NEW_USER),
      signUpForIdToken(stack.idp.issuer, THIRD_USER),
    ]);
    ({ harbour, northwind } = await demoInstanceIds(stack.db));
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
    await sim?.close();
  });

  describe('/api/signup/validate/instance (public)', () => {
    it('answers without a token whether a name is free and the warehouse schema it would get', async () => {
      const free = await post(API_PATHS.signupValidateInstance, { name: ' Acme Ltd ' });
      expect(free.status).toBe(200);
      expect(free.body).toEqual({ name: 'Acme Ltd', schema: 'acme_ltd', available: true, reason: null });
      const taken = await post(API_PATHS.signupValidateInstance, { name: 'harbour TRADERS' });
      expect(taken.body).toMatchObject({
        available: false,
        reason: 'An instance with this name already exists.',
      });
    });

    it('answers 400 naming the field for a missing or too short name', async () => {
      const missing = await post(API_PATHS.signupValidateInstance, {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^name: /);
      expect((await post(API_PATHS.signupValidateInstance, { name: 'A' })).body.message).toMatch(/^name: /);
    });
  });

  describe('/api/signup/plan', () => {
    it('lists the active plans without a token', async () => {
      const answer = await post(API_PATHS.signupPlan, undefined);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        plans: [
          {
            stripeProductId: 'prod_wharf_starter',
            name: 'Starter',
            monthlyPricePerConnection: 29,
            currency: 'usd',
          },
          {
            stripeProductId: 'prod_wharf_growth',
            name: 'Growth',
            monthlyPricePerConnection: 79,
            currency: 'usd',
          },
        ],
        instanceId: null,
        stripeProductId: null,
      });
    });

    it('answers 401 when choosing a plan without a token, 400 for half a choice', async () => {
      const anonymous = await post(API_PATHS.signupPlan, {
        instanceId: harbour,
        stripeProductId: 'prod_wharf_starter',
      });
      expect(anonymous.status).toBe(401);
      const half = await post(API_PATHS.signupPlan, { instanceId: harbour }, { token: demoToken });
      expect(half.status).toBe(400);
      expect(half.body.message).toBe(
        'stripeProductId: Send instanceId and stripeProductId together, or neither.',
      );
    });
  });

  describe('/api/signup/initalUser', () => {
    it('answers 401 without a token', async () => {
      expect((await post(API_PATHS.signupInitialUser, {})).status).toBe(401);
    });

    it('creates the app user of a brand-new identity from the token claims', async () => {
      const answer = await post(API_PATHS.signupInitialUser, {}, { token: newToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        user: { username: NEW_USER.name, email: NEW_USER.email },
        userInstances: [],
      });
      const rows = await stack.db.query<{ id: string }>('SELECT id FROM app.users WHERE email = $1', [
        NEW_USER.email,
      ]);
      expect(rows.map((row) => row.id)).toEqual([(answer.body.user as { userId: string }).userId]);
      // Asking again is harmless: still one user.
      expect((await post(API_PATHS.signupInitialUser, undefined, { token: newToken })).status).toBe(200);
      expect(await stack.db.query('SELECT 1 FROM app.users WHERE email = $1', [NEW_USER.email])).toHaveLength(
        1,
      );
    });
  });

  describe('/api/signup/instance', () => {
    it('answers 401 without a token and 400 naming the field for a bad payload', async () => {
      expect((await post(API_PATHS.signupInstance, { name: 'Acme Ltd' })).status).toBe(401);
      const bad = await post(API_PATHS.signupInstance, { name: 42 }, { token: newToken });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('name: Invalid input: expected string, received number');
      const plan = await post(
        API_PATHS.signupInstance,
        { name: 'Acme Ltd', stripeProductId: 'prod_nope' },
        { token: newToken },
      );
      expect(plan.status).toBe(400);
      expect(plan.body.message).toBe('stripeProductId: No such plan.');
    });

    it("creates the new user's instance, its owner membership and its empty warehouse schema", async () => {
      const answer = await post(API_PATHS.signupInstance, { name: 'Acme Ltd' }, { token: newToken });
      expect(answer.status).toBe(200);
      acme = answer.body.instanceId as number;
      expect(answer.body).toEqual({
        instanceId: acme,
        instance: { id: acme, name: 'Acme Ltd', schema: 'acme_ltd', role: 'owner' },
        stripeProductId: null,
      });
      const tables = await stack.db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'acme_ltd' ORDER BY table_name",
      );
      expect(tables.map((t) => t.table_name)).toEqual(BUSINESS_TABLES.map((t) => t.name).sort());
      expect(await stack.db.query('SELECT 1 FROM acme_ltd.products')).toEqual([]);
      const catalogue = await post(API_PATHS.clientDWSchema, undefined, {
        token: newToken,
        instanceId: acme,
      });
      expect(catalogue.status).toBe(200);
      expect((catalogue.body.tables as unknown[]).length).toBe(BUSINESS_TABLES.length);
      const mine = await post(API_PATHS.signupInitialUser, {}, { token: newToken });
      expect(mine.body.userInstances).toEqual([
        { id: acme, name: 'Acme Ltd', schema: 'acme_ltd', role: 'owner' },
      ]);
    });

    it('answers 409 for a name that is taken in any case, and numbers the schema of a similar name', async () => {
      const duplicate = await post(API_PATHS.signupInstance, { name: 'ACME LTD' }, { token: thirdToken });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('An instance with this name already exists.');
      const similar = await post(API_PATHS.signupValidateInstance, { name: 'Acme, Ltd.' });
      expect(similar.body).toEqual({
        name: 'Acme, Ltd.',
        schema: 'acme_ltd_2',
        available: true,
        reason: null,
      });
    });
  });

  describe('/api/signup/plan choosing a plan', () => {
    it("sets the instance's plan for its owner", async () => {
      const answer = await post(
        API_PATHS.signupPlan,
        { instanceId: acme, stripeProductId: 'prod_wharf_growth' },
        { token: newToken },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ instanceId: acme, stripeProductId: 'prod_wharf_growth' });
    });

    it('answers 403 for an instance the caller does not manage, 400 for an unknown plan', async () => {
      const foreign = await post(
        API_PATHS.signupPlan,
        { instanceId: harbour, stripeProductId: 'prod_wharf_starter' },
        { token: newToken },
      );
      expect(foreign.status).toBe(403);
      const member = await post(
        API_PATHS.signupPlan,
        { instanceId: northwind, stripeProductId: 'prod_wharf_starter' },
        { token: demoToken },
      );
      expect(member.status).toBe(403);
      const unknown = await post(
        API_PATHS.signupPlan,
        { instanceId: acme, stripeProductId: 'prod_nope' },
        { token: newToken },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('stripeProductId: No such plan.');
    });
  });

  describe('/api/signup/acceptance', () => {
    it('answers 401 without a token and 400 naming the field for a refusal or another version', async () => {
      const payload = { termsVersion: CURRENT_TERMS_VERSION, accepted: true, instanceId: acme };
      expect((await post(API_PATHS.signupAcceptance, payload)).status).toBe(401);
      const refused = await post(
        API_PATHS.signupAcceptance,
        { ...payload, accepted: false },
        { token: newToken },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^accepted: /);
      const old = await post(
        API_PATHS.signupAcceptance,
        { ...payload, termsVersion: '2019-01' },
        { token: newToken },
      );
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(`termsVersion: The current terms are version ${CURRENT_TERMS_VERSION}.`);
      const foreign = await post(
        API_PATHS.signupAcceptance,
        { ...payload, instanceId: harbour },
        { token: newToken },
      );
      expect(foreign.status).toBe(403);
    });

    it('records who accepted the current terms and when, keeping the first acceptance', async () => {
      const payload = { termsVersion: CURRENT_TERMS_VERSION, accepted: true, instanceId: acme };
      const first = await post(API_PATHS.signupAcceptance, payload, { token: newToken });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ termsVersion: CURRENT_TERMS_VERSION, instanceId: acme });
      const again = await post(API_PATHS.signupAcceptance, payload, { token: newToken });
      expect(again.body.acceptedAt).toBe(first.body.acceptedAt);
    });
  });

  describe('/api/signup/connections', () => {
    it('adds the first connection at PENDING_INIT with the sign-up fields and a masked secret', async () => {
      const answer = await post(API_PATHS.signupConnections, connectionPayload(acme), { token: newToken });
      expect(answer.status).toBe(200);
      const connectionId = answer.body.connectionId as number;
      expect(answer.body).toMatchObject({
        connectionId,
        connection: {
          name: 'Acme Omni',
          connectionGroup: 'Acme',
          attribute1: 'NZD',
          attribute2: 'Auckland',
          attribute3: null,
        },
        instanceId: acme,
        stripeProductId: 'prod_wharf_growth',
        APIKeys: { clientId: 'acme-omni', secret: '••••5678' },
        connectedMessage: 'Connected to Cin7 Omni as acme-omni.',
        instanceConnection: {
          id: connectionId,
          status: 'PENDING_INIT',
          sourceSystem: { id: 1, name: 'Cin7 Omni' },
          ETLScopes: ['products', 'customers'],
          changedBy: NEW_USER.email,
        },
      });
      const [row] = await stack.db.query<{ api_secret_encrypted: Uint8Array }>(
        'SELECT api_secret_encrypted FROM app.instance_connections WHERE id = $1',
        [connectionId],
      );
      if (!row) throw new Error('no connection row');
      expect(Buffer.from(row.api_secret_encrypted).includes(SECRET)).toBe(false);
      expect(decryptSecret(row.api_secret_encrypted, TEST_SECRET_KEY)).toBe(SECRET);
      const list = await post(API_PATHS.instanceConnection, {}, { token: newToken, instanceId: acme });
      expect(list.body).toMatchObject({
        activeConnectionCount: 1,
        instanceConnections: [{ id: connectionId }],
      });
    });

    it('tries the API keys against the source first: wrong keys answer 400 with its words and store nothing', async () => {
      const before = sim.calls;
      const wrong = await post(
        API_PATHS.signupConnections,
        connectionPayload(acme, {
          name: 'Wrong Keys Omni',
          APIKeys: { clientId: 'acme-omni', secret: 'nope' },
        }),
        { token: newToken },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        cin7RefusedKeysAdvice('Authorization has been denied for this request.'),
      );
      expect(Object.keys(before).length).toBeGreaterThan(0);
      const rows = await stack.db.query(
        "SELECT 1 FROM app.instance_connections WHERE name = 'Wrong Keys Omni'",
      );
      expect(rows).toEqual([]);
      const [stored] = await stack.db.query<{ verified: boolean }>(
        "SELECT api_keys_verified_at IS NOT NULL AS verified FROM app.instance_connections WHERE name = 'Acme Omni'",
      );
      expect(stored?.verified).toBe(true);
    });

    it('answers 400 naming the field for a malformed payload or an unknown source system', async () => {
      const missing: Record<string, unknown> = connectionPayload(acme);
      delete missing.sourceSystemId;
      const noSource = await post(API_PATHS.signupConnections, missing, { token: newToken });
      expect(noSource.status).toBe(400);
      expect(noSource.body.message).toBe(
        'sourceSystemId: Invalid input: expected number, received undefined',
      );
      const noSecret = await post(
        API_PATHS.signupConnections,
        connectionPayload(acme, { APIKeys: { clientId: 'x' } }),
        { token: newToken },
      );
      expect(noSecret.body.message).toMatch(/^APIKeys\.secret: /);
      const unknown = await post(
        API_PATHS.signupConnections,
        connectionPayload(acme, { sourceSystemId: 999 }),
        {
          token: newToken,
        },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('sourceSystemId: No such source system.');
      const badScope = await post(
        API_PATHS.signupConnections,
        connectionPayload(acme, { ETLScopes: ['products', 'invoices'] }),
        { token: newToken },
      );
      expect(badScope.status).toBe(400);
      expect(badScope.body.message).toBe('ETLScopes.1: Cin7 Omni has no scope "invoices".');
    });

    it('answers 401 without a token, 403 for another instance or a plain member, 409 for a taken name', async () => {
      expect((await post(API_PATHS.signupConnections, connectionPayload(acme))).status).toBe(401);
      const foreign = await post(API_PATHS.signupConnections, connectionPayload(harbour), {
        token: newToken,
      });
      expect(foreign.status).toBe(403);
      const member = await post(API_PATHS.signupConnections, connectionPayload(northwind), {
        token: demoToken,
      });
      expect(member.status).toBe(403);
      expect(member.body.message).toBe('Only owners and admins of Northwind Wholesale can add connections.');
      const taken = await post(API_PATHS.signupConnections, connectionPayload(acme, { name: 'acme omni' }), {
        token: newToken,
      });
      expect(taken.status).toBe(409);
    });

    it('serves "add a connection" from settings for an existing instance (the owner, with the header)', async () => {
      const answer = await post(
        API_PATHS.signupConnections,
        connectionPayload(harbour, { name: 'Harbour Second Omni', stripeProductId: 'prod_wharf_starter' }),
        { token: demoToken, instanceId: harbour },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        instanceId: harbour,
        stripeProductId: 'prod_wharf_starter',
        instanceConnection: { status: 'PENDING_INIT', name: 'Harbour Second Omni' },
      });
      const mismatch = await post(
        API_PATHS.signupConnections,
        connectionPayload(harbour, { name: 'Other' }),
        {
          token: demoToken,
          instanceId: northwind,
        },
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('instanceId: Does not match the x-instance-id header.');
    });
  });

  describe('/api/signup/invite', () => {
    it('lets the owner make an invite reference; 401 without a token, 403 for others', async () => {
      expect((await post(API_PATHS.signupInvite, { instanceId: acme })).status).toBe(401);
      expect((await post(API_PATHS.signupInvite, { instanceId: acme }, { token: demoToken })).status).toBe(
        403,
      );
      const answer = await post(API_PATHS.signupInvite, { instanceId: acme }, { token: newToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        instanceId: acme,
        instanceName: 'Acme Ltd',
        role: 'member',
        joined: false,
      });
      inviteReference = answer.body.inviteReference as string;
      expect(inviteReference.length).toBeGreaterThanOrEqual(32);
      const stored = await stack.db.query<{ reference_sha256: string }>(
        'SELECT reference_sha256 FROM app.instance_invites WHERE instance_id = $1',
        [acme],
      );
      expect(stored.map((row) => row.reference_sha256)).not.toContain(inviteReference);
    });

    it('looks an invite up without a token; 404 for a wrong reference or instance; 400 naming the field', async () => {
      const lookup = await post(API_PATHS.signupInvite, { instanceId: acme, inviteReference });
      expect(lookup.status).toBe(200);
      expect(lookup.body).toMatchObject({ instanceId: acme, instanceName: 'Acme Ltd', joined: false });
      expect(lookup.body.inviteReference).toBeUndefined();
      const wrong = await post(API_PATHS.signupInvite, { instanceId: acme, inviteReference: 'x'.repeat(32) });
      expect(wrong.status).toBe(404);
      expect((await post(API_PATHS.signupInvite, { instanceId: harbour, inviteReference })).status).toBe(404);
      const bad = await post(API_PATHS.signupInvite, { inviteReference });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('instanceId: Invalid input: expected number, received undefined');
    });

    it('names who invited; signed in, lookUp only looks the invite up without joining', async () => {
      const anonymous = await post(API_PATHS.signupInvite, { instanceId: acme, inviteReference });
      expect(anonymous.body).toMatchObject({ instanceName: 'Acme Ltd', invitedBy: NEW_USER.name });
      const signedIn = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, inviteReference, lookUp: true },
        { token: thirdToken },
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({
        instanceName: 'Acme Ltd',
        invitedBy: NEW_USER.name,
        joined: false,
      });
      const member = await stack.db.query(
        'SELECT 1 FROM app.memberships m JOIN app.users u ON u.id = m.user_id WHERE m.instance_id = $1 AND u.email = $2',
        [acme, THIRD_USER.email],
      );
      expect(member).toEqual([]);
    });

    it('joins a signed-in user to the instance once; a second user gets 409', async () => {
      const joined = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, inviteReference },
        { token: demoToken },
      );
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ instanceId: acme, role: 'member', joined: true });
      const instances = await post(API_PATHS.instanceConnection, {}, { token: demoToken });
      expect(instances.body.userInstances).toContainEqual({
        id: acme,
        name: 'Acme Ltd',
        schema: 'acme_ltd',
        role: 'member',
      });
      const again = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, inviteReference },
        { token: demoToken },
      );
      expect(again.body).toMatchObject({ joined: false });
      const used = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, inviteReference },
        { token: thirdToken },
      );
      expect(used.status).toBe(409);
      expect(used.body.message).toBe('This invite has already been used.');
      expect((await post(API_PATHS.signupInvite, { instanceId: acme, inviteReference })).status).toBe(409);
    });

    it('refuses a member who asks for an invite (403), an expired invite (409) and control characters (400)', async () => {
      // The demo user joined Acme as a plain member above.
      const byMember = await post(API_PATHS.signupInvite, { instanceId: acme }, { token: demoToken });
      expect(byMember.status).toBe(403);
      expect(byMember.body.message).toBe('Only owners and admins of Acme Ltd can invite people.');

      const made = await post(API_PATHS.signupInvite, { instanceId: acme }, { token: newToken });
      const reference = made.body.inviteReference as string;
      await stack.db.query(
        `UPDATE app.instance_invites SET created_at = now() - interval '15 days', expires_at = now() - interval '1 day'
         WHERE instance_id = $1 AND accepted_by IS NULL`,
        [acme],
      );
      const lookup = await post(API_PATHS.signupInvite, { instanceId: acme, inviteReference: reference });
      expect(lookup.status).toBe(409);
      expect(lookup.body.message).toBe('This invite has expired.');
      const join = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, inviteReference: reference },
        { token: thirdToken },
      );
      expect(join.status).toBe(409);
      expect(join.body.message).toBe('This invite has expired.');

      const control = await post(API_PATHS.signupInvite, {
        instanceId: acme,
        inviteReference: `${'a'.repeat(20)}\u0007`,
      });
      expect(control.status).toBe(400);
      expect(control.body.message).toBe(
        'inviteReference: Text must not contain control characters or unpaired surrogates.',
      );
    });
  });

  describe('/api/signup/members', () => {
    it('shows the owner the members and the open invites, never their references', async () => {
      const made = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, role: 'admin' },
        { token: newToken },
      );
      const answer = await post(API_PATHS.signupMembers, { instanceId: acme }, { token: newToken });
      expect(answer.status).toBe(200);
      const members = answer.body.members as { role: string; email: string }[];
      expect(members[0]?.role).toBe('owner');
      expect(members.map((member) => member.role)).toContain('member');
      expect(members.map((member) => member.email)).toContain('demo@wharf.test');
      expect(answer.body.openInvites).toEqual([
        expect.objectContaining({ role: 'admin', expiresAt: made.body.expiresAt }),
      ]);
      expect(JSON.stringify(answer.body)).not.toContain(made.body.inviteReference as string);
    });

    it('keeps whom an invite is for and shows it in the open invites', async () => {
      const made = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, invitee: '  Pat Partner <pat@acme.test> ' },
        { token: newToken },
      );
      expect(made.status).toBe(200);
      const answer = await post(API_PATHS.signupMembers, { instanceId: acme }, { token: newToken });
      expect(answer.body.openInvites).toContainEqual(
        expect.objectContaining({
          role: 'member',
          invitee: 'Pat Partner <pat@acme.test>',
          createdBy: NEW_USER.name,
        }),
      );
      const tooLong = await post(
        API_PATHS.signupInvite,
        { instanceId: acme, invitee: 'x'.repeat(201) },
        { token: newToken },
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toMatch(/^invitee: /);
    });

    it('shows a plain member the members but no invites', async () => {
      const answer = await post(API_PATHS.signupMembers, { instanceId: acme }, { token: demoToken });
      expect(answer.status).toBe(200);
      expect((answer.body.members as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect(answer.body.openInvites).toEqual([]);
    });

    it('answers 401 without a token, 403 for a stranger, 400 naming the field for a bad payload', async () => {
      expect((await post(API_PATHS.signupMembers, { instanceId: acme })).status).toBe(401);
      const stranger = await post(API_PATHS.signupMembers, { instanceId: acme }, { token: thirdToken });
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toBe('You are not a member of this instance.');
      const missing = await post(API_PATHS.signupMembers, {}, { token: newToken });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('instanceId: Invalid input: expected number, received undefined');
      const control = await post(API_PATHS.signupMembers, { instanceId: 'a\u0007' }, { token: newToken });
      expect(control.status).toBe(400);
      expect(control.body.message).toBe(
        'instanceId: Text must not contain control characters or unpaired surrogates.',
      );
    });
  });

  describe('/api/trial/accept', () => {
    it('answers 401 without a token, 403 for a plain member or a stranger, 400 for an unknown plan', async () => {
      const payload = { instanceId: acme, stripeProductId: 'prod_wharf_growth' };
      expect((await post(API_PATHS.trialAccept, payload)).status).toBe(401);
      expect((await post(API_PATHS.trialAccept, payload, { token: demoToken })).status).toBe(403);
      expect((await post(API_PATHS.trialAccept, payload, { token: thirdToken })).status).toBe(403);
      const unknown = await post(
        API_PATHS.trialAccept,
        { ...payload, stripeProductId: 'prod_x' },
        { token: newToken },
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('stripeProductId: No such plan.');
      const missing = await post(API_PATHS.trialAccept, { instanceId: acme }, { token: newToken });
      expect(missing.body.message).toMatch(/^stripeProductId: /);
    });

    it("starts the instance's one trial, recording its start and end; a second is 409", async () => {
      const payload = { instanceId: acme, stripeProductId: 'prod_wharf_growth' };
      const answer = await post(API_PATHS.trialAccept, payload, { token: newToken });
      expect(answer.status).toBe(200);
      const start = Date.parse(answer.body.trialStart as string);
      expect(Date.parse(answer.body.trialEnd as string) - start).toBe(TRIAL_DAYS * 24 * 3600 * 1000);
      expect(answer.body).toMatchObject({
        instanceId: acme,
        stripeProductId: 'prod_wharf_growth',
        days: TRIAL_DAYS,
      });
      const second = await post(
        API_PATHS.trialAccept,
        { ...payload, stripeProductId: 'prod_wharf_starter' },
        {
          token: newToken,
        },
      );
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This instance has already had its trial.');
    });
  });

  describe('/api/clientSignUpOnboardUser', () => {
    it('answers 401 without a token, 403 for a stranger, 409 before the terms are accepted', async () => {
      expect((await post(API_PATHS.clientSignUpOnboardUser, { instanceId: acme })).status).toBe(401);
      expect(
        (await post(API_PATHS.clientSignUpOnboardUser, { instanceId: acme }, { token: thirdToken })).status,
      ).toBe(403);
      const early = await post(API_PATHS.clientSignUpOnboardUser, { instanceId: acme }, { token: demoToken });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(`Accept the terms (version ${CURRENT_TERMS_VERSION}) first.`);
    });

    it("finishes the owner's onboarding and says which steps are done", async () => {
      const answer = await post(API_PATHS.clientSignUpOnboardUser, { instanceId: acme }, { token: newToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        instanceId: acme,
        user: { email: NEW_USER.email, username: NEW_USER.name },
        steps: { plan: true, terms: true, connection: true },
      });
      const again = await post(API_PATHS.clientSignUpOnboardUser, { instanceId: acme }, { token: newToken });
      expect(again.body.onboardedAt).toBe(answer.body.onboardedAt);
    });
  });

  describe('onboarding counts only API keys that worked', () => {
    it('does not count a connection whose stored keys were never tried, and counts it once an import landed', async () => {
      const made = await post(API_PATHS.signupInstance, { name: 'Untried Keys Ltd' }, { token: thirdToken });
      const instanceId = made.body.instanceId as number;
      await post(
        API_PATHS.signupAcceptance,
        { termsVersion: CURRENT_TERMS_VERSION, accepted: true, instanceId },
        { token: thirdToken },
      );
      // Keys that reached the table without a test (a path that does not try them, or from before the test).
      const [row] = await stack.db.query<{ id: number }>(
        `INSERT INTO app.instance_connections (instance_id, name, source_system_id, api_client_id)
         VALUES ($1, 'Untried Omni', 1, 'someone') RETURNING id`,
        [instanceId],
      );
      const untried = await post(API_PATHS.clientSignUpOnboardUser, { instanceId }, { token: thirdToken });
      expect(untried.status).toBe(200);
      expect(untried.body.steps).toMatchObject({ connection: false });
      await stack.db.query(
        "INSERT INTO app.etl_jobs (instance_id, connection_id, status, mode) VALUES ($1, $2, 'success', 'full')",
        [instanceId, row?.id],
      );
      const landed = await post(API_PATHS.clientSignUpOnboardUser, { instanceId }, { token: thirdToken });
      expect(landed.body.steps).toMatchObject({ connection: true });
    });
  });

  describe('secrets', () => {
    it('never echoes a connection secret in any answer', () => {
      expect(answers.length).toBeGreaterThan(40);
      for (const answer of answers) expect(answer.text).not.toContain(SECRET);
    });

    it('still lets the demo user sign in as before', async () => {
      const check = await post(API_PATHS.userAuthCheck, undefined, { token: demoToken });
      expect(check.body).toMatchObject({ success: true, user: { email: DEMO_ACCOUNT.email } });
    });
  });
});
