// @vitest-environment node
/**
 * The permission table walked whole: every call of API_PATHS (and every action of the calls that have them) is sent
 * by the owner, an admin and a member of Harbour Traders, a member of another company and a caller with no token.
 * Each must be admitted or refused exactly as contract/permissions.ts says; a refused caller gets 401/403
 * with the message naming why, and nothing in the app's tables changes. A call without a sample here fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '@wharf/contract';
import { PERMISSIONS, ruleAdmits, type CallRule, type Role } from '@wharf/contract/permissions.ts';
import { API_PATHS, type ApiPathName } from '@wharf/contract/paths.ts';
import { NOT_A_MEMBER_MESSAGE, NO_TOKEN_MESSAGE } from './permissions.ts';
import { testBackend } from '../testing/testBackends.ts';
import {
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  signUpForIdToken,
  type ApiAnswer,
  type TestApi,
} from '../testing/testStack.ts';

type CallerName = 'owner' | 'admin' | 'member' | 'stranger' | 'anonymous';
const CALLERS: readonly CallerName[] = ['owner', 'admin', 'member', 'stranger', 'anonymous'];
const ROLE_OF: Partial<Record<CallerName, Role>> = { owner: 'owner', admin: 'admin', member: 'member' };

/** What a sample's payload may refer to: the demo world's ids and the caller's own. */
interface World {
  harbour: number;
  /** Harbour Traders' ACTIVE Omni connection. */
  omni: number;
  jobId: number;
  sharedItemId: number;
  customers: { dwTableId: number; dwColumnId: number };
  inviteReference: string;
  expiredReference: string;
  caller: CallerName;
  userId: string;
}

interface Sample {
  /** The action of the call's row this payload picks (calls with actions only). */
  action?: string;
  /** Who can send this payload at all: a reference with a token joins, without one it looks the invite up. */
  callers?: readonly CallerName[];
  payload: (world: World) => unknown;
  /** Puts back what the admitted callers' calls changed that the rest of the walk needs (their sign-ins). */
  undo?: (db: TestStack['db']) => Promise<unknown>;
}

const SIGNED_IN_CALLERS: readonly CallerName[] = ['owner', 'admin', 'member', 'stranger'];
const NO_SUCH_ID = 2_000_000_000;

