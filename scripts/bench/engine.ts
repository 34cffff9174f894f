/**
 * The engines the warehouse, ETL and query-construct figures are measured on: the embedded PGlite always, and a
 * PostgreSQL server when the bench has one (postgresServer.ts). Every figure and every floor names its engine; a
 * floor is measured on the same engine, in the same run, as the path it bounds.
 */
import { openDatabase, type Backend, type Database } from '../../server/db/database.ts';
import type { Figure } from './figures.ts';
import type { MeasurementResult } from './measurement.ts';
import { freshDatabase, skippedLine, type BenchPostgres } from './postgresServer.ts';

export type EngineName = 'PGlite' | 'PostgreSQL';

/** The engine a figure and its floor were measured on, as their lines name it. */
export const engineName = (backend: Backend | Database): EngineName =>
  (typeof backend === 'string' ? backend : backend.backend) === 'postgres' ? 'PostgreSQL' : 'PGlite';

/** "clientQuery 1k rows" with ["Cin7 Omni model"] on PostgreSQL: "clientQuery 1k rows (Cin7 Omni model, PostgreSQL)". */
export const figureName = (what: string, engine: EngineName, qualifiers: readonly string[] = []): string =>
  `${what} (${[...qualifiers, engine].join(', ')})`;

/** "one plain SELECT" on PostgreSQL: "one plain SELECT on PostgreSQL". */
export const floorName = (what: string, engine: EngineName): string => `${what} on ${engine}`;

export interface BenchEngine {
  name: EngineName;
  /** A new, empty database on this engine for one measurement, and how to be rid of it. */
  open(label: string): Promise<{ db: Database; close(): Promise<void> }>;
}

const pglite: BenchEngine = {
  name: 'PGlite',
  async open() {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, close: () => db.close() };
  },
};

function postgres(adminUrl: string): BenchEngine {
  return {
    name: 'PostgreSQL',
    async open(label) {
      const database = await freshDatabase(adminUrl, label);
      const db = await openDatabase({ databaseUrl: database.url });
      return {
        db,
        async close() {
          await db.close();
          await database.drop();
        },
      };
    },
  };
}

/** PGlite, then PostgreSQL when there is one; `skipped` says why there is none. */
export async function benchEngines(
  server: BenchPostgres,
): Promise<{ engines: BenchEngine[]; origin?: string; skipped?: string }> {
  const running = await server.server();
  if ('skipped' in running) return { engines: [pglite], skipped: running.skipped };
  return { engines: [pglite, postgres(running.adminUrl)], origin: running.origin };
}

export interface EngineResult {
  figures: Figure[];
  notes: string[];
  details: unknown;
}

/**
 * One measurement on each engine in turn, each on a database of its own: the figures side by side, the notes of
 * each, and a line saying which PostgreSQL was used or why it was skipped.
 */
export async function onEachEngine(
  server: BenchPostgres,
  what: string,
  measure: (db: Database, engine: EngineName) => Promise<EngineResult>,
): Promise<MeasurementResult> {
  const { engines, origin, skipped } = await benchEngines(server);
  const result: MeasurementResult & { details: Record<string, unknown> } = {
    figures: [],
    notes: [],
    details: {},
  };
  for (const engine of engines) {
    const opened = await engine.open(what);
    try {
      const measured = await measure(opened.db, engine.name);
      result.figures.push(...measured.figures);
      result.notes.push(...measured.notes);
      result.details[engine.name] = measured.details;
    } finally {
      await opened.close();
    }
  }
  result.notes.push(skipped ? skippedLine(what, skipped) : `${what}: PostgreSQL is ${origin ?? 'a server'}`);
  return result;
}
