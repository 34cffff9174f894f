/**
 * The warehouse calls' floors, measured in turns with them on the same database and driver (warehouseCalls.ts):
 * - clientQuery: one plain SELECT of the same rows (the design compiled as a single page of all of them), its rows
 *   handed back by the driver and nothing else done with them;
 * - searchMemberList: the trigram index lookup alone — counting the column's matching rows in SQL, with no
 *   grouping, ranking or rows sent back — over the same mix of searches.
 */
import type { TableQuery } from '@wharf/contract';
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import { compileQuery, loadCatalogue } from '../../server/api/services/query/index.ts';

export interface SearchRequest {
  dwTableId: number;
  dwColumnId: number;
  search: string;
}

/** All rows of the design in one statement: a page as large as the result. */
export async function plainSelect(
  db: Database,
  instanceId: number,
  design: Omit<TableQuery, 'limit'>,
): Promise<() => Promise<unknown>> {
  const catalogue = await loadCatalogue(db, instanceId);
  const all = Number.MAX_SAFE_INTEGER;
  const compiled = compileQuery(catalogue, { ...design, limit: all, pageSize: all });
  return () => db.query(compiled.sql, compiled.params);
}

async function trigramLookup(db: Database, request: SearchRequest): Promise<() => Promise<unknown>> {
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
  return request.search
    ? () =>
        db.query(`SELECT count(*) FROM ${target} WHERE lower(${col}) LIKE '%' || lower($1) || '%'`, [text])
    : () => db.query(`SELECT count(*) FROM ${target} WHERE ${col} IS NOT NULL`);
}

/** The lookup of each search, in the same order. */
export function trigramLookups(
  db: Database,
  searches: readonly SearchRequest[],
): Promise<(() => Promise<unknown>)[]> {
  return Promise.all(searches.map((request) => trigramLookup(db, request)));
}