/** A valid request for every call; a call of API_PATHS missing here fails its walk (and the typecheck). */
const SAMPLES: { readonly [Call in ApiPathName]: readonly Sample[] } = {
  userAuthCheck: [{ payload: () => ({}) }],
  userSignOut: [{ payload: () => ({}), undo: (db) => db.query('DELETE FROM app.signed_out_tokens') }],
  instanceConnection: [{ payload: () => ({}) }],
  instanceConnectionClientId: [{ payload: (w) => ({ instanceId: w.harbour }) }],
  instanceConnectionTerminate: [
    { payload: (w) => ({ instanceId: w.harbour, connectionId: w.omni, terminationReason: 'Walk' }) },
  ],
  instanceConnectionReconnect: [{ payload: (w) => ({ instanceId: w.harbour, connectionId: w.omni }) }],
  instanceConnectionProduct: [
    {
      payload: (w) => ({
        instanceId: w.harbour,
        connectionId: w.omni,
        stripeProductId: 'prod_wharf_starter',
      }),
    },
  ],
  userSettings: [{ payload: (w) => ({ userId: w.userId }) }],
  userSettingsSet: [{ payload: (w) => ({ userId: w.userId, settings: { theme: 'dark' } }) }],
  userLibrary: [{ payload: () => ({}) }],
  userLibrarySet: [
    {
      payload: (w) => ({
        item: { title: `Walk by ${w.caller}`, visibility: 'private', definition: { table: 'products' } },
      }),
    },
  ],
  userLibraryTopicSet: [{ payload: (w) => ({ topic: { name: `Walk by ${w.caller}` } }) }],
  userLibraryTopicRemove: [{ payload: () => ({ topicId: NO_SUCH_ID }) }],
  userLibraryRemove: [{ payload: () => ({ itemId: NO_SUCH_ID }) }],
  userLibraryFavorite: [{ payload: (w) => ({ userId: w.userId, itemId: w.sharedItemId, favorite: true }) }],
  clientQuery: [{ payload: () => ({ query: { table: 'products', columns: ['sku'], limit: 1 } }) }],
  clientDWSchema: [{ payload: () => ({}) }],
  searchMemberList: [{ payload: (w) => ({ ...w.customers, search: 'a' }) }],
  etlStatus: [{ payload: () => ({}) }],
  stripeInvoiceList: [{ payload: () => ({}) }],
  stripeInvoicePreview: [{ payload: () => ({}) }],
  signupInvite: [
    { action: 'create', payload: (w) => ({ instanceId: w.harbour, role: 'member' }) },
    {
      action: 'lookUp',
      callers: ['anonymous'],
      payload: (w) => ({ instanceId: w.harbour, inviteReference: w.inviteReference }),
    },
    // An expired invite: joining is admitted for anyone signed in, and then refused by the invite itself (409).
    {
      action: 'join',
      callers: SIGNED_IN_CALLERS,
      payload: (w) => ({ instanceId: w.harbour, inviteReference: w.expiredReference }),
    },
  ],
  signupInitialUser: [{ payload: () => ({}) }],
  signupConnections: [
    {
      payload: (w) => ({
        instanceId: w.harbour,
        name: `Walk by ${w.caller}`,
        sourceSystemId: 1,
        ETLScopes: ['products'],
      }),
    },
  ],
  signupValidateInstance: [{ payload: () => ({ name: 'Walk Company' }) }],
  signupInstance: [{ payload: (w) => ({ name: `Walk ${w.caller} Company` }) }],
  signupPlan: [
    { action: 'list', payload: () => ({}) },
    { action: 'choose', payload: (w) => ({ instanceId: w.harbour, stripeProductId: 'prod_wharf_starter' }) },
  ],
  signupAcceptance: [{ payload: () => ({ termsVersion: CURRENT_TERMS_VERSION, accepted: true }) }],
  clientSignUpOnboardUser: [{ payload: (w) => ({ instanceId: w.harbour }) }],
  signupMembers: [{ payload: (w) => ({ instanceId: w.harbour }) }],
  // The Omni connection already has keys: an admitted call is answered 409 before any source is asked.
  signupConnectionKeys: [
    {
      payload: (w) => ({
        instanceId: w.harbour,
        connectionId: w.omni,
        APIKeys: { clientId: 'walk', secret: 'walk-secret' },
      }),
    },
  ],
  trialAccept: [{ payload: (w) => ({ instanceId: w.harbour, stripeProductId: 'prod_wharf_growth' }) }],
  trialStatus: [{ payload: (w) => ({ instanceId: w.harbour }) }],
  sourceSystems: [{ payload: () => ({}) }],
  // No such source system: an admitted call is answered 400 before any source is asked.
  instanceConnectionTest: [
    { payload: () => ({ sourceSystemId: NO_SUCH_ID, APIKeys: { clientId: 'walk', secret: 'walk' } }) },
  ],
  instanceConnectionSave: [
    {
      payload: (w) => ({
        connection: { id: w.omni, name: `Renamed by ${w.caller}`, ETLScopes: ['products'] },
      }),
    },
  ],
  etlStart: [{ payload: (w) => ({ connectionId: w.omni, mode: 'incremental' }) }],
  etlCancel: [{ payload: (w) => ({ jobId: w.jobId }) }],
  etlSchedules: [{ payload: () => ({}) }],
  etlScheduleSet: [{ payload: (w) => ({ connectionId: w.omni, schedule: { frequency: 'hourly' } }) }],
  instanceTimeZoneSet: [{ payload: (w) => ({ instanceId: w.harbour, timeZone: 'Pacific/Chatham' }) }],
  warehouseFreshness: [{ payload: () => ({}) }],
  warehouseTableFeeds: [{ payload: () => ({}) }],
  aiQuery: [{ payload: () => ({ question: 'products by sku' }) }],
};

