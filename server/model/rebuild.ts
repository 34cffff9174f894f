/**
 * The two ways buildBusinessTables (build.ts) replaces a business table's rows inside the swap transaction: all of
 * them, or only those of the connection that landed, which leaves the table as rebuilding all of it would.
 */
import { createHash } from 'node:crypto';
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

/**
 * The scratch tables of a business table's rebuildConnection, in the session's temporary schema: the connection's
 * rows as built, and those the table does not hold yet. Made once per database session and kept (ON COMMIT DELETE
 * ROWS empties them at each commit): making and dropping two temporary tables per rebuild cost more than a
 * scheduled run's rebuilds themselves (catalogue rows for every column, twice). Named by the columns this process
 * declares, so a process with other declarations never reads another's.
 */
function scratchTables(table: DwTableDefinition): { rows: string; added: string } {
  const columns = table.columns.map((column) => `${column.name} ${column.type}`).join(',');
  const version = createHash('sha256').update(columns).digest('hex').slice(0, 8);
  return {
    rows: `pg_temp.${quoteIdent(`_business_rows_${table.name}_${version}`)}`,
    added: `pg_temp.${quoteIdent(`_business_added_${table.name}_${version}`)}`,
  };
}

/**
 * The table's scratch tables made where the session has none, and emptied: a second rebuild of the table in one
 * transaction finds them empty too.
 */
async function emptyScratch(tx: Queryable, rebuild: TableRebuild): Promise<{ rows: string; added: string }> {
  const scratch = scratchTables(rebuild.table);
  await tx.exec(
    `CREATE TEMP TABLE IF NOT EXISTS ${scratch.rows} (LIKE ${target(rebuild)}) ON COMMIT DELETE ROWS;
     CREATE TEMP TABLE IF NOT EXISTS ${scratch.added} (LIKE ${scratch.rows}) ON COMMIT DELETE ROWS;
     DELETE FROM ${scratch.rows}; DELETE FROM ${scratch.added};`,
  );
  return scratch;
}

const target = ({ schema, table }: TableRebuild) => `${quoteIdent(schema)}.${quoteIdent(table.name)}`;

/** A connection's rebuild that changes more than this share of the table's rows rebuilds its indexes after. */
const BULK_SHARE = 0.25;

/**
 * ANALYZE of the rebuilt table on the columns designs filter, group and join it by: its key, indexed, joined and
 * searched columns and every dimension. Its measures (most of a fact table's numeric columns) are only added up,
 * and their statistics cost a good part of a full ANALYZE of 100k order lines.
 */
async function analyse(tx: Queryable, rebuild: TableRebuild): Promise<void> {
  const { table } = rebuild;
  const indexed = new Set([
    ...table.primaryKey,
    ...table.indexes.flat(),
    ...(table.indexesLeadWith ?? []),
    ...(table.relations ?? []).map((relation) => relation.fromColumn),
  ]);
  const columns = table.columns
    .filter((column) => column.role !== 'measure' || column.searchable || indexed.has(column.name))
    .map((column) => quoteIdent(column.name));
  await tx.query(`ANALYZE ${target(rebuild)} (${columns.join(', ')})`);
}

/** The table's secondary indexes dropped (its key stays): the rows then go in without them. */
async function dropSecondaryIndexes(tx: Queryable, rebuild: TableRebuild): Promise<void> {
  const indexes = await tx.query<{ name: string }>(
    `SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = to_regclass($1) AND NOT x.indisprimary`,
    [target(rebuild)],
  );
  for (const index of indexes)
    await tx.query(`DROP INDEX ${quoteIdent(rebuild.schema)}.${quoteIdent(index.name)}`);
}

/**
 * `fill` run with none of the table's indexes, its key's included (no foreign key refers to a business table), and
 * every index built again after over all the rows at once: for 100k rows that is far quicker than keeping them up to
 * date row by row, a trigram index most of all. The key's build still refuses a duplicate.
 */
