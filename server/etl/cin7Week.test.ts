// @vitest-environment node
/**
 * A week in a few minutes: two connections on one Cin7 Omni account import every entity every 15 minutes for seven
 * days of an injected clock (the stand-in's rate limits and the shared call budget keep that clock, and waiting for
 * room moves it), while the stand-in's records change, arrive and are deleted all week. Every change lands within
 * one schedule, every delete within a day, the stand-in never answers 429 and no day passes 5,000 calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { encryptSecret } from '../crypto/secrets.ts';
import { quoteIdent } from '../db/identifiers.ts';
import {
  TEST_SECRET_KEY,
  TestStack,
  demoInstanceIds,
  signInForIdToken,
  type TestApi,
} from '../testing/testStack.ts';
import { memoryBudgetStore } from './calls/rateBudget.ts';
import { CIN7_ENTITIES, type Cin7Entity } from './connectors/cin7Omni/entities.ts';
import type { ConnectorConfig } from './connectors/registry.ts';
import { PUBLISHED_LIMITS, startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import type { Dataset, Json, Resource } from '../../standins/cin7Omni/dataset.ts';
import { EtlWorker } from './worker.ts';

const USERNAME = 'harbour-traders-omni';
const KEY = 'test-omni-key-123456';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DAYS = 7;
const SLOT = 15 * MINUTE;
// The next midnight UTC a day from now: after the demo's own landing (real time), whole days of the clock.
const START = (Math.floor(Date.now() / (24 * 3_600_000)) + 2) * 24 * 3_600_000;

let stack: TestStack;
let api: TestApi;
let sim: Cin7Simulator;
let token: string;
let harbour: number;
let connections: number[];
let clock = START;
let worker: EtlWorker;

const call = (path: string, payload: unknown) => api.post(path, payload, { token, instanceId: harbour });
const resourceOf = (entity: Cin7Entity) => entity.resource.replace('/v1/', '') as Resource;
const totalCalls = () => Object.values(sim.calls).reduce((sum, n) => sum + n, 0);

/** Runs every queued job (the schedules due at the clock first). */
async function drain(): Promise<void> {
  while ((await worker.runOnce()) !== null) {
    // one job after another, as one worker does
  }
}

/** The record's id as the stand-in's touch and remove take it (Stock: its product option). */
const idOf = (resource: Resource, record: Json) =>
  Number(resource === 'Stock' ? record.productOptionId : record.id);

/** The newest ModifiedDate landed for these ids of the entity, per connection. */
async function landedModified(entity: Cin7Entity, id: number, connectionId: number): Promise<number | null> {
  const parent = entity.tables.find((table) => !table.childOf);
  if (!parent) return null;
  const [row] = await stack.db.query<{ modified: Date | null }>(
    `SELECT max(modified_date) AS modified FROM harbour_traders.${quoteIdent(parent.name)}
     WHERE connection_id = $1 AND ${quoteIdent(parent.primaryKey[1] ?? '')} = $2`,
    [connectionId, id],
  );
  return row?.modified ? row.modified.getTime() : null;
}

beforeAll(async () => {
  sim = await startCin7Simulator({
    credentials: [{ username: USERNAME, key: KEY }],
    sizes: {
      products: 300,
      optionsPerProduct: 1,
      branches: 1,
      contacts: 260,
      salesOrders: 400,
      purchaseOrders: 40,
    },
    limits: PUBLISHED_LIMITS,
    newest: new Date(START - DAY).toISOString(),
    now: () => clock,
  });
  const sleep = (ms: number) => {
    clock += ms;
    return Promise.resolve();
  };
  const connectors: ConnectorConfig = {
    cin7Omni: {
      baseUrl: sim.baseUrl,
      limits: PUBLISHED_LIMITS,
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 50 },
      timeoutMs: 10_000,
    },
    budgets: memoryBudgetStore(sleep, () => clock),
  };
  stack = await TestStack.start();
  api = await stack.api({ etl: { connectors, worker: false } });
  token = await signInForIdToken(stack.idp.issuer);
  ({ harbour } = await demoInstanceIds(stack.db));
  connections = [];
  for (const name of ['Harbour Traders Omni', 'Wellington Store Omni']) {
    const [row] = await stack.db.query<{ id: number }>(
      'SELECT id FROM app.instance_connections WHERE name = $1',
      [name],
    );
    connections.push(row?.id ?? 0);
  }
  // Both connections call as one API user of one Cin7 account, and land every entity.
  await stack.db.query(
    `UPDATE app.instance_connections SET status = 'ACTIVE', api_client_id = $2, api_secret_encrypted = $3,
       etl_scopes = $4 WHERE id = ANY($1)`,
    [connections, USERNAME, encryptSecret(KEY, TEST_SECRET_KEY), CIN7_ENTITIES.map((e) => e.key)],
  );
  await stack.db.query(
    "UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now() WHERE status IN ('pending', 'running')",
  );
  await stack.db.query('DELETE FROM app.etl_watermarks WHERE connection_id = ANY($1)', [connections]);
  worker = new EtlWorker({
    db: stack.db,
    secretKey: TEST_SECRET_KEY,
    connectors,
    pollIntervalMs: 20,
    now: () => new Date(clock),
  });
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await sim?.close();
});