function ruleOfSample(call: ApiPathName, sample: Sample): CallRule {
  const permission = PERMISSIONS[call];
  if (sample.action === undefined) return permission.rule;
  const rule = permission.actions?.[sample.action]?.rule;
  if (!rule) throw new Error(`${call} has no action ${sample.action}`);
  return rule;
}

/** The status and message the table promises this caller, or null when the call is admitted. */
function refusalFor(rule: CallRule, caller: CallerName): { status: 401 | 403; message: RegExp } | null {
  if (rule.who === 'anyone') return null;
  if (caller === 'anonymous') return { status: 401, message: new RegExp(`^${escape(NO_TOKEN_MESSAGE)}$`) };
  if (rule.who === 'signedIn') return null;
  const role = ROLE_OF[caller] ?? null;
  if (role === null) return { status: 403, message: new RegExp(`^${escape(NOT_A_MEMBER_MESSAGE)}$`) };
  if (ruleAdmits(rule, role)) return null;
  const who = rule.roles.map((r) => `${r}s`).join(' and ');
  return { status: 403, message: new RegExp(`^Only ${who} of Harbour Traders can [a-z][^.]*\\.$`) };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe.each([testBackend()])('on $name', (backend) => {
  let stack: TestStack;
  let api: TestApi;
  const tokens: Partial<Record<CallerName, string>> = {};
  const userIds: Partial<Record<CallerName, string>> = {};
  let harbour: number;
  let northwind: number;
  let world: Omit<World, 'caller' | 'userId'>;

  /**
   * Every table of the app schema but the users (each request may bring its caller's name and email up to date), as
   * one text: equal before and after means a refused call changed nothing.
   */
  async function appState(): Promise<string> {
    const tables = await stack.db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'app' AND tablename <> 'users' ORDER BY 1",
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const [row] = await stack.db.query<{ rows: string | null }>(
        `SELECT string_agg(to_jsonb(t)::text, E'\\n' ORDER BY to_jsonb(t)::text) AS rows FROM app."${name}" t`,
      );
      parts.push(`${name}:\n${row?.rows ?? ''}`);
    }
    return parts.join('\n');
  }

  function send(call: ApiPathName, sample: Sample, caller: CallerName): Promise<ApiAnswer> {
    const rule = ruleOfSample(call, sample);
    // A call about one company names Harbour Traders; a call about the caller names the caller's own company.
    const instanceId = rule.who === 'roles' || caller !== 'stranger' ? harbour : northwind;
    const payload = sample.payload({ ...world, caller, userId: userIds[caller] ?? 'nobody' });
    return api.post(API_PATHS[call], payload, { token: tokens[caller] ?? null, instanceId });
  }

  beforeAll(async () => {
    stack = await TestStack.start({ backend });
    api = await stack.api();
    const account = (name: string) => ({
      name: `Walk ${name}`,
      email: `walk-${name}@example.test`,
      password: 'walk-pass-1234',
    });
    const [owner, admin, member, stranger] = await Promise.all([
      signInForIdToken(stack.idp.issuer),
      signUpForIdToken(stack.idp.issuer, account('admin')),
      signUpForIdToken(stack.idp.issuer, account('member')),
      signUpForIdToken(stack.idp.issuer, account('stranger')),
    ]);
    Object.assign(tokens, { owner, admin, member, stranger });
    ({ harbour, northwind } = await demoInstanceIds(stack.db));
    for (const caller of SIGNED_IN_CALLERS) {
      const answer = await api.post(API_PATHS.signupInitialUser, {}, { token: tokens[caller] ?? null });
      userIds[caller] = (answer.body.user as { userId: string }).userId;
    }
    const join = (caller: CallerName, instanceId: number, role: Role) =>
      stack.db.query('INSERT INTO app.memberships (user_id, instance_id, role) VALUES ($1, $2, $3)', [
        userIds[caller],
        instanceId,
        role,
      ]);
    await join('admin', harbour, 'admin');
    await join('member', harbour, 'member');
    // A member of another company: Northwind Wholesale's, never Harbour Traders'.
    await join('stranger', northwind, 'member');

    const asOwner = (call: ApiPathName, payload: unknown) =>
      api.post(API_PATHS[call], payload, { token: owner, instanceId: harbour });
    const [omniRow] = await stack.db.query<{ id: number }>(
      "SELECT id FROM app.instance_connections WHERE instance_id = $1 AND status = 'ACTIVE' ORDER BY id LIMIT 1",
      [harbour],
    );
    const omni = omniRow?.id ?? 0;
    const started = await asOwner('etlStart', { connectionId: omni, mode: 'full' });
    const invite = await asOwner('signupInvite', { instanceId: harbour, role: 'member' });
    const expired = await asOwner('signupInvite', { instanceId: harbour, role: 'member' });
    await stack.db.query(
      `UPDATE app.instance_invites SET created_at = now() - interval '30 days', expires_at = now() - interval '1 day'
       WHERE id = (SELECT max(id) FROM app.instance_invites)`,
    );
    const [item] = await stack.db.query<{ id: number }>(
      "SELECT id FROM app.library_items WHERE instance_id = $1 AND visibility <> 'private' ORDER BY id LIMIT 1",
      [harbour],
    );
    const [customers] = await stack.db.query<World['customers']>(
      `SELECT t.id AS "dwTableId", c.id AS "dwColumnId"
       FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id
       WHERE t.instance_id = $1 AND t.table_name = 'customers' AND c.column_name = 'company'`,
      [harbour],
    );
    if (!customers || !item) throw new Error('the demo world has no Harbour Traders customers or library');
    world = {
      harbour,
      omni,
      jobId: (started.body.job as { id: number }).id,
      sharedItemId: item.id,
      customers,
      inviteReference: String(invite.body.inviteReference),
      expiredReference: String(expired.body.inviteReference),
    };
  }, 120_000);

  afterAll(async () => {
    await stack.close();
  });

  it('has a sample for every call of API_PATHS and every action of the table', () => {
    const samples = SAMPLES as Partial<Record<string, readonly Sample[]>>;
    for (const call of Object.keys(API_PATHS) as ApiPathName[]) {
      expect(samples[call]?.length ?? 0, `${call} has no sample in the walk`).toBeGreaterThan(0);
      const actions = Object.keys(PERMISSIONS[call].actions ?? {}).sort();
      const sampled = [...new Set((samples[call] ?? []).flatMap((s) => (s.action ? [s.action] : [])))].sort();
      expect(sampled, `${call}'s actions`).toEqual(actions);
    }
  });

  describe.each(Object.keys(API_PATHS) as ApiPathName[])('%s', (call) => {
    it('admits and refuses exactly as the permission table says; a refused call changes nothing', async () => {
      const samples = (SAMPLES as Partial<Record<string, readonly Sample[]>>)[call];
      if (!samples?.length) throw new Error(`${call} has no sample in the walk`);
      for (const sample of samples) {
        const rule = ruleOfSample(call, sample);
        const callers = sample.callers ?? CALLERS;
        const refused = callers.filter((caller) => refusalFor(rule, caller) !== null);
        const admitted = callers.filter((caller) => refusalFor(rule, caller) === null);
        const label = `${call}${sample.action ? `.${sample.action}` : ''}`;

        // Refused callers go first, while the thing they would change is still as the demo world made it.
        const before = await appState();
        for (const caller of refused) {
          const expected = refusalFor(rule, caller);
          const answer = await send(call, sample, caller);
          expect(answer.status, `${label} as ${caller}: ${answer.text}`).toBe(expected?.status);
          expect(String(answer.body.message), `${label} as ${caller}`).toMatch(expected?.message ?? /^$/);
        }
        expect(await appState(), `${label}: a refused call changed nothing`).toBe(before);

        for (const caller of admitted) {
          const answer = await send(call, sample, caller);
          expect([401, 403], `${label} as ${caller}: ${answer.status} ${answer.text}`).not.toContain(
            answer.status,
          );
        }
        await sample.undo?.(stack.db);
      }
    }, 120_000);
  });
});
