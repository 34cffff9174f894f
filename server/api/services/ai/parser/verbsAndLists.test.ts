// @vitest-environment node
/**
 * Verbs and lists (docs/ai.md, "What it understands and declines"): things listed by what a verb asks for ("which
 * customers bought last month"), a verb two kinds of rows declare read by what the rest of the question names
 * ("booked"), the verb's other measure where its first cannot answer ("the most returned SKUs"), things listed by
 * the flows named with them, "between stores" on a table that records both ends, the model's In transit segment
 * and Units adjusted measure — each said in "what it assumed", or declined.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import type { Queryable } from '../../../../db/database.ts';
import { catalogueFromDefinitions } from '../../query/index.ts';
import type { MemberDictionaries, MemberIndex } from './members.ts';
import { parseQuestion, type ParserAnswer } from './parseQuestion.ts';

const now = new Date('2025-11-30T12:00:00Z');
const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const values: MemberIndex = new Map([
  ['found stock', [{ table: 'stock_adjustments', column: 'reason', value: 'Found stock' }]],
  ['damaged', [{ table: 'stock_adjustments', column: 'reason', value: 'Damaged' }]],
  [
    'auckland',
    [
      { table: 'branches', column: 'name', value: 'Auckland' },
      { table: 'sales_orders', column: 'branch', value: 'Auckland' },
    ],
  ],
]);
const dictionaries = {
  lookup: (_db: Queryable, _catalogue: unknown, phrases: string[]) =>
    Promise.resolve(new Map([...values].filter(([phrase]) => phrases.includes(phrase)))),
} as unknown as MemberDictionaries;

const ask = (question: string): Promise<ParserAnswer> =>
  parseQuestion({} as Queryable, catalogue, { question }, now, dictionaries);

const assumed = (answer: ParserAnswer) => ('assumptions' in answer ? answer.assumptions.join('\n') : '');
const missing = (answer: ParserAnswer) => ('missing' in answer ? answer.missing.join('\n') : '');

describe('things listed by what a verb asks for', () => {
  it('"which customers bought last month" lists each customer with Revenue, of the orders that count as sales', async () => {
    const answer = await ask('which customers bought last month');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['customer.customer_id', 'customer.name', 'measure:revenue'],
      having: [{ column: 'measure:revenue', op: 'gt', values: [0] }],
    });
    expect(answer.query?.filters).toContainEqual({
      column: 'status',
      op: 'notIn',
      values: ['Draft', 'Voided'],
    });
    expect(assumed(answer)).toMatch(/"bought" = customers with revenue, each of them/);
  });

  it('"what did customers buy last month" is still one total: the customers are not what is asked for', async () => {
    const answer = await ask('what did customers buy last month');
    expect(answer.query).toMatchObject({ table: 'sales_orders', columns: ['measure:revenue'] });
  });

  it('"top 5 most returned SKUs this year" reads Units credited, as Credits has no way to the products', async () => {
    const answer = await ask('top 5 most returned SKUs this year');
    expect(answer.query).toMatchObject({
      table: 'credit_note_lines',
      columns: ['product.sku', 'product.name', 'measure:units_credited'],
      limit: 5,
    });
    expect(assumed(answer)).toMatch(/"returned" = units credited .*not credits/);
  });

  it('"the biggest quote we raised last month" ranks the quotes: "raised" made them, it asks for no credits', async () => {
    const answer = await ask('the biggest quote we raised last month');
    expect(answer.query).toMatchObject({
      table: 'quotes',
      sort: [{ column: 'total', desc: true }],
      limit: 1,
    });
  });

  it('"which SKUs were written off as damaged this year" lists the products of those adjustments, each once', async () => {
    const answer = await ask('which SKUs were written off as damaged this year');
    expect(answer.query).toMatchObject({
      table: 'stock_adjustments',
      columns: ['product.sku', 'product.name', 'line_id'],
      aggregate: { line_id: 'count' },
    });
    expect(answer.query?.filters).toContainEqual({ column: 'reason', op: 'eq', values: ['Damaged'] });
    expect(assumed(answer)).toMatch(/SKUs listed = those with stock adjustments/);
  });
});

describe('a verb two kinds of rows declare', () => {
  it('"how much found stock did we book this year" reads Units adjusted: only the adjustments hold found stock', async () => {
    const answer = await ask('how much found stock did we book this year');
    expect(answer.query).toMatchObject({ table: 'stock_adjustments', columns: ['measure:units_adjusted'] });
    expect(assumed(answer)).toMatch(/"book" = units adjusted/);
  });

  it('"how much did we book last month" is declined: sales or stock adjustments', async () => {
    const answer = await ask('how much did we book last month');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toMatch(/whether "book" asks for revenue or units adjusted/);
  });

  it('"how many orders did we book last month" counts the orders', async () => {
    const answer = await ask('how many orders did we book last month');
    expect(answer.query).toMatchObject({ table: 'sales_orders', columns: ['measure:orders'] });
  });
});

describe('stock movements', () => {
  it('"units moved between stores by month this year" totals every transfer, saying "between stores" filters none', async () => {
    const answer = await ask('units moved between stores by month this year');
    expect(answer.query).toMatchObject({
      table: 'stock_transfer_lines',
      columns: ['transfer.transfer_date', 'measure:units_transferred'],
    });
    expect(assumed(answer)).toMatch(/between stores = every stock transfer/);
  });

  it('"revenue between stores" is declined: an order records one branch', async () => {
    const answer = await ask('revenue between stores');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toMatch(/"between stores" on Sales Orders/);
  });

  it('"how many stock transfers are still in transit" counts those dispatched and not received, saying so', async () => {
    const answer = await ask('how many stock transfers are still in transit');
    expect(answer.query?.filters).toEqual([
      { column: 'dispatched_date', op: 'notNull', values: [] },
      { column: 'received_date', op: 'isNull', values: [] },
    ]);
    expect(assumed(answer)).toMatch(/^in transit = /m);
  });

  it('"units adjusted per store last quarter" totals the model\'s Units adjusted by branch', async () => {
    const answer = await ask('units adjusted per store last quarter');
    expect(answer.query).toMatchObject({
      table: 'stock_adjustments',
      columns: ['branch', 'measure:units_adjusted'],
    });
  });
});

describe('verbs of gaining customers and of goods coming back', () => {
  it.each([
    ['how many new customers did each store win this year', ['branch', 'measure:new_customers']],
    ['how many customers did each branch gain last month', ['branch', 'measure:new_customers']],
    ['how many customers did we win this year', ['measure:new_customers']],
  ])('"%s" counts the model\'s New customers, not every customer who ordered', async (question, columns) => {
    const answer = await ask(question);
    expect(answer.query).toMatchObject({ table: 'sales_orders', columns });
  });

  it('"which branch gained the most" names no customers: declined, never read as another total', async () => {
    const answer = await ask('which branch gained the most last month');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('what "gained" asks for');
  });

  it('"gave back", "brought back" read as the model\'s verb "returned": credits and units credited, never sales', async () => {
    const units = await ask('which customers gave back the most units last year');
    expect(units.query).toMatchObject({ table: 'credit_note_lines' });
    expect(assumed(units)).toContain('"returned"');
    const credits = await ask('which branch gave back the most in credits last quarter');
    expect(credits.query).toMatchObject({
      table: 'credit_notes',
      columns: ['branch', 'measure:credits'],
      limit: 1,
    });
    const brought = await ask('which SKUs were brought back last month');
    expect(brought.query).toMatchObject({ table: 'credit_note_lines' });
  });

  it('"came back" is not read as returned: said of customers it means they ordered again', async () => {
    const answer = await ask('which SKUs came back last month');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('"back"');
  });
});

describe('grammar', () => {
  it('"which branch received the biggest total of payments" totals the payments: "total of" is an aggregation', async () => {
    const answer = await ask('which branch received the biggest total of payments last month');
    expect(answer.query).toMatchObject({
      table: 'payments',
      columns: ['branch', 'measure:payments_received'],
      limit: 1,
    });
  });

  it('"but not" joins two conditions; "but" alone, which may mean "except", is not read', async () => {
    const answer = await ask('how many orders were dispatched but not invoiced yet');
    expect('missing' in answer ? answer.missing.join() : '').not.toMatch(/"but"|"yet"/);
    const alone = await ask('revenue for all branches but Auckland');
    expect(alone.query).toBeNull();
    expect(missing(alone)).toMatch(/"but"/);
  });
});
