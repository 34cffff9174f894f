/**
 * The warehouse calls' floors, measured in turns with them on the same database and driver (warehouseCalls.ts). A
 * floor is the fastest known way to the same result on the same engine, so each is the faster of its plans, timed
 * in the same turn:
 * - clientQuery: the same rows as one plain SELECT (the design compiled as a single page of all of them, either as
 *   the compiler writes it — its rows numbered and put in their places after the joins, run.ts inPageOrder — or
 *   with the joined rows sorted by the database, as it wrote it before), or as the same pages' plain SELECTs one
 *   after another (a large single result costs the embedded engine more than its pages do), the rows handed back
 *   by the driver and put in order, nothing else done with them;
 * - searchMemberList: the matching rows counted through the trigram index, or the column grouped first and each
 *   distinct value matched once — with no ranking or rows sent back — over the same mix of searches.
 */
import type { TableQuery } from '@wharf/contract';
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import { compileQuery, loadCatalogue, type CompiledQuery } from '../../server/api/services/query/index.ts';
import { inPageOrder } from '../../server/api/services/query/run.ts';
import { joinedPagesFor } from '../../server/api/services/tableQuery.ts';

export interface SearchRequest {
  dwTableId: number;
  dwColumnId: number;
  search: string;
}

export type Plan = () => Promise<unknown>;

/**
 * The design's rows without the API around them: all in one statement (a page as large as the result), and the same
 * pages of `pageSize` as plain statements in turn.
 */
export async function plainSelects(
  db: Database,
  instanceId: number,
  design: Omit<TableQuery, 'limit'>,
  pageSize: number,
): Promise<{ oneSelect: Plan; sortedSelect: Plan | null; pageSelects: Plan }> {
  const catalogue = await loadCatalogue(db, instanceId);
  const all = Number.MAX_SAFE_INTEGER;
  // As the path compiles it on this engine (tableQuery.ts), so the floor's pages are the path's pages.
  const joinedPages = joinedPagesFor(db);
  const compiled = compileQuery(catalogue, { ...design, limit: all, pageSize: all }, { joinedPages });
  const inOrder = async (statement: CompiledQuery) =>
    inPageOrder(await db.query<Record<string, unknown>>(statement.sql, statement.params), statement.position);
  const pageSelects = async () => {
    for (let offset = 0; ; offset += pageSize) {
      const rows = await inOrder(
        compileQuery(catalogue, { ...design, limit: all, pageSize, offset }, { joinedPages }),
      );
      if (rows.length <= pageSize) return;
    }
  };
  const sorted = sortedByTheDatabase(compiled);
  return {
    oneSelect: () => inOrder(compiled),
    sortedSelect: sorted === null ? null : () => db.query(sorted, compiled.params),
    pageSelects,
  };
}

const NUMBERED =
  /^SELECT (.*), t0\."_n" FROM \(SELECT t0\.\*, row_number\(\) OVER \((ORDER BY .*?)\) AS "_n" FROM \((.*)\) AS t0\) AS t0( LEFT JOIN .*)$/s;

/**
 * The statement with its joined rows sorted by the database instead of numbered, the other way to page them:
 * PostgreSQL may keep a single result's order through its joins (a nested loop) where it would not for a page.
 */
export function sortedByTheDatabase(compiled: CompiledQuery): string | null {
  const parts = NUMBERED.exec(compiled.sql);
  if (!compiled.position || !parts) return null;
  const [, select, order, page, joins] = parts;
  return `SELECT ${select} FROM (${page}) AS t0${joins} ${order}`;
}

async function searchPlans(db: Database, request: SearchRequest): Promise<Plan[]> {
  const [column] = await db.query<{ schema: string; table_name: string; column_name: string }>(
    `SELECT i.schema, t.table_name, c.column_name
     FROM app.dw_columns c JOIN app.dw_tables t ON t.id = c.table_id JOIN app.instances i ON i.id = t.instance_id
     WHERE c.id = $1 AND t.id = $2`,
    [request.dwColumnId, request.dwTableId],
  );
  if (!column) throw new Error(`bench: no column ${request.dwColumnId}`);
  const col = quoteIdent(column.column_name);
  const target = `${quoteIdent(column.schema)}.${quoteIdent(column.table_name)}`;
  const text = request.search.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rowsMatched: Plan = request.search
    ? () =>
        db.query(`SELECT count(*) FROM ${target} WHERE lower(${col}) LIKE '%' || lower($1) || '%'`, [text])
    : () => db.query(`SELECT count(*) FROM ${target} WHERE ${col} IS NOT NULL`);
  const groupedFirst: Plan = () =>
    db.query(
      `SELECT count(*) FROM (
         SELECT ${col} AS member, count(*) AS n FROM ${target} WHERE ${col} IS NOT NULL GROUP BY ${col} OFFSET 0
       ) grouped WHERE $1 = '' OR lower(member) LIKE '%' || lower($1) || '%'`,
      [text],
    );
  return [rowsMatched, groupedFirst];
}

/** The plans of each search, in the same order. */
export function memberSearchPlans(db: Database, searches: readonly SearchRequest[]): Promise<Plan[][]> {
  return Promise.all(searches.map((request) => searchPlans(db, request)));
}