async function withIndexesAfter(
  tx: Queryable,
  rebuild: TableRebuild,
  trgm: string | null,
  fill: () => Promise<unknown>,
): Promise<void> {
  const { table } = rebuild;
  await dropSecondaryIndexes(tx, rebuild);
  const [key] = await tx.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE conrelid = to_regclass($1) AND contype = 'p'`,
    [target(rebuild)],
  );
  if (key) await tx.query(`ALTER TABLE ${target(rebuild)} DROP CONSTRAINT ${quoteIdent(key.name)}`);
  await fill();
  const constraint = key ? `CONSTRAINT ${quoteIdent(key.name)} ` : '';
  const columns = table.primaryKey.map(quoteIdent).join(', ');
  await tx.query(`ALTER TABLE ${target(rebuild)} ADD ${constraint}PRIMARY KEY (${columns})`);
  await createIndexes(tx, rebuild.schema, table, trgm);
}

/**
 * Empties the table, fills it without its indexes and makes them again over all the rows at once (far quicker than
 * deleting the old rows and keeping trigram indexes up to date row by row: withIndexesAfter), then analyses it.
 * TRUNCATE holds the table until the commit, as the swap's moves hold the source tables: its readers wait briefly
 * for the new rows.
 */
export async function rebuildAll(tx: Queryable, rebuild: TableRebuild, trgm: string | null): Promise<void> {
  const { schema, build, connectionIds } = rebuild;
  await tx.query(`TRUNCATE ${target(rebuild)}`);
  await withIndexesAfter(tx, rebuild, trgm, () =>
    tx.query(build.sql(schema, target(rebuild)), [connectionIds]),
  );
  // The planner's statistics of the new rows: joins are planned from them, and member search reads their estimate
  // to choose between its trigram index and grouping the column. Embedded PGlite runs no autovacuum, so a table
  // rebuilt without ANALYZE would never have any.
  await analyse(tx, rebuild);
}

/** The table's rows that a rebuild of the connection at `place` replaces: its key range and deleted connections'. */
function replacedRows(
  rebuild: TableRebuild,
  keys: NonNullable<SourceModel['connectionKeys']>,
  place: number,
): { where: string; others: number[] } {
  const key = quoteIdent(rebuild.table.primaryKey[0] ?? '');
  const others = rebuild.connectionIds.flatMap((id, index) =>
    id !== null && index !== place && index <= keys.lastPlace ? [index] : [],
  );
  return { where: `NOT (${key} >= 0 AND (${key}::bigint / ${keys.span}) = ANY($1::int[]))`, others };
}

/**
 * The rows of the connection at `place` replaced without comparing them first, for a landing that gave every one a
 * new landing time (build.ts, BusinessBuild.rowsFrom): its key range (and deleted connections' ranges) deleted, the
 * build's own statement inserting straight into the table without its indexes (the other connections given as
 * null), the indexes built again over all the rows at once (withIndexesAfter) and the table analysed. The other
 * connections' rows stay; the table ends as rebuildConnection or rebuildAll would leave it.
 */
export async function replaceConnection(
  tx: Queryable,
  rebuild: TableRebuild,
  keys: NonNullable<SourceModel['connectionKeys']>,
  place: number,
  trgm: string | null,
): Promise<void> {
  const { connectionIds, build, schema } = rebuild;
  const { where, others } = replacedRows(rebuild, keys, place);
  await tx.query(`DELETE FROM ${target(rebuild)} WHERE ${where}`, [others]);
  const own = connectionIds.map((id, index) => (index === place ? id : null));
  await withIndexesAfter(tx, rebuild, trgm, () => tx.query(build.sql(schema, target(rebuild)), [own]));
  await analyse(tx, rebuild);
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
 * Where the rows to insert are many (a full load: every row carries its new landing time) its indexes (the key's
 * too) are dropped first and built again over all the rows at once, as rebuildAll does (its readers then wait for
 * the commit, as rebuildAll's do): keeping a trigram index up to date row by row costs several times that.
 * `changes`: a table of the same columns (changesTable) that receives every row deleted and every row inserted, for
 * a later build's worked-out columns (refreshWorkedOut). Answers whether the table was written.
 */
export async function rebuildConnection(
  tx: Queryable,
  rebuild: TableRebuild,
  keys: NonNullable<SourceModel['connectionKeys']>,
  place: number,
  trgm: string | null,
  changes?: string,
): Promise<boolean> {
  const { connectionIds, build, schema, table } = rebuild;
  const { where, others } = replacedRows(rebuild, keys, place);
  // The columns the build writes (a generated one follows from them); $1: the other connections' places, whose
  // rows are never touched.
  const columns = table.columns
    .filter((column) => !column.generatedAs)
    .map((column) => quoteIdent(column.name))
    .join(', ');
  const replaced = `SELECT ${columns} FROM ${target(rebuild)} WHERE ${where}`;
  const scratch = await emptyScratch(tx, rebuild);
  const built = `SELECT ${columns} FROM ${scratch.rows}`;
  const own = connectionIds.map((id, index) => (index === place ? id : null));
  await tx.query(build.sql(schema, scratch.rows), [own]);
  // The rows to insert, once: their number chooses how they go in. The statement that deletes the rows gone counts
  // the table's rows as they were before it.
  await tx.query(`INSERT INTO ${scratch.added} (${columns}) ${built} EXCEPT ${replaced}`, [others]);
  const keyColumns = table.primaryKey.map(quoteIdent).join(', ');
  // Where a later build reads what changed (its worked-out columns: refreshWorkedOut), the rows deleted are noted
  // with the rows to insert.
  if (changes) await tx.query(`INSERT INTO ${changes} (${columns}) SELECT ${columns} FROM ${scratch.added}`);
  const noteGone = changes
    ? `, noted AS (INSERT INTO ${changes} (${columns}) SELECT ${columns} FROM gone)`
    : '';
  const [counts] = await tx.query<{ added: number; rows: number; gone: number }>(
    `WITH gone AS (
       DELETE FROM ${target(rebuild)} WHERE (${keyColumns}) IN (
         SELECT ${keyColumns} FROM (${replaced} EXCEPT ${built}) AS gone)
       RETURNING ${changes ? columns : '1'})${noteGone}
     SELECT (SELECT count(*) FROM ${scratch.added})::int AS added, (SELECT count(*) FROM ${target(rebuild)})::int AS rows,
            (SELECT count(*) FROM gone)::int AS gone`,
    [others],
  );
  const added = counts?.added ?? 0;
  const bulk = added > BULK_SHARE * (counts?.rows ?? 0);
  if (added > 0) {
    const insert = () =>
      tx.query(`INSERT INTO ${target(rebuild)} (${columns}) SELECT ${columns} FROM ${scratch.added}`);
    if (bulk) await withIndexesAfter(tx, rebuild, trgm, insert);
    else await insert();
  }
  if (added === 0 && (counts?.gone ?? 0) === 0) return false;
  // As rebuildAll: the planner's statistics of the rows as they are now.
  await analyse(tx, rebuild);
  return true;
}

/** The table of a business table's changed rows in this transaction (rebuildConnection's `changes`). */
export function changesTable(table: string): string {
  return `pg_temp.${quoteIdent(`_business_changes_${table}`)}`;
}

/** An empty changesTable of the business table, made for this build (dropChangesTables drops it again). */
export async function createChangesTable(tx: Queryable, schema: string, table: string): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE ${changesTable(table)} (LIKE ${quoteIdent(schema)}.${quoteIdent(table)}) ON COMMIT DROP`,
  );
}

