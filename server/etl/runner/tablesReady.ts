/**
 * Making a run's tables ready (DDL, indexes, catalogue rows and relations: server/warehouse ensureTables) costs tens
 * of statements a table, and a 15-minute schedule would pay it for every entity of every run. This process makes
 * them ready once per database and schema — its first run, so a process started after a change of the declarations
 * brings the tables and the catalogue up to date — and afterwards only checks, with one catalogue query a run (the
 * model's tables and the entities' together: stillReady), that every table still has every column (a schema dropped
 * or a table replaced since makes it ready again).
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
  // A table in several sets (a landed table the model reads) is looked up once.
  const unique = [...new Map(tables.map((table) => [table.name, table])).values()];
  const names = unique.flatMap((table) => table.columns.map(() => table.name));
  const columns = unique.flatMap((table) => table.columns.map((column) => column.name));
  const [row] = await db.query<{ present: number }>(
    `SELECT count(*)::int AS present
     FROM unnest($2::text[], $3::text[]) AS wanted(tab, col)
     JOIN pg_class c ON c.relnamespace = to_regnamespace($1) AND c.relname = wanted.tab
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = wanted.col AND NOT a.attisdropped`,
    [schema, names, columns],
  );
  return row?.present === columns.length;
}

/**
 * Whether this process made each of these sets of tables of the schema ready (ensureTablesOnce) and every table is
 * still there with every column: one catalogue query for them all. A run asks once for all its sets and passes the
 * answer to each ensureTablesOnce.
 */
export async function stillReady(
  db: Database,
  schema: string,
  sets: readonly (readonly DwTableDefinition[])[],
): Promise<boolean> {
  const ready = madeReady.get(db);
  if (!ready || !sets.every((tables) => ready.has(keyOf(schema, tables)))) return false;
  return allPresent(db, schema, sets.flat());
}

/**
 * Runs `ensure` (which makes the tables ready, in a transaction of its own) unless this process already did for
 * these tables of this schema and they are all still there; `known`: stillReady already answered that they are.
 */
export async function ensureTablesOnce(
  db: Database,
  schema: string,
  tables: readonly DwTableDefinition[],
  ensure: () => Promise<void>,
  known = false,
): Promise<void> {
  if (known) return;
  const key = keyOf(schema, tables);
  const ready = madeReady.get(db) ?? new Set<string>();
  madeReady.set(db, ready);
  if (ready.has(key) && (await allPresent(db, schema, tables))) return;
  await ensure();
  ready.add(key);
}
