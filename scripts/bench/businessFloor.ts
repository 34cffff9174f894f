/**
 * The second part of the ETL's floor: the business tables a full load's rows feed, built once from the landed tables
 * in the same database. A load is done when its rows are in the landed tables AND in the business tables the model
 * builds from them (users query those right after), so the fastest way to the same result is the COPY of the rows
 * (copyFloor.ts) plus one build of those tables. For each table the build is the faster of the model's own
 * INSERT … SELECT into a table with every key and index in place, and into a bare table followed by building the
 * same indexes once. The roll-ups these tables feed are the third part (rollupFloor.ts); planner statistics, which
 * the load also gathers, are not counted: the floor stays below the load.
 */
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import type { SourceModel } from '../../server/model/sourceModel.ts';
import { sameIndexesOn, timed } from './copyFloor.ts';

export interface BusinessFloor {
  /** The business tables built, and their rows. */
  tables: string[];
  rows: number;
  ms: number;
  /** Tables whose floor was the bare build and one index build, and those where the indexed table won. */
  indexedAfter: number;
  indexedBefore: number;
}

/** The model's builds that read one of `landed`, in the model's order, as buildBusinessTables (server/model) picks them. */
export function buildsFed(model: SourceModel, landed: readonly string[]): SourceModel['builds'] {
  return model.builds.filter((build) => build.sources.some((source) => landed.includes(source)));
}

/** Times each build into a scratch table beside the business table; the business tables themselves are untouched. */
export async function measureBusinessFloor(
  db: Database,
  instanceId: number,
  schema: string,
  model: SourceModel,
  landed: readonly string[],
): Promise<BusinessFloor> {
  const floor: BusinessFloor = { tables: [], rows: 0, ms: 0, indexedAfter: 0, indexedBefore: 0 };
  // $1 of every build, as buildBusinessTables passes it: the source system's connections oldest first, a deleted one
  // as null.
  const connections = await db.query<{ id: number | null }>(
    `SELECT CASE WHEN c.status = 'DELETED' THEN NULL ELSE c.id END AS id
     FROM app.instance_connections c JOIN app.source_systems s ON s.id = c.source_system_id
     WHERE c.instance_id = $1 AND s.code = $2 ORDER BY c.id`,
    [instanceId, model.sourceSystemCode],
  );
  const connectionIds = connections.map((row) => (row.id === null ? null : Number(row.id)));
  for (const build of buildsFed(model, landed)) {
    const source = `${quoteIdent(schema)}.${quoteIdent(build.table)}`;
    const indexed = `${quoteIdent(schema)}.${quoteIdent(`bench_model_${build.table}`)}`;
    const bare = `${quoteIdent(schema)}.${quoteIdent(`bench_model_bare_${build.table}`)}`;
    await db.exec(
      `DROP TABLE IF EXISTS ${indexed}; DROP TABLE IF EXISTS ${bare};
       CREATE TABLE ${indexed} (LIKE ${source} INCLUDING ALL);
       CREATE TABLE ${bare} (LIKE ${source} INCLUDING DEFAULTS INCLUDING GENERATED)`,
    );
    const builds = await sameIndexesOn(db, schema, build.table, bare);
    const intoIndexed = await timed(() => db.query(build.sql(schema, indexed), [connectionIds]));
    const thenIndexes = await timed(async () => {
      await db.query(build.sql(schema, bare), [connectionIds]);
      for (const statement of builds) await db.exec(statement);
    });
    floor.ms += Math.min(intoIndexed, thenIndexes);
    if (thenIndexes < intoIndexed) floor.indexedAfter += 1;
    else floor.indexedBefore += 1;
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${bare}`);
    floor.rows += counted?.n ?? 0;
    floor.tables.push(build.table);
    await db.exec(`DROP TABLE ${indexed}; DROP TABLE ${bare}`);
  }
  return floor;
}
