/**
 * Making a run's tables ready (DDL, indexes, catalogue rows and relations: server/warehouse ensureTables) costs tens
 * of statements a table, and a 15-minute schedule would pay it for every entity of every run. This process makes
 * them ready once per database and schema — its first run, so a process started after a change of the declarations
 * brings the tables and the catalogue up to date — and afterwards only checks, with one catalogue query, that every
 * table still has every column (a schema dropped or a table replaced since makes it ready again).
 */
import type { Database, Queryable } from '../../db/database.ts';
import type { DwTableDefinition } from '../../warehouse/tables.ts';

/** Per database this process opened: the sets of tables it made ready (schema and table names). */
const madeReady = new WeakMap<Database, Set<string>>();

const keyOf = (schema: string, tables: readonly DwTableDefinition[]) =>
  `${schema}:${tables.map((table) => table.name).join(',')}`;

/** Whether every table of `tables` is in the schema with every one of its columns. */
async function allPresent(
  db: Queryable,
  schema: string,
  tables: readonly DwTableDefinition[],
): Promise<boolean> {
  const names = tables.flatMap((table) => table.columns.map(() => table.name));
  const columns = tables.flatMap((table) => table.columns.map((column) => column.name));
  const [row] = await db.query<{ present: number }>(
    `SELECT count(*)::int AS present
     FROM unnest($2::text[], $3::text[]) AS wanted(tab, col)
     JOIN pg_namespace n ON n.nspname = $1
     JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = wanted.tab
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = wanted.col AND NOT a.attisdropped`,
    [schema, names, columns],
  );
  return row?.present === columns.length;
}

/**
 * Runs `ensure` (which makes the tables ready, in a transaction of its own) unless this process already did for
 * these tables of this schema and they are all still there.
 */
export async function ensureTablesOnce(
  db: Database,
  schema: string,
  tables: readonly DwTableDefinition[],
  ensure: () => Promise<void>,
): Promise<void> {
  const key = keyOf(schema, tables);
  const ready = madeReady.get(db) ?? new Set<string>();
  madeReady.set(db, ready);
  if (ready.has(key) && (await allPresent(db, schema, tables))) return;
  await ensure();
  ready.add(key);
}
