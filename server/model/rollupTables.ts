/**
 * The roll-ups' tables in an instance's warehouse schema (declared in server/model/rollups.ts): rebuilt in the
 * transaction that rebuilds the business tables, and listed in "_rollups" with what each holds. A statement that
 * writes any table a roll-up reads — a landing, a seed, a bulk load, a hand edit — empties "_rollups" by trigger in
 * its own transaction, so the compiler never reads a roll-up older than its tables: until the next rebuild it
 * answers from the business tables.
 */
import type { Queryable } from '../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../db/identifiers.ts';
import { BUSINESS_TABLES } from './businessTables.ts';
import {
  dimensionColumn,
  ROLLUPS,
  rollupSignature,
  rollupTableName,
  storedTotals,
  type RollupDefinition,
} from './rollups.ts';

/** The list of the roll-ups built and current: name and signature (rollupSignature) of each. */
export const ROLLUP_REGISTRY = '_rollups';
const STALE_FUNCTION = '_rollups_stale';
const STALE_TRIGGER = '_rollups_stale';

const PLACEHOLDER = /\{([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)\}/g;

/**
 * A roll-up made from a finer one (its days): the same totals added up again by month — sums and counts summed,
 * minimums and maximums of theirs — so a landing reads the order lines once per roll-up family, not once per grain.
 */
function coarserSelect(schema: string, rollup: RollupDefinition, finer: RollupDefinition): string {
  const q = (name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
  const dimensions = rollup.dimensions.map((dimension, index) => {
    const source = finer.dimensions[index];
    if (source?.ref !== dimension.ref)
      throw new Error(`roll-up ${rollup.name} does not follow ${finer.name}`);
    const column = `f.${quoteIdent(dimensionColumn(source))}`;
    return dimension.grain === 'month' && source.grain === 'day'
      ? `(date_trunc('month', ${column}))::date`
      : column;
  });
  const totals = storedTotals(rollup).map((total) => {
    const column = `f.${quoteIdent(total.column)}`;
    const sql = total.fn === 'count' ? `sum(${column})` : `${total.fn}(${column})`;
    return `${sql} AS ${quoteIdent(total.column)}`;
  });
  const select = [
    ...dimensions.map(
      (sql, index) => `${sql} AS ${quoteIdent(dimensionColumn(rollup.dimensions[index] ?? { ref: '' }))}`,
    ),
    ...totals,
  ];
  const groupBy = dimensions.map((_, index) => String(index + 1)).join(', ');
  return `SELECT ${select.join(', ')} FROM ${q(rollupTableName(finer))} AS f GROUP BY ${groupBy}`;
}

/** The SQL that computes a roll-up's rows, and the business tables they come from. */
export function rollupSelect(schema: string, rollup: RollupDefinition): { sql: string; reads: string[] } {
  const finer = ROLLUPS.find((candidate) => candidate.name === rollup.from);
  if (finer) return { sql: coarserSelect(schema, rollup, finer), reads: rollupSelect(schema, finer).reads };
  return tableSelect(schema, rollup);
}

/** A roll-up's rows from its table and the tables its dimensions reach (one relation each). */
function tableSelect(schema: string, rollup: RollupDefinition): { sql: string; reads: string[] } {
  const table = BUSINESS_TABLES.find((candidate) => candidate.name === rollup.table);
  if (!table) throw new Error(`roll-up ${rollup.name} totals ${rollup.table}, which is no business table`);
  const q = (name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;
  const joins = new Map<string, { alias: string; sql: string }>();
  const reads = [table.name];
  const expr = (ref: string): string => {
    const [first, second] = ref.split('.');
    if (second === undefined) return `t0.${quoteIdent(first ?? '')}`;
    const relation = table.relations?.find((r) => r.name === first);
    if (!relation) throw new Error(`roll-up ${rollup.name}: ${rollup.table} has no relation "${first}"`);
    let join = joins.get(relation.name);
    if (!join) {
      const alias = `j${joins.size + 1}`;
      reads.push(relation.toTable);
      join = {
        alias,
        sql: ` LEFT JOIN ${q(relation.toTable)} AS ${alias} ON ${alias}.${quoteIdent(relation.toColumn)} = t0.${quoteIdent(relation.fromColumn)}`,
      };
      joins.set(relation.name, join);
    }
    return `${join.alias}.${quoteIdent(second)}`;
  };
  const dimensions = rollup.dimensions.map((dimension) => {
    const column = expr(dimension.ref);
    // As the compiler writes a grain (selectList.ts), so a design's month of a month reads the same value.
    return dimension.grain === 'month' ? `(date_trunc('month', ${column}))::date` : column;
  });
  const totals = storedTotals(rollup).map((total) => {
    const arg = total.arg.replace(PLACEHOLDER, (_, ref: string) => expr(ref));
    return `${total.fn}(${arg}) AS ${quoteIdent(total.column)}`;
  });
  const select = [
    ...dimensions.map(
      (sql, index) => `${sql} AS ${quoteIdent(dimensionColumn(rollup.dimensions[index] ?? { ref: '' }))}`,
    ),
    ...totals,
  ];
  const joinSql = [...joins.values()].map((join) => join.sql).join('');
  const groupBy = dimensions.map((_, index) => String(index + 1)).join(', ');
  return {
    sql: `SELECT ${select.join(', ')} FROM ${q(table.name)} AS t0${joinSql} GROUP BY ${groupBy}`,
    reads,
  };
}

/**
 * The registry is part of the instance's catalogue: a change to it moves the catalogue's version, as a change to
 * app.dw_tables does (migration 0022; a constraint trigger has no CREATE OR REPLACE, hence the look first).
 */
async function ensureCatalogueVersionTrigger(tx: Queryable, schema: string): Promise<void> {
  const registry = `${quoteIdent(schema)}.${quoteIdent(ROLLUP_REGISTRY)}`;
  const [present] = await tx.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass($1) AND tgname = 'catalogue_version') AS found",
    [registry],
  );
  if (present?.found) return;
  await tx.query(
    `CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON ${registry}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app.catalogue_rollups_changed()`,
  );
}

/** The registry, and the trigger that empties it on any write to a table a roll-up reads (idempotent). */
async function ensureStaleTriggers(tx: Queryable, schema: string, tables: readonly string[]): Promise<void> {
  const s = quoteIdent(schema);
  await tx.query(
    `CREATE TABLE IF NOT EXISTS ${s}.${quoteIdent(ROLLUP_REGISTRY)} (name text PRIMARY KEY, signature text NOT NULL, built_at timestamptz NOT NULL DEFAULT now())`,
  );
  await ensureCatalogueVersionTrigger(tx, schema);
  await tx.query(
    `CREATE OR REPLACE FUNCTION ${s}.${quoteIdent(STALE_FUNCTION)}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN DELETE FROM ${s}.${quoteIdent(ROLLUP_REGISTRY)}; RETURN NULL; END $$`,
  );
  for (const table of tables) {
    await tx.query(
      `CREATE OR REPLACE TRIGGER ${quoteIdent(STALE_TRIGGER)}
       AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${s}.${quoteIdent(table)}
       FOR EACH STATEMENT EXECUTE FUNCTION ${s}.${quoteIdent(STALE_FUNCTION)}()`,
    );
  }
}

/**
 * Rebuilds the roll-ups from the business tables as they are in this transaction and lists them as current. Call
 * after the business tables are rebuilt, in the same transaction; with `changed`, only the roll-ups reading one of
 * those tables, or not listed before, are rebuilt (the others are listed again as they are). With `listedBefore` too (currentRollups
 * read before the business tables were written, whose writes empty the list), a roll-up listed then with its
 * signature that reads none of the changed tables is still current: it is listed again as it is, not rebuilt.
 */
export async function refreshRollups(
  tx: Queryable,
  schema: string,
  changed?: readonly string[],
  listedBefore?: readonly { name: string; signature: string }[],
): Promise<void> {
  assertSafeSchemaName(schema);
  // A roll-up made from a finer one is built after it.
  const ordered = [...ROLLUPS].sort((a, b) => Number(a.from !== undefined) - Number(b.from !== undefined));
  const built = ordered.map((rollup) => ({ rollup, ...rollupSelect(schema, rollup) }));
  const current = new Set(
    (changed ? (listedBefore ?? []) : [])
      .filter((listed) =>
        ROLLUPS.some((r) => r.name === listed.name && rollupSignature(r) === listed.signature),
      )
      .map((listed) => listed.name),
  );
  // A coarser roll-up reads what its finer one reads, so the two are rebuilt together.
  const stale = built.filter(
    (item) => !current.has(item.rollup.name) || item.reads.some((table) => changed?.includes(table)),
  );
  // Nothing to rebuild and every roll-up still listed: the list stays as it is. A write to a table the roll-ups do
  // not total can still have emptied it (a table rebuilt with TRUNCATE, the stale trigger of a table joined in), and
  // then the roll-ups still current are listed again below: returning at once left the demo with none listed.
  if (changed && stale.length === 0 && (await listedCount(tx, schema)) === built.length) return;
  await ensureStaleTriggers(tx, schema, [...new Set(built.flatMap((item) => item.reads))]);
  await tx.query(`DELETE FROM ${quoteIdent(schema)}.${quoteIdent(ROLLUP_REGISTRY)}`);
  for (const { rollup, sql } of stale) {
    const target = `${quoteIdent(schema)}.${quoteIdent(rollupTableName(rollup))}`;
    await tx.query(`DROP TABLE IF EXISTS ${target}`);
    await tx.query(`CREATE TABLE ${target} AS ${sql}`);
    // Statistics of the dimensions only, which a design filters and groups the roll-up by; its totals are only
    // added up again, and analysing them too cost most of the ANALYZE (dozens of numeric columns).
    const dimensions = rollup.dimensions.map((dimension) => quoteIdent(dimensionColumn(dimension)));
    await tx.query(`ANALYZE ${target} (${dimensions.join(', ')})`);
  }
  // Listed last: the builds above only read the business tables, so no trigger has emptied the list since.
  for (const { rollup } of built) {
    await tx.query(
      `INSERT INTO ${quoteIdent(schema)}.${quoteIdent(ROLLUP_REGISTRY)} (name, signature) VALUES ($1, $2)`,
      [rollup.name, rollupSignature(rollup)],
    );
  }
}

async function listedCount(tx: Queryable, schema: string): Promise<number> {
  return (await currentRollups(tx, schema)).length;
}

/** The roll-ups listed as current in the schema, with their signatures; none where it has no registry yet. */
export async function currentRollups(
  db: Queryable,
  schema: string,
): Promise<{ name: string; signature: string }[]> {
  assertSafeSchemaName(schema);
  const registry = `${quoteIdent(schema)}.${quoteIdent(ROLLUP_REGISTRY)}`;
  const [exists] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
    registry,
  ]);
  if (!exists?.found) return [];
  return db.query<{ name: string; signature: string }>(`SELECT name, signature FROM ${registry}`);
}
