// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { DEMO_ACCOUNT } from '../demoAccount.ts';
import { DEMO_CIN7_SCOPES } from '../db/seedApp.ts';
import { decryptSecret } from '../crypto/secrets.ts';
import { TEST_SECRET_KEY, type ApiAnswer } from '../testing/testStack.ts';
import { startSignedInDemo, type SignedInDemo } from '../testing/signedInDemo.ts';
import { testBackend } from '../testing/testBackends.ts';
import type { ConnectorConfig } from '../etl/index.ts';
import { startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import { cin7RefusedKeysAdvice } from '../etl/connectors/cin7Omni/connector.ts';

const SECRET = 'sk_live_VeryPrivateValue9876';
/** The Cin7 Omni account whose keys a reconnect enters: the simulator accepts exactly these. */
const NEW_CLIENT = 'wellington-new-client';
const LIST = API_PATHS.instanceConnection;
const CLIENT_IDS = API_PATHS.instanceConnectionClientId;
const TERMINATE = API_PATHS.instanceConnectionTerminate;
const RECONNECT = API_PATHS.instanceConnectionReconnect;
const PRODUCT = API_PATHS.instanceConnectionProduct;

let demo: SignedInDemo;
let foreignInstance: number;
/** Connection ids of the demo world by name. */
const ids: Record<string, number> = {};
/** Every answer of this file, to prove no secret is ever echoed. */
const answers: ApiAnswer[] = [];

async function call(
  path: string,
  payload: unknown,
  instanceId: number | null = demo.harbour,
): Promise<ApiAnswer> {
  const answer = await demo.api.post(path, payload, { token: demo.idToken, instanceId });
  answers.push(answer);
  return answer;
}

const connectionId = (name: string) => {
  const id = ids[name];
  if (id === undefined) throw new Error(`no connection ${name}`);
  return id;
};

let sim: Cin7Simulator;
let connectors: ConnectorConfig;

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: NEW_CLIENT, key: SECRET }],
    sizes: { products: 1, optionsPerProduct: 1, branches: 1, contacts: 1, salesOrders: 1, purchaseOrders: 1 },
    limits: null,
  });
  connectors = {
    cin7Omni: {
      baseUrl: sim.baseUrl,
      limits: null,
      retry: { attempts: 1, baseDelayMs: 5, maxDelayMs: 5 },
      timeoutMs: 5000,
    },
  };
});
afterAll(async () => {
  await sim.close();
});

