/**
 * /api/searchMemberList: distinct values of one catalogued, searchable column of the instance's warehouse. The
 * table and column come from the catalogue by id — never from the client's text — and are quoted; the search text
 * is a bound parameter with its LIKE wildcards escaped, matched as lower(col) LIKE '%…%' so the trigram index on
 * lower(col) serves it (docs/database.md).
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
  const rows = await db.query<{ member: string }>(
    `SELECT DISTINCT ${col} AS member FROM ${target}
     WHERE lower(${col}) LIKE '%' || lower($1) || '%' ORDER BY 1 LIMIT $2`,
    [escapeLike(request.search), limit + 1],
  );
  return {
    dwTableId: request.dwTableId,
    dwColumnId: request.dwColumnId,
    members: rows.slice(0, limit).map((row) => row.member),
    truncated: rows.length > limit,
  };
}
