/**
 * /api/searchMemberList: distinct values of one catalogued, searchable column of the instance's warehouse. The
 * table and column come from the catalogue by id — never from the client's text — and are quoted; the search text
 * is a bound parameter with its LIKE wildcards escaped, matched as lower(col) LIKE '%…%' so the trigram index on
 * lower(col) serves it (docs/database.md).
 *
 * Relevance: an exact match (any case) first, then values starting with the search, then values containing it;
 * within each, the most frequent values first (what the data mostly holds), then A–Z.
 */
import { assertSafeSchemaName, quoteIdent } from '../../db/identifiers.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../errors.ts';

export const DEFAULT_MEMBER_LIMIT = 50;

export interface MemberSearch {
  instanceId: number;
  dwTableId: number;
  dwColumnId: number;
  search: string;
  limit?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchMembers(db: Queryable, request: MemberSearch) {
  const [column] = await db.query<{
    schema: string;
    table_name: string;
    column_name: string;
    searchable: boolean;
  }>(
    `SELECT i.schema, t.table_name, c.column_name, (c.searchable AND c.data_type = 'text') AS searchable
     FROM app.dw_columns c JOIN app.dw_tables t ON t.id = c.table_id JOIN app.instances i ON i.id = t.instance_id
     WHERE c.id = $1 AND t.id = $2 AND t.instance_id = $3`,
    [request.dwColumnId, request.dwTableId, request.instanceId],
  );
  if (!column) throw notFound('That column is not in this instance’s warehouse.');
  if (!column.searchable) throw badRequest('dwColumnId: This column cannot be searched.');
  assertSafeSchemaName(column.schema);
  const target = `${quoteIdent(column.schema)}.${quoteIdent(column.table_name)}`;
  const col = quoteIdent(column.column_name);
  const limit = request.limit ?? DEFAULT_MEMBER_LIMIT;
  // An empty search lists the most frequent values: no text to match, so no per-row lower() either.
  const where = request.search
    ? `WHERE lower(${col}) LIKE '%' || lower($1) || '%'`
    : `WHERE ${col} IS NOT NULL AND $1 = ''`;
  const rows = await db.query<{ member: string }>(
    `SELECT ${col} AS member FROM ${target} ${where}
     GROUP BY ${col}
     ORDER BY CASE WHEN lower(${col}) = lower($2) THEN 0 WHEN lower(${col}) LIKE lower($1) || '%' THEN 1 ELSE 2 END,
              count(*) DESC, ${col}
     LIMIT $3`,
    [escapeLike(request.search), request.search, limit + 1],
  );
  return {
    dwTableId: request.dwTableId,
    dwColumnId: request.dwColumnId,
    members: rows.slice(0, limit).map((row) => row.member),
    truncated: rows.length > limit,
  };
}
