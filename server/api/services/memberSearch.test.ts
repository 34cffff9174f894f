// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { seededOrMigratedPglite } from '../../testing/testBackends.ts';
import type { Queryable } from '../../db/types.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../db/seed.ts';
import { landDemoFromStandIn } from '../../../standins/cin7Omni/index.ts';
import { searchMembers } from './memberSearch.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The statements a search sends, to tell which plan it chose. */
function recording(db: Database): { db: Queryable; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      copyFrom: (table, columns, text) => db.copyFrom(table, columns, text),
    },
  };
}

describe('member search on a text most rows hold', () => {
  let db: Database;
  let ids: { instanceId: number; dwTableId: number; dwColumnId: number };

  beforeAll(async () => {
    db = await seededOrMigratedPglite();
    await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
    const [row] = await db.query<typeof ids>(
      `SELECT t.instance_id AS "instanceId", t.id AS "dwTableId", c.id AS "dwColumnId"
       FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id JOIN app.instances i ON i.id = t.instance_id
       WHERE i.schema = 'harbour_traders' AND t.table_name = 'customers' AND c.column_name = 'company'`,
    );
    if (!row) throw new Error('no harbour_traders.customers.company');
    ids = row;
    // Three in four companies now hold "marine".
    await db.query(
      "UPDATE harbour_traders.customers SET company = company || ' Marine' WHERE customer_id % 4 <> 0",
    );
  });
  afterAll(() => db.close());

  it('groups the column first when most of the first rows match, and answers as the index’s plan does', async () => {
    // Not analysed: the planner's estimate knows nothing of these rows; the first rows do.
    const grouping = recording(db);
    const grouped = await searchMembers(grouping.db, { ...ids, search: 'MARINE', limit: 5000 });
    expect(grouping.statements.some((sql) => sql.startsWith('EXPLAIN'))).toBe(false);
    expect(grouping.statements.some((sql) => sql.includes('OFFSET 0'))).toBe(true);

    // The index's plan, as the search writes it, by hand: the same members in the same order.
    const byIndex = await db.query<{ member: string }>(
      `SELECT company AS member FROM harbour_traders.customers WHERE lower(company) LIKE '%marine%'
       GROUP BY company
       ORDER BY CASE WHEN lower(company) = 'marine' THEN 0 WHEN lower(company) LIKE 'marine%' THEN 1 ELSE 2 END,
         count(*) DESC, company
       LIMIT 5000`,
    );
    expect(grouped.members).toEqual(byIndex.map((row) => row.member));
    expect(grouped.members.length).toBeGreaterThan(100);
    expect(grouped.members.every((member) => member.toLowerCase().includes('marine'))).toBe(true);
  });

  it('keeps the index for a text few rows hold', async () => {
    await db.exec('ANALYZE harbour_traders.customers');
    const selective = recording(db);
    const [one] = await db.query<{ company: string }>(
      'SELECT company FROM harbour_traders.customers ORDER BY customer_id LIMIT 1',
    );
    const answer = await searchMembers(selective.db, { ...ids, search: one?.company ?? '' });
    expect(answer.members[0]).toBe(one?.company);
    expect(selective.statements.some((sql) => sql.includes('OFFSET 0'))).toBe(false);
  });
});