describe('a week of 15-minute schedules on one Cin7 Omni account', () => {
  it('lands every change within a schedule and every delete within a day, inside the daily budget', async () => {
    for (const connectionId of connections) {
      const answer = await call(API_PATHS.etlScheduleSet, {
        connectionId,
        schedule: { frequency: 'every15Minutes' },
      });
      expect(answer.status).toBe(200);
    }
    await stack.db.query('UPDATE app.etl_schedules SET next_run_at = $2 WHERE connection_id = ANY($1)', [
      connections,
      new Date(clock),
    ]);
    const data: Dataset = sim.dataOf();
    const callsByDay: number[] = [];
    const deleted: { entity: Cin7Entity; id: number; at: number }[] = [];
    let nextId = 1_000_000;
    let dayStartCalls = totalCalls();
    let slot = 0;
    for (; clock < START + DAYS * DAY; slot += 1) {
      const slotTime = START + slot * SLOT;
      clock = Math.max(clock, slotTime);
      // The business at work: a record of one entity changed each slot (each entity in turn), a contact added each
      // hour, a record of one entity deleted every six hours (each entity in turn).
      const changed: { entity: Cin7Entity; id: number }[] = [];
      const entity = CIN7_ENTITIES[slot % CIN7_ENTITIES.length];
      if (entity) {
        const resource = resourceOf(entity);
        const records = data[resource];
        const record = records[(slot * 7) % records.length];
        if (record) {
          sim.touch(resource, [idOf(resource, record)]);
          changed.push({ entity, id: idOf(resource, record) });
        }
      }
      const doomed = CIN7_ENTITIES[Math.floor(slot / 24) % CIN7_ENTITIES.length];
      if (slot % 24 === 12 && doomed) {
        const resource = resourceOf(doomed);
        const records = data[resource];
        const victim = records[(slot * 13 + 5) % records.length];
        if (victim && !changed.some((c) => c.entity === doomed && c.id === idOf(resource, victim))) {
          sim.remove(resource, [idOf(resource, victim)]);
          deleted.push({ entity: doomed, id: idOf(resource, victim), at: clock });
        }
      }
      if (slot % 4 === 0) {
        const template = data.Contacts[0] ?? {};
        data.Contacts.push({ ...template, id: nextId, company: `New customer ${nextId}` });
        sim.touch('Contacts', [nextId]);
        const contacts = CIN7_ENTITIES.find((e) => e.key === 'contacts');
        if (contacts) changed.push({ entity: contacts, id: nextId });
        nextId += 1;
      }

      await drain();

      for (const { entity, id } of changed) {
        const resource = resourceOf(entity);
        const source = Math.max(
          ...data[resource]
            .filter((record) => idOf(resource, record) === id)
            .map((record) => Date.parse(String(record.modifiedDate))),
        );
        for (const connectionId of connections)
          expect(await landedModified(entity, id, connectionId), `${entity.key} ${id}`).toBe(source);
      }
      for (const { entity, id, at } of deleted) {
        if (clock - at < DAY) continue;
        for (const connectionId of connections)
          expect(await landedModified(entity, id, connectionId), `${entity.key} ${id} deleted`).toBeNull();
      }
      if (Math.floor((START + (slot + 1) * SLOT - START) / DAY) > callsByDay.length) {
        callsByDay.push(totalCalls() - dayStartCalls);
        dayStartCalls = totalCalls();
      }
    }
    console.log(`Cin7 Omni calls per day over the week: ${callsByDay.join(', ')}`);
    expect(callsByDay).toHaveLength(DAYS);
    expect(sim.throttled()).toBe(0);
    for (const calls of callsByDay) expect(calls).toBeLessThanOrEqual(5000);
  }, 3_600_000);
});
