// @vitest-environment node
/**
 * Readings that would otherwise answer another question (docs/ai.md, "What it understands and declines"): "the most"
 * rows counted per group, a month ranked, new customers by their own date, a table's own value, and the questions
 * declined because any reading of them would mislead.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import type { Queryable } from '../../../../db/database.ts';
import { catalogueFromDefinitions } from '../../query/index.ts';
import type { MemberDictionaries } from './members.ts';
import { parseQuestion, type ParserAnswer } from './parseQuestion.ts';

const now = new Date('2025-11-30T12:00:00Z');
const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const noValues = { lookup: () => Promise.resolve(new Map()) } as unknown as MemberDictionaries;

const ask = (question: string): Promise<ParserAnswer> =>
  parseQuestion({} as Queryable, catalogue, { question }, now, noValues);

const missing = (answer: ParserAnswer) => ('missing' in answer ? answer.missing.join('\n') : '');

describe('rankings and dates that read what was asked', () => {
  it('"which city has the most customers" counts the customers of each city and keeps the first', async () => {
    expect((await ask('which city has the most customers')).query).toMatchObject({
      table: 'customers',
      columns: ['city', 'customer_id'],
      aggregate: { customer_id: 'count' },
      sort: [{ column: 'customer_id', desc: true }],
      limit: 1,
    });
  });

  it('"which branch has the most orders" ranks the branches by Orders', async () => {
    expect((await ask('which branch has the most orders')).query).toMatchObject({
      table: 'sales_orders',
      columns: ['branch', 'measure:orders'],
      sort: [{ column: 'measure:orders', desc: true }],
      limit: 1,
    });
  });

  it('"which month had the highest revenue this year" ranks the months by Revenue, never the largest order', async () => {
    const answer = await ask('which month had the highest revenue this year');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['order_date', 'measure:revenue'],
      grain: { order_date: 'month' },
      sort: [{ column: 'measure:revenue', desc: true }],
      limit: 1,
    });
    expect(answer.query?.aggregate).toBeUndefined();
  });

  it('"how many new customers signed up in 2024" counts the customers created in 2024', async () => {
    expect((await ask('how many new customers signed up in 2024')).query).toMatchObject({
      table: 'customers',
      aggregate: { customer_id: 'count' },
      filters: [
        { column: 'created_at', op: 'gte', values: ['2024-01-01'] },
        { column: 'created_at', op: 'lt', values: ['2025-01-01'] },
      ],
    });
    // Without a word of their own date, new customers are those whose first order falls in the period.
    expect((await ask('how many new customers in 2024')).query?.columns).toEqual(['measure:new_customers']);
  });

  it('"credit notes over $500" compares each credit note\'s own Total, never its order\'s', async () => {
    expect((await ask('credit notes over $500')).query?.filters).toEqual([
      { column: 'total', op: 'gt', values: [500] },
    ]);
  });

  it('"biggest quote this year" ranks the quotes by their own Total', async () => {
    expect((await ask('biggest quote this year')).query).toMatchObject({
      table: 'quotes',
      sort: [{ column: 'total', desc: true }],
      limit: 1,
    });
  });
});

describe('questions any reading of which would mislead', () => {
  it.each([
    ['average daily revenue last month', /the average revenue per day/],
    ['revenue excluding GST this year', /what leaving out tax means here/],
    ['cost of adjustments this year', /a way from Products to stock adjustments/],
    ['customers in 2024', /which customers the period means: "new customers" reads their Created At/],
  ])('declines "%s", saying what is missing', async (question, says) => {
    const answer = await ask(question);
    expect(answer.query).toBeNull();
    expect(missing(answer)).toMatch(says);
  });

  it('reads no slip of the keys as another word with another first letter ("pending" is not "spending")', async () => {
    const answer = await ask('transfers still pending');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toMatch(/"pending"/);
  });
});