describe.each([testBackend()])('on $name', (backend) => {
  beforeAll(async () => {
    demo = await startSignedInDemo({ backend }, { etl: { connectors, worker: false } });
    const [row] = await demo.stack.db.query<{ id: number }>(
      "INSERT INTO app.instances (name, schema) VALUES ('Other Company', 'other_company') RETURNING id",
    );
    foreignInstance = row?.id ?? 0;
    for (const c of await demo.stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM app.instance_connections',
    )) {
      ids[c.name] = c.id;
    }
  }, 180_000);

  afterAll(async () => {
    await demo.stack.close();
  });

  describe('/api/instanceConnection', () => {
    it("lists the user's instances, and no connections when no instance is current", async () => {
      const answer = await call(LIST, {}, null);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        user: { email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.name },
        currentInstanceId: null,
        instanceConnections: [],
        activeConnectionCount: 0,
      });
      expect(answer.body.userInstances).toEqual([
        { id: demo.harbour, name: 'Harbour Traders', schema: 'harbour_traders', role: 'owner' },
        { id: demo.northwind, name: 'Northwind Wholesale', schema: 'northwind_wholesale', role: 'member' },
      ]);
    });

    it("lists the current instance's connections with every field and the active count without DELETED", async () => {
      const answer = await call(LIST, undefined);
      expect(answer.status).toBe(200);
      const connections = answer.body.instanceConnections as Array<Record<string, unknown>>;
      expect(connections.map((c) => [c.name, c.status])).toEqual([
        ['Harbour Traders Omni', 'ACTIVE'],
        ['Harbour Demo ERP', 'PENDING_INIT'],
        ['Wellington Store Omni', 'TERMINATING'],
        ['Old Omni Trial', 'DELETED'],
      ]);
      expect(connections[0]).toEqual({
        id: connectionId('Harbour Traders Omni'),
        name: 'Harbour Traders Omni',
        instanceId: demo.harbour,
        status: 'ACTIVE',
        sourceSystem: { id: 1, name: 'Cin7 Omni' },
        connectionGroup: 'Harbour Traders',
        attribute1: 'NZD',
        attribute2: 'Auckland',
        attribute3: null,
        stripeProductId: 'prod_wharf_growth',
        ETLScopes: [...DEMO_CIN7_SCOPES],
        APIKey: { clientId: 'harbour-traders-omni', secret: null },
        changed: '2025-01-06T09:00:00.000Z',
        changedBy: DEMO_ACCOUNT.email,
        terminationReason: null,
        terminationNote: null,
      });
      expect(answer.body.activeConnectionCount).toBe(3);
    });
  });

  describe('/api/instanceConnection/clientId', () => {
    it("answers the instance's client ids, leaving out deleted connections and ones without a key", async () => {
      const answer = await call(CLIENT_IDS, { instanceId: demo.harbour });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        instanceId: demo.harbour,
        instanceConnectionClientIds: [
          { connectionId: connectionId('Harbour Traders Omni'), clientId: 'harbour-traders-omni' },
          { connectionId: connectionId('Wellington Store Omni'), clientId: 'harbour-wellington-omni' },
        ],
      });
    });

    it('answers 400 naming instanceId when it is missing or of the wrong type', async () => {
      const missing = await call(CLIENT_IDS, {});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^instanceId: /);
      const text = await call(CLIENT_IDS, { instanceId: String(demo.harbour) });
      expect(text.body.message).toBe('instanceId: Invalid input: expected number, received string');
    });

    it("answers 403 for another instance's id in the payload, 400 for a mismatch with the header", async () => {
      expect((await call(CLIENT_IDS, { instanceId: foreignInstance })).status).toBe(403);
      const mismatch = await call(CLIENT_IDS, { instanceId: demo.northwind });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('instanceId: Does not match the x-instance-id header.');
    });

    it('answers 400 when no current instance header is sent', async () => {
      const answer = await call(CLIENT_IDS, { instanceId: demo.harbour }, null);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('x-instance-id: Required for this call.');
    });
  });

  describe('/api/instanceConnection/terminate', () => {
    it('terminates an ACTIVE connection, keeping the reason and who changed it', async () => {
      const answer = await call(TERMINATE, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Traders Omni'),
        terminationReason: 'Too expensive',
        terminationNote: 'Moving to a new system.',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.instanceConnection).toMatchObject({
        status: 'TERMINATING',
        terminationReason: 'Too expensive',
        terminationNote: 'Moving to a new system.',
        changedBy: DEMO_ACCOUNT.email,
      });
      // TERMINATING still counts: only DELETED connections leave the active count.
      expect(answer.body.activeConnectionCount).toBe(3);
    });

    it('answers 409 for an illegal transition: terminating twice, or a DELETED connection', async () => {
      const again = await call(TERMINATE, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Traders Omni'),
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/^A TERMINATING connection cannot be terminated; allowed from /);
      const deleted = await call(TERMINATE, {
        instanceId: demo.harbour,
        connectionId: connectionId('Old Omni Trial'),
      });
      expect(deleted.status).toBe(409);
    });

    it('answers 400 when the connection id is missing (saving a connection without an id)', async () => {
      const answer = await call(TERMINATE, { instanceId: demo.harbour, terminationReason: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('connectionId: Invalid input: expected number, received undefined');
    });

    it('answers 404 for a connection that is not in the current instance', async () => {
      const answer = await call(TERMINATE, {
        instanceId: demo.harbour,
        connectionId: connectionId('Northwind Omni'),
      });
      expect(answer.status).toBe(404);
      const rows = await demo.stack.db.query<{ status: string }>(
        'SELECT status FROM app.instance_connections WHERE id = $1',
        [connectionId('Northwind Omni')],
      );
      expect(rows).toEqual([{ status: 'ACTIVE' }]);
    });
  });

  describe('/api/instanceConnection/product', () => {
    it('moves a connection to another plan and records who changed it', async () => {
      const answer = await call(PRODUCT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Demo ERP'),
        stripeProductId: 'prod_wharf_growth',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.instanceConnection).toMatchObject({
        stripeProductId: 'prod_wharf_growth',
        status: 'PENDING_INIT',
        changedBy: DEMO_ACCOUNT.email,
      });
    });

    it('answers 400 for an unknown plan, 409 for a DELETED connection, 403 for a plain member', async () => {
      const unknown = await call(PRODUCT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Demo ERP'),
        stripeProductId: 'prod_nothing',
      });
      expect(unknown.body).toEqual({ message: 'stripeProductId: No such plan.' });
      const deleted = await call(PRODUCT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Old Omni Trial'),
        stripeProductId: 'prod_wharf_growth',
      });
      expect(deleted.status).toBe(409);
      const member = await call(
        PRODUCT,
        {
          instanceId: demo.northwind,
          connectionId: connectionId('Northwind Omni'),
          stripeProductId: 'prod_wharf_growth',
        },
        demo.northwind,
      );
      expect(member.status).toBe(403);
    });
  });

  describe('/api/instanceConnection/reconnect', () => {
    it('refuses new API keys the source does not accept, with its answer, and changes nothing', async () => {
      const before = await demo.stack.db.query(
        'SELECT status, api_client_id, api_secret_encrypted, changed FROM app.instance_connections WHERE id = $1',
        [connectionId('Wellington Store Omni')],
      );
      const answer = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Wellington Store Omni'),
        APIKeys: { clientId: NEW_CLIENT, secret: 'not-the-key' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        cin7RefusedKeysAdvice('Authorization has been denied for this request.'),
      );
      expect(
        await demo.stack.db.query(
          'SELECT status, api_client_id, api_secret_encrypted, changed FROM app.instance_connections WHERE id = $1',
          [connectionId('Wellington Store Omni')],
        ),
      ).toEqual(before);
    });

    it('reconnects a TERMINATING connection with new API keys the source accepts, storing the secret encrypted', async () => {
      const answer = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Wellington Store Omni'),
        APIKeys: { clientId: NEW_CLIENT, secret: SECRET },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.instanceConnection).toMatchObject({
        status: 'RECONNECT',
        APIKey: { clientId: NEW_CLIENT, secret: '••••9876' },
        terminationReason: null,
      });
      const [row] = await demo.stack.db.query<{ api_secret_encrypted: Uint8Array }>(
        'SELECT api_secret_encrypted FROM app.instance_connections WHERE id = $1',
        [connectionId('Wellington Store Omni')],
      );
      const stored = Buffer.from(row?.api_secret_encrypted ?? new Uint8Array());
      expect(stored.toString('latin1')).not.toContain(SECRET);
      expect(decryptSecret(stored, TEST_SECRET_KEY)).toBe(SECRET);
      const [verified] = await demo.stack.db.query<{ verified: boolean }>(
        'SELECT api_keys_verified_at IS NOT NULL AS verified FROM app.instance_connections WHERE id = $1',
        [connectionId('Wellington Store Omni')],
      );
      expect(verified?.verified).toBe(true);
    });

    it('reconnects without new keys too', async () => {
      const answer = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Traders Omni'),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.instanceConnection).toMatchObject({ status: 'RECONNECT' });
    });

    it('answers 409 for a DELETED or an already reconnecting connection', async () => {
      const deleted = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Old Omni Trial'),
      });
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe(
        'A DELETED connection cannot be reconnected; allowed from TERMINATING, ARCHIVE.',
      );
      const twice = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Traders Omni'),
      });
      expect(twice.status).toBe(409);
    });

    it('answers 400 naming the field of incomplete API keys', async () => {
      const answer = await call(RECONNECT, {
        instanceId: demo.harbour,
        connectionId: connectionId('Harbour Demo ERP'),
        APIKeys: { clientId: 'only-a-client-id' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^APIKeys\.secret: /);
    });

    it('lists the new secret masked only, and no answer of this suite ever held the plain secret', async () => {
      const list = await call(LIST, {});
      const wellington = (list.body.instanceConnections as Array<Record<string, unknown>>).find(
        (c) => c.name === 'Wellington Store Omni',
      );
      expect(wellington?.APIKey).toEqual({ clientId: 'wellington-new-client', secret: '••••9876' });
      expect(answers.length).toBeGreaterThan(15);
      for (const answer of answers) expect(answer.text).not.toContain(SECRET);
    });
  });
});
