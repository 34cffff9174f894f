// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '@wharf/contract';
import { API_PATHS } from '@wharf/contract/paths.ts';
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
  type TestApi,
} from '../testing/testStack.ts';

const USERNAME = 'later-omni';
const KEY = 'later-omni-key-98765';
const OWNER = { name: 'Lena Later', email: 'lena@later.test', password: 'lena-password-1' };

describe('"enter the API keys later": a connection without keys, keyed afterwards', () => {
  let sim: Cin7Simulator;
  let stack: TestStack;
  let api: TestApi;
  let ownerToken: string;
  let demoToken: string;
  let instanceId: number;
  let northwind: number;
  let connectionId: number;

  const keysFor = (id: number, secret = KEY, extra: Record<string, unknown> = {}) => ({
    instanceId,
    connectionId: id,
    APIKeys: { clientId: USERNAME, secret },
    ...extra,
  });
  const store = (payload: unknown, token: string | undefined = ownerToken) =>
    api.post(API_PATHS.signupConnectionKeys, payload, token ? { token } : {});

  beforeAll(async () => {
    sim = await startCin7Simulator({
      credentials: [{ username: USERNAME, key: KEY }],
      sizes: {
        products: 2,
        optionsPerProduct: 1,
        branches: 1,
        contacts: 2,
        salesOrders: 2,
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
    stack = await TestStack.start();
    api = await stack.api({ etl: { connectors, worker: false } });
    [ownerToken, demoToken] = await Promise.all([
      signUpForIdToken(stack.idp.issuer, OWNER),
      signInForIdToken(stack.idp.issuer),
    ]);
    ({ northwind } = await demoInstanceIds(stack.db));
    const created = await api.post(API_PATHS.signupInstance, { name: 'Later Ltd' }, { token: ownerToken });
    expect(created.status).toBe(200);
    instanceId = (created.body.instance as { id: number }).id;
  }, 180_000);

  afterAll(async () => {
    await stack?.close();
    await sim?.close();
  });

  it('signup/connections without APIKeys makes a PENDING_INIT connection with no keys', async () => {
    const answer = await api.post(
      API_PATHS.signupConnections,
      { instanceId, name: 'Later Omni', sourceSystemId: 1, ETLScopes: ['products'] },
      { token: ownerToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      APIKeys: { clientId: null, secret: null },
      instanceConnection: { status: 'PENDING_INIT', name: 'Later Omni' },
    });
    connectionId = answer.body.connectionId as number;
  });

  const sourceCalls = () => Object.values(sim.calls).reduce((sum, n) => sum + n, 0);

  it('names an unknown scope (400 ETLScopes.0) before the keys go to the source, which is not called', async () => {
    const before = sourceCalls();
    const answer = await api.post(
      API_PATHS.signupConnections,
      {
        instanceId,
        name: 'Scoped Omni',
        sourceSystemId: 1,
        APIKeys: { clientId: USERNAME, secret: 'not-the-key' },
        ETLScopes: ['invoices'],
      },
      { token: ownerToken },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('ETLScopes.0: Cin7 Omni has no scope "invoices".');
    expect(sourceCalls()).toBe(before);
    // A name another connection has is named the same way, also before the source is asked.
    const clash = await api.post(
      API_PATHS.signupConnections,
      {
        instanceId,
        name: 'later omni',
        sourceSystemId: 1,
        APIKeys: { clientId: USERNAME, secret: KEY },
        ETLScopes: ['products'],
      },
      { token: ownerToken },
    );
    expect(clash.status).toBe(409);
    expect(sourceCalls()).toBe(before);
  });

  const onboardedSteps = async () => {
    const answer = await api.post(API_PATHS.clientSignUpOnboardUser, { instanceId }, { token: ownerToken });
    expect(answer.status).toBe(200);
    return answer.body.steps;
  };

  it('onboarding does not count the connection as done while it has no keys', async () => {
    const terms = await api.post(
      API_PATHS.signupAcceptance,
      { termsVersion: CURRENT_TERMS_VERSION, accepted: true, instanceId },
      { token: ownerToken },
    );
    expect(terms.status).toBe(200);
    expect(await onboardedSteps()).toMatchObject({ connection: false });
  });

  it('refuses keys the source refuses (400 with its answer) and stores nothing', async () => {
    const wrong = await store(keysFor(connectionId, 'not-the-key'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(cin7RefusedKeysAdvice('Authorization has been denied for this request.'));
    const [row] = await stack.db.query<{ api_client_id: string | null }>(
      'SELECT api_client_id FROM app.instance_connections WHERE id = $1',
      [connectionId],
    );
    expect(row?.api_client_id).toBeNull();
  });

  it('answers 400 naming the field for a malformed payload or control characters', async () => {
    const noSecret = await store({ instanceId, connectionId, APIKeys: { clientId: USERNAME } });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.message).toMatch(/^APIKeys\.secret: /);
    const control = await store(keysFor(connectionId, 'key\u0000'));
    expect(control.status).toBe(400);
    expect(control.body.message).toMatch(/^APIKeys\.secret: /);
    const noId = await store({ instanceId, APIKeys: { clientId: USERNAME, secret: KEY } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^connectionId: /);
  });

  it('answers 401 without a token, 403 for a plain member or another instance, 404 for an unknown id', async () => {
    expect((await store(keysFor(connectionId), '')).status).toBe(401);
    const stranger = await store(keysFor(connectionId), demoToken);
    expect(stranger.status).toBe(403);
    const member = await store({ ...keysFor(connectionId), instanceId: northwind }, demoToken);
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Only owners and admins of Northwind Wholesale can enter API keys.');
    const unknown = await store(keysFor(999_999));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Connection 999999 was not found in this instance.');
  });

  it('stores working keys encrypted, answers them masked, and refuses a second set (409)', async () => {
    const answer = await store(keysFor(connectionId));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      connectionId,
      APIKeys: { clientId: USERNAME, secret: '••••8765' },
      instanceConnection: { status: 'PENDING_INIT', changedBy: OWNER.email },
    });
    expect(JSON.stringify(answer.body)).not.toContain(KEY);
    const [row] = await stack.db.query<{ api_secret_encrypted: Uint8Array }>(
      'SELECT api_secret_encrypted FROM app.instance_connections WHERE id = $1',
      [connectionId],
    );
    if (!row) throw new Error('no connection row');
    expect(Buffer.from(row.api_secret_encrypted).includes(KEY)).toBe(false);
    expect(decryptSecret(row.api_secret_encrypted, TEST_SECRET_KEY)).toBe(KEY);
    const again = await store(keysFor(connectionId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This connection already has API keys.');
    expect(await onboardedSteps()).toMatchObject({ connection: true });
  });

  it('lets the keyed connection be imported: the stored keys pass the source test', async () => {
    const test = await api.post(
      API_PATHS.instanceConnectionTest,
      { sourceSystemId: 1, connectionId },
      { token: ownerToken, instanceId },
    );
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ ok: true, message: `Connected to Cin7 Omni as ${USERNAME}.` });
  });
});
