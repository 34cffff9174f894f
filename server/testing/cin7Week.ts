/**
 * A week of Cin7 Omni schedules in a few minutes, for the week test (server/etl/cin7Week.test.ts) and the bench
 * (scripts/bench/cin7Calls.ts): two connections on one Cin7 Omni account import every entity every 15 minutes of an
 * injected clock (the stand-in's rate limits and the shared call budget keep that clock, and waiting for room moves
 * it), while the stand-in's records change, arrive and are deleted. It notes every change not landed within its
 * schedule and every delete still landed a day later, and counts the calls of each day and of the first full load.
 */
import type { Database } from '../db/database.ts';
import { quoteIdent } from '../db/identifiers.ts';
import { memoryBudgetStore } from '../etl/calls/rateBudget.ts';
import { CIN7_ENTITIES, type Cin7Entity } from '../etl/connectors/cin7Omni/entities.ts';
import type { ConnectorConfig } from '../etl/connectors/registry.ts';
import { EtlWorker } from '../etl/worker.ts';
import { cancelOpenJobs, connectionNamed, storeCin7Key } from './cin7Connections.ts';
import { PUBLISHED_LIMITS, startCin7Simulator, type Cin7Simulator } from '../../standins/cin7Omni/index.ts';
import type { Dataset, Json, Resource } from '../../standins/cin7Omni/dataset.ts';

const USERNAME = 'harbour-traders-omni';
const KEY = 'test-omni-key-123456';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SLOT = 15 * MINUTE;
const SLOTS_A_DAY = DAY / SLOT;
/** Slots between deletes: 16 a day, more than the entities, so one day deletes a record of each. */
const DELETE_EVERY = 6;
/** The demo's two Harbour Traders connections: both call as one API user of one account. */
export const WEEK_CONNECTIONS = ['Harbour Traders Omni', 'Wellington Store Omni'];

/** An entity's first full load: the records it landed and the calls it made. */
export interface FullLoadCalls {
  entity: string;
  rows: number;
  calls: number;
}

export interface WeekResult {
  /** Calls the stand-in answered each day (both connections, all statuses). */
  callsByDay: number[];
  /** 429 answers of the stand-in's rate limits. */
  throttled: number;
  /** Changes not landed within their schedule, and deletes still landed a day later, in words. */
  missed: string[];
  /** The first connection's first run (a full load of every entity), per entity. */
  fullLoad: FullLoadCalls[];
  /** The entities (keys) with a delete found gone from both connections a day after it. */
  deletesChecked: string[];
}

export interface WeekSetup {
  db: Database;
  /** The schema of the demo instance holding the connections. */
  schema?: string;
  secretKey: Buffer;
}

/** A record changed in a slot. */
interface Changed {
  entity: Cin7Entity;
  id: number;
}

/** A record deleted at `at` (the injected clock); `checked` once it was found gone a day later. */
interface Deleted extends Changed {
  at: number;
  checked?: boolean;
}

const resourceOf = (entity: Cin7Entity) => entity.resource.replace('/v1/', '') as Resource;

/** The record's id as the stand-in's touch and remove take it (Stock: its product option). */
const idOf = (resource: Resource, record: Json) =>
  Number(resource === 'Stock' ? record.productOptionId : record.id);

export class Cin7Week {
  /** The injected clock: the next midnight UTC a day from now, so the demo's own landing (real time) is behind it. */
  clock = (Math.floor(Date.now() / DAY) + 2) * DAY;
  readonly start = this.clock;
  readonly connectors: ConnectorConfig;
  private readonly worker: EtlWorker;