export async function dropChangesTables(tx: Queryable, tables: Iterable<string>): Promise<void> {
  for (const table of tables) await tx.query(`DROP TABLE IF EXISTS ${changesTable(table)}`);
}

/**
 * The worked-out columns of the rows the landing of the connection at `place` may have moved, set again
 * (BusinessBuild.workedOut), where nothing else of the table changed: the rows its `changesOf` tables' rebuilds
 * deleted or inserted (changesTable) name them, and the build's statement writes only values that differ. Rows of
 * deleted connections' ranges, which a rebuild of the connection leaves none of, are deleted. The other columns and
 * rows stay: the table ends as rebuildConnection would leave it, at the cost of the rows changed. Analysed when
 * written, as rebuildConnection does. Answers whether the table was written.
 */
export async function refreshWorkedOut(
  tx: Queryable,
  rebuild: TableRebuild,
  keys: NonNullable<SourceModel['connectionKeys']>,
  place: number,
): Promise<boolean> {
  const { connectionIds, build, schema, table } = rebuild;
  if (!build.workedOut) throw new Error(`${table.name} has no worked-out columns`);
  const key = quoteIdent(table.primaryKey[0] ?? '');
  // A deleted connection's range, probed through the key's index.
  const deleted = connectionIds.flatMap((id, index) =>
    id === null && index <= keys.lastPlace ? [index] : [],
  );
  let written = 0;
  for (const number of deleted) {
    const gone = await tx.query(
      `DELETE FROM ${target(rebuild)} WHERE ${key} >= $1::bigint AND ${key} < $2::bigint RETURNING 1`,
      [number * keys.span, (number + 1) * keys.span],
    );
    written += gone.length;
  }
  const own = connectionIds.map((id, index) => (index === place ? id : null));
  const updated = await tx.query(build.workedOut.sql(schema, target(rebuild), changesTable), [
    own,
    connectionIds[place],
    place * keys.span,
  ]);
  written += updated.length;
  if (written === 0) return false;
  await analyse(tx, rebuild);
  return true;
}
