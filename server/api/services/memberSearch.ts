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

/** pg_trgm's index serves a LIKE only when the text holds a whole trigram: three characters. */
const TRIGRAM_LENGTH = 3;

/** Past this share of the table's rows, grouping the whole column costs less than fetching the index's matches. */
const GROUP_FIRST_SHARE = 0.25;

/** Rows the share of matches is judged on: read from the table's first pages, well under a millisecond. */
const SAMPLE_ROWS = 1000;

/**
 * Whether the search matches most of the table, judged on its first rows: a search like "STY-0", which nearly every
 * SKU holds, then groups the column first instead of fetching nearly every row through the trigram index. The
 * planner's estimate (EXPLAIN) knows no statistics of lower(column) where the table was
 * analysed on chosen columns, and guesses a few per cent: the Cin7 Omni model's search for "STY-0" takes the index
 * and 70 ms by it, against 30 ms grouped first. The first rows are no random sample (a table in the column's own order
 * can mislead it), but either plan gives the same members: a wrong guess costs time, not answers.
 */
async function matchesMost(db: Queryable, target: string, col: string, pattern: string): Promise<boolean> {
  const [sample] = await db.query<{ rows: number; matched: number }>(
    `SELECT count(*)::int AS rows, count(*) FILTER (WHERE lower(${col}) LIKE '%' || lower($1) || '%')::int AS matched
     FROM (SELECT ${col} FROM ${target} LIMIT ${SAMPLE_ROWS}) AS first_rows`,
    [pattern],
  );
  return sample !== undefined && sample.rows > 0 && sample.matched > sample.rows * GROUP_FIRST_SHARE;
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
  const rank = (value: string) =>
    `CASE WHEN lower(${value}) = lower($2) THEN 0 WHEN lower(${value}) LIKE lower($1) || '%' THEN 1 ELSE 2 END`;
  const pattern = escapeLike(request.search);
  const useIndex =
    [...request.search].length >= TRIGRAM_LENGTH && !(await matchesMost(db, target, col, pattern));
  const rows = await db.query<{ member: string }>(
    useIndex
      ? // The trigram index finds the matching rows; only they are grouped.
        `SELECT ${col} AS member FROM ${target} WHERE lower(${col}) LIKE '%' || lower($1) || '%'
         GROUP BY ${col}
         ORDER BY ${rank(col)}, count(*) DESC, ${col}
         LIMIT $3`
      : // Shorter (or no) text, or text most rows hold: every row is read anyway, so the column is grouped first
        // and each distinct value is matched once, not lower() per row. OFFSET 0 keeps the planner from moving the
        // match back below the grouping.
        `SELECT member FROM (
           SELECT ${col} AS member, count(*) AS n FROM ${target} WHERE ${col} IS NOT NULL GROUP BY ${col} OFFSET 0
         ) grouped
         WHERE $1 = '' OR lower(member) LIKE '%' || lower($1) || '%'
         ORDER BY ${rank('member')}, n DESC, member
         LIMIT $3`,
    [pattern, request.search, limit + 1],
  );
  return {
    dwTableId: request.dwTableId,
    dwColumnId: request.dwColumnId,
    members: rows.slice(0, limit).map((row) => row.member),
    truncated: rows.length > limit,
  };
}