  private constructor(
    private readonly setup: WeekSetup,
    readonly sim: Cin7Simulator,
    readonly connections: number[],
  ) {
    const sleep = (ms: number) => {
      this.clock += ms;
      return Promise.resolve();
    };
    this.connectors = {
      cin7Omni: {
        baseUrl: sim.baseUrl,
        limits: PUBLISHED_LIMITS,
        retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 50 },
        timeoutMs: 10_000,
      },
      budgets: memoryBudgetStore(sleep, () => this.clock),
    };
    this.worker = new EtlWorker({
      db: setup.db,
      secretKey: setup.secretKey,
      connectors: this.connectors,
      pollIntervalMs: 20,
      now: () => new Date(this.clock),
    });
  }

  /** The entities whose records the stand-in holds now (one branch: no transfers between branches). */
  entitiesHeld(): Cin7Entity[] {
    const data = this.sim.dataOf();
    return CIN7_ENTITIES.filter((entity) => data[resourceOf(entity)].length > 0);
  }

  /** The stand-in and both connections ready (every entity, one API user, no watermark, nothing queued). */
  static async prepare(setup: WeekSetup): Promise<Cin7Week> {
    const { db } = setup;
    const connections: number[] = [];
    for (const name of WEEK_CONNECTIONS) connections.push(await connectionNamed(db, name));
    let week: Cin7Week | null = null;
    const sim = await startCin7Simulator({
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
      newest: new Date((Math.floor(Date.now() / DAY) + 1) * DAY).toISOString(),
      now: () => week?.clock ?? Date.now(),
    });
    week = new Cin7Week(setup, sim, connections);
    await storeCin7Key(db, connections, KEY, { activeAs: USERNAME, secretKey: setup.secretKey });
    await db.query('UPDATE app.instance_connections SET etl_scopes = $2 WHERE id = ANY($1)', [
      connections,
      CIN7_ENTITIES.map((e) => e.key),
    ]);
    await cancelOpenJobs(db);
    await db.query('DELETE FROM app.etl_watermarks WHERE connection_id = ANY($1)', [connections]);
    return week;
  }

  private get schema(): string {
    return this.setup.schema ?? 'harbour_traders';
  }

  private totalCalls(): number {
    return Object.values(this.sim.calls).reduce((sum, n) => sum + n, 0);
  }

  /** Runs every queued job (the schedules due at the clock first), as one worker does. */
  private async drain(): Promise<void> {
    while ((await this.worker.runOnce()) !== null) {
      // one job after another
    }
  }

  /**
   * The version of this record landed in this connection (null: not landed): its ModifiedDate, or its name for an
   * entity without one (categories).
   */
  private async landedVersion(entity: Cin7Entity, id: number, connectionId: number): Promise<string | null> {
    const parent = entity.tables.find((table) => !table.childOf);
    if (!parent) return null;
    const dated = parent.columns.some((column) => column.name === 'modified_date');
    const [row] = await this.setup.db.query<{ version: string | null }>(
      `SELECT max(${dated ? "to_char(modified_date AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS')" : 'name'})
         AS version
       FROM ${quoteIdent(this.schema)}.${quoteIdent(parent.name)}
       WHERE connection_id = $1 AND ${quoteIdent(parent.primaryKey[1] ?? '')} = $2`,
      [connectionId, id],
    );
    return row?.version ?? null;
  }

  /** Both connections on a 15-minute schedule due now, unless a schedule was set already (e.g. through the API). */
  private async scheduleNow(): Promise<void> {
    await this.setup.db.query(
      `INSERT INTO app.etl_schedules (connection_id, frequency, next_run_at)
       SELECT id, 'every15Minutes', $2 FROM unnest($1::bigint[]) AS c(id)
       ON CONFLICT (connection_id) DO UPDATE SET next_run_at = excluded.next_run_at, enabled = true`,
      [this.connections, new Date(this.clock)],
    );
  }

  /** The first connection's first job's entities: rows and pages of its full load. */
  private async fullLoadOf(jobId: number | undefined): Promise<FullLoadCalls[]> {
    const [row] = await this.setup.db.query<{ entities: { entity: string; rows: number; pages: number }[] }>(
      'SELECT entities FROM app.etl_jobs WHERE id = $1',
      [jobId ?? 0],
    );
    return (row?.entities ?? []).map((e) => ({ entity: e.entity, rows: e.rows, calls: e.pages }));
  }

  /** The changes of a slot not landed in both connections, in words. */
  private async notLanded(when: string, data: Dataset, changed: Changed[]): Promise<string[]> {
    const missed: string[] = [];
    for (const { entity, id } of changed) {
      const resource = resourceOf(entity);
      const record = data[resource].find((r) => idOf(resource, r) === id);
      // A category's version is its name; any other record's its ModifiedDate to the second.
      const source =
        resource === 'ProductCategories' ? String(record?.name) : String(record?.modifiedDate).slice(0, 19);
      for (const connectionId of this.connections) {
        if ((await this.landedVersion(entity, id, connectionId)) !== source)
          missed.push(`${when}: ${entity.key} ${id} changed, connection ${connectionId}`);
      }
    }
    return missed;
  }

  /** The deleted records still landed in a connection, in words. */
  private async notRemoved(when: string, deleted: readonly Deleted[]): Promise<string[]> {
    const missed: string[] = [];
    for (const { entity, id } of deleted) {
      for (const connectionId of this.connections) {
        if ((await this.landedVersion(entity, id, connectionId)) !== null)
          missed.push(`${when}: ${entity.key} ${id} deleted, connection ${connectionId}`);
      }
    }
    return missed;
  }

  /** Seven days (or `days`) of slots: the business at work, the schedules due, then what landed checked. */
  async run(days: number): Promise<WeekResult> {
    await this.scheduleNow();
    const data: Dataset = this.sim.dataOf();
    const callsByDay: number[] = [];
    const missed: string[] = [];
    const deleted: Deleted[] = [];
    let nextId = 1_000_000;
    let dayStartCalls = this.totalCalls();
    const [firstJob] = await this.setup.db.query<{ id: number }>(
      'SELECT coalesce(max(id), 0)::int AS id FROM app.etl_jobs',
    );
    const callsBefore = { ...this.sim.calls };
    let fullLoadCalls: Record<string, number> | null = null;
    const slots = Math.round((days * DAY) / SLOT);
    for (let slot = 0; slot < slots; slot += 1) {
      this.clock = Math.max(this.clock, this.start + slot * SLOT);
      const changed = this.work(slot, data, deleted, nextId);
      if (slot % 4 === 0) nextId += 1;
      await this.drain();
      if (slot === 0) fullLoadCalls = { ...this.sim.calls };
      missed.push(...(await this.notLanded(`slot ${slot}`, data, changed)));
      // Each delete is checked when it is a day old, and again after the last slot (one younger is not due yet).
      const dayOld = deleted.filter((d) => !d.checked && this.clock - d.at >= DAY);
      missed.push(...(await this.notRemoved(`slot ${slot}`, dayOld)));
      for (const delete_ of dayOld) delete_.checked = true;
      if ((slot + 1) % SLOTS_A_DAY === 0 || slot === slots - 1) {
        callsByDay.push(this.totalCalls() - dayStartCalls);
        dayStartCalls = this.totalCalls();
      }
    }
    const dayOld = deleted.filter((d) => d.checked);
    missed.push(...(await this.notRemoved('after the week', dayOld)));
    const fullLoad = await this.fullLoadOf((firstJob?.id ?? 0) + 1);
    // The calls of the first slot per resource are both connections' full loads: half is one connection's.
    for (const load of fullLoad) {
      const entity = CIN7_ENTITIES.find((e) => e.key === load.entity);
      const resource = entity ? resourceOf(entity) : null;
      if (resource && fullLoadCalls)
        load.calls =
          ((fullLoadCalls[resource] ?? 0) - (callsBefore[resource] ?? 0)) / this.connections.length;
    }
    const deletesChecked = [...new Set(dayOld.map((d) => d.entity.key))];
    return { callsByDay, throttled: this.sim.throttled(), missed, fullLoad, deletesChecked };
  }

  /**
   * The business at work in one slot: a record of one entity changed (each entity in turn), a contact added each
   * hour, a record of one entity deleted every hour and a half (each entity in turn, so the first day deletes a
   * record of every entity and the second day finds each gone). Answers the records changed.
   */
  private work(slot: number, data: Dataset, deleted: Deleted[], nextId: number): Changed[] {
    const changed: Changed[] = [];
    const entity = CIN7_ENTITIES[slot % CIN7_ENTITIES.length];
    if (entity) {
      const resource = resourceOf(entity);
      const records = data[resource];
      const record = records[(slot * 7) % records.length];
      if (record) {
        this.sim.touch(resource, [idOf(resource, record)]);
        changed.push({ entity, id: idOf(resource, record) });
      }
    }
    const doomed = CIN7_ENTITIES[Math.floor(slot / DELETE_EVERY) % CIN7_ENTITIES.length];
    if (slot % DELETE_EVERY === DELETE_EVERY / 2 && doomed) {
      const resource = resourceOf(doomed);
      const records = data[resource];
      const victim = records[(slot * 13 + 5) % records.length];
      if (victim && !changed.some((c) => c.entity === doomed && c.id === idOf(resource, victim))) {
        this.sim.remove(resource, [idOf(resource, victim)]);
        deleted.push({ entity: doomed, id: idOf(resource, victim), at: this.clock });
      }
    }
    if (slot % 4 === 0) {
      const template = data.Contacts[0] ?? {};
      data.Contacts.push({ ...template, id: nextId, company: `New customer ${nextId}` });
      this.sim.touch('Contacts', [nextId]);
      const contacts = CIN7_ENTITIES.find((e) => e.key === 'contacts');
      if (contacts) changed.push({ entity: contacts, id: nextId });
    }
    return changed;
  }

  async close(): Promise<void> {
    await this.sim.close();
  }
}
