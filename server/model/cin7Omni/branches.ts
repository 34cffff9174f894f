/**
 * branches and sales_people from Cin7 Omni, and the branch names every other build gives a Cin7 branch id: the
 * name Branches gives it, else the name its stock rows carry, else "Branch <id>" (docs/model.md).
 */
import { quoteIdent } from '../../db/identifiers.ts';
import type { BusinessBuild } from '../sourceModel.ts';
import { businessKey, hasBusinessKey } from './keys.ts';

/** A CTE `branch_names (connection_id, branch_id, name)`: each branch's name, Branches' first, then its stock rows'. */
export function branchNamesCte(schema: string): string {
  const s = quoteIdent(schema);
  return `branch_names AS (
    SELECT DISTINCT ON (connection_id, branch_id) connection_id, branch_id, name
    FROM (SELECT connection_id, branch_id, nullif(name, '') AS name, 1 AS source FROM ${s}.cin7_branches
          UNION ALL
          SELECT connection_id, branch_id, nullif(branch_name, ''), 2 FROM ${s}.cin7_stock) named
    WHERE name IS NOT NULL
    ORDER BY connection_id, branch_id, source, name
  )`;
}

/** The branch name of `alias.column` (a Cin7 branch id), joined as `joined` from branch_names; null without an id. */
export const branchName = (alias: string, column: string, joined: string) =>
  `CASE WHEN ${alias}.${column} IS NOT NULL THEN coalesce(${joined}.name, 'Branch ' || ${alias}.${column}) END`;

/** The join of branch_names as `joined` for `alias.column`. */
export const joinBranch = (alias: string, column: string, joined: string) =>
  `LEFT JOIN branch_names ${joined} ON ${joined}.connection_id = ${alias}.connection_id AND ${joined}.branch_id = ${alias}.${column}`;

/** The sources every build naming branches reads. */
export const BRANCH_SOURCES = ['cin7_branches', 'cin7_stock'] as const;

export const BRANCHES: BusinessBuild = {
  table: 'branches',
  sources: BRANCH_SOURCES,
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `WITH ${branchNamesCte(schema)}, ids AS (
        SELECT connection_id, branch_id FROM ${s}.cin7_branches
        UNION SELECT connection_id, branch_id FROM ${s}.cin7_stock
      )
      INSERT INTO ${into} (branch_id, name, branch_type, city, country, status, landed_at)
      SELECT ${businessKey('i', 'branch_id')}, ${branchName('i', 'branch_id', 'n')}, b.branch_type, b.city, b.country,
             b.status, coalesce(b.landed_at, now())
      FROM ids i
      LEFT JOIN ${s}.cin7_branches b ON b.connection_id = i.connection_id AND b.branch_id = i.branch_id
      ${joinBranch('i', 'branch_id', 'n')}
      WHERE ${hasBusinessKey('i', 'branch_id')}`;
  },
};

export const SALES_PEOPLE: BusinessBuild = {
  table: 'sales_people',
  sources: ['cin7_users'],
  sql: (schema, into) => {
    const s = quoteIdent(schema);
    return `INSERT INTO ${into} (sales_person_id, name, email, status, landed_at)
      SELECT ${businessKey('u', 'user_id')}, coalesce(nullif(u.name, ''), nullif(u.email, ''), 'User ' || u.user_id),
             u.email, u.status, u.landed_at
      FROM ${s}.cin7_users u
      WHERE ${hasBusinessKey('u', 'user_id')}`;
  },
};
