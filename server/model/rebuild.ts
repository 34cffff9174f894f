/**
 * The two ways buildBusinessTables (build.ts) replaces a business table's rows inside the swap transaction: all of
 * them, or only those of the connection that landed, which leaves the table as rebuilding all of it would.
 */
import type { Queryable } from '../db/database.ts';
import { quoteIdent } from '../db/identifiers.ts';
import { createIndexes } from '../warehouse/ddl.ts';
import type { DwTableDefinition } from '../warehouse/tables.ts';
import type { BusinessBuild, SourceModel } from './sourceModel.ts';

/** A table's build, where it goes and the connections of the source system, oldest first (null: deleted). */
export interface TableRebuild {
  schema: string;
  build: BusinessBuild;
  table: DwTableDefinition;
  connectionIds: readonly (number | null)[];
}

/** The scratch table a connection's rows are built into, dropped again before the transaction ends. */
const SCRATCH = 'pg_temp."_business_rows"';

const target = ({ schema, table }: TableRebuild) => `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

/**
 * Empties the table, fills it without its secondary indexes and makes them again over all the rows at once (far
 * quicker than deleting the old rows and keeping trigram indexes up to date row by row), then analyses it.
 * TRUNCATE holds the table until the commit, as the swap's moves hold the source tables: its readers wait briefly
 * for the new rows.
 */
export async function rebuildAll(tx: Queryable, rebuild: TableRebuild, trgm: string | null): Promise<void> {
  const { schema, build, table, connectionIds } = rebuild;
  await tx.query(`TRUNCATE ${target(rebuild)}`);
  const indexes = await tx.query<{ name: string }>(
    `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = to_regclass($1) AND NOT x.indisprimary`,
    [target(rebuild)],
  );
  for (const index of indexes) await tx.query(`DROP INDEX ${quoteIdent(schema)}.${quoteIdent(index.name)}`);
  await tx.query(build.sql(schema, target(rebuild)), [connectionIds]);
  await createIndexes(tx, schema, table, trgm);
  // The planner's statistics of the new rows: joins are planned from them, and member search reads their estimate
  // to choose between its trigram index and grouping the column. Embedded PGlite runs no autovacuum, so a table
  // rebuilt without ANALYZE would never have any.
  await tx.query(`ANALYZE ${target(rebuild)}`);
}

/**
 * Replaces only the rows of the connection at `place` (model.connectionKeys), and writes only those that differ: its
 * rows are built into a scratch table by the build's own statement given the other connections as null
 * (array_position then numbers its rows as before and finds no place for anyone else's); then the table's rows of
 * its key range, and of deleted connections' ranges (a full rebuild makes none of theirs), that the scratch table
 * does not hold are deleted, and the scratch rows the table does not hold inserted. A schedule that changed one
 * record so costs that connection's rows once, and a table whose rows come out the same is not written at all: its
 * indexes, statistics and the roll-ups over it stay as they are. Rows differ as EXCEPT tells them apart, so a
 * number that changes only its scale (1.0 to 1.00) keeps its old form. Readers keep the old rows until the commit.
 * Answers whether the table was written.
 */
export async function rebuildConnection(
  tx: Queryable,
  rebuild: TableRebuild,
  keys: NonNullable<SourceModel['connectionKeys']>,
  place: number,
): Promise<boolean> {
  const { connectionIds, build, schema, table } = rebuild;
  const key = quoteIdent(table.primaryKey[0] ?? '');
  const others = connectionIds.flatMap((id, index) =>
    id !== null && index !== place && index <= keys.lastPlace ? [index] : [],
  );
  // The columns the build writes (a generated one follows from them); $1: the other connections' places, whose
  // rows are never touched.
  const columns = table.columns
    .filter((column) => !column.generatedAs)
    .map((column) => quoteIdent(column.name))
    .join(', ');
  const replaced = `SELECT ${columns} FROM ${target(rebuild)}
    WHERE NOT (${key} >= 0 AND (${key}::bigint / ${keys.span}) = ANY($1::int[]))`;
  const built = `SELECT ${columns} FROM ${SCRATCH}`;
  await tx.query(`CREATE TEMP TABLE ${SCRATCH} (LIKE ${target(rebuild)}) ON COMMIT DROP`);
  const own = connectionIds.map((id, index) => (index === place ? id : null));
  await tx.query(build.sql(schema, SCRATCH), [own]);
  const [diff] = await tx.query<{ gone: boolean; added: boolean }>(
    `SELECT EXISTS (${replaced} EXCEPT ${built}) AS gone, EXISTS (${built} EXCEPT ${replaced}) AS added`,
    [others],
  );
  const keyColumns = table.primaryKey.map(quoteIdent).join(', ');
  if (diff?.gone)
    await tx.query(
      `DELETE FROM ${target(rebuild)} WHERE (${keyColumns}) IN (
         SELECT ${keyColumns} FROM (${replaced} EXCEPT ${built}) AS gone)`,
      [others],
    );
  if (diff?.added)
    await tx.query(`INSERT INTO ${target(rebuild)} (${columns}) ${built} EXCEPT ${replaced}`, [others]);
  await tx.query(`DROP TABLE ${SCRATCH}`);
  if (!diff?.gone && !diff?.added) return false;
  // As rebuildAll: the planner's statistics of the rows as they are now.
  await tx.query(`ANALYZE ${target(rebuild)}`);
  return true;
}
