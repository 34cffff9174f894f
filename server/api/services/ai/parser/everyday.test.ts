// @vitest-environment node
/**
 * A manager's everyday questions (docs/ai.md, "What the view understands"): each is answered from the table and
 * measure its words mean, saying what it assumed, or declined with a sentence saying what the warehouse is missing.
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

describe('the everyday questions', () => {
  it('"what did we sell last month by store" totals Revenue by branch last month, saying "sell" = revenue', async () => {
    const answer = await ask('what did we sell last month by store');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
    });
    expect('assumptions' in answer && answer.assumptions.join('\n')).toMatch(/"sell" = revenue/);
  });

  it('"who was our best rep last month" ranks the sales people by Revenue and keeps the first, saying so', async () => {
    const answer = await ask('who was our best rep last month');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['sales_person.name', 'measure:revenue'],
      sort: [{ column: 'measure:revenue', desc: true }],
      limit: 1,
    });
    expect('assumptions' in answer && answer.assumptions.join('\n')).toMatch(/best = by revenue/);
  });

  it('"which customers owe us money" lists each customer\'s Outstanding balance above 0, saying both', async () => {
    const answer = await ask('which customers owe us money');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      having: [{ column: 'measure:outstanding_balance', op: 'gt', values: [0] }],
    });
    expect(answer.query?.columns).toContain('measure:outstanding_balance');
    const said = 'assumptions' in answer ? answer.assumptions.join('\n') : '';
    expect(said).toMatch(/outstanding balance above 0: those who owe nothing are left out/);
  });

  it('"slow moving products" lists products with no sale in the last 90 days, never-sold ones included', async () => {
    const answer = await ask('slow moving products');
    expect(answer.query).toMatchObject({
      table: 'products',
      filters: [{ column: 'last_sold', op: 'beforePeriod', values: ['lastNDays', 90] }],
    });
    expect('assumptions' in answer && answer.assumptions.join('\n')).toMatch(
      /slow moving = products that sold nothing in the last 90 days .*products never sold included/,
    );
  });

  it('"new vs returning customers last month" asks for both measures, not a comparison of periods', async () => {
    const answer = await ask('new vs returning customers last month');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['measure:new_customers', 'measure:returning_customers'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
    });
    expect(answer.query?.compare).toBeUndefined();
  });

  it.each([
    ['which invoices are overdue', /when a balance falls due: .* no invoice due dates or payment terms/],
    [
      'customers who churned this year',
      /churned or lapsed customers: .* no rule for when a customer has lapsed/,
    ],
    [
      'how much did we buy from suppliers last month',
      /purchases and suppliers: the model has no purchase orders/,
    ],
  ])('declines "%s", saying in a sentence what is missing', async (question, missing) => {
    const answer = await ask(question);
    expect(answer.query).toBeNull();
    expect('missing' in answer ? answer.missing.join('\n') : '').toMatch(missing);
  });

  it('"products that are out of stock" lists the stock rows with none on hand, with the definition said', async () => {
    const answer = await ask('products that are out of stock');
    expect(answer.query).toMatchObject({
      table: 'stock_on_hand',
      filters: [{ column: 'on_hand', op: 'lte', values: [0] }],
    });
    expect(answer.query?.columns).toEqual(expect.arrayContaining(['sku', 'branch', 'on_hand']));
    expect('assumptions' in answer && answer.assumptions.join('\n')).toMatch(
      /out of stock = Stock on Hand rows with 0 or fewer units on hand/,
    );
  });

  it('"distinct customers per branch" and "largest order total in each branch" read the sales orders', async () => {
    for (const question of ['distinct customers per branch', 'largest order total in each branch'])
      expect((await ask(question)).query?.table).toBe('sales_orders');
  });

  it('"revenue this year vs last year" compares the same days of both years and says so', async () => {
    const answer = await ask('revenue this year vs last year');
    expect(answer.query?.compare).toEqual({ column: 'order_date', against: 'previousPeriod' });
    expect('assumptions' in answer && answer.assumptions.join('\n')).toMatch(
      /^Compared .* \(the same days of the year before\)/m,
    );
  });

  it('"units returned by category" totals the credited units, not the units sold', async () => {
    const answer = await ask('units returned by category this year');
    expect(answer.query).toMatchObject({
      table: 'credit_note_lines',
      columns: ['product.category', 'measure:units_credited'],
    });
  });

  it('"how many units were returned" reads the units the verb did (credited), and says so', async () => {
    const answer = await ask('how many units were returned last month');
    expect(answer.query).toMatchObject({ table: 'credit_note_lines', columns: ['measure:units_credited'] });
    expect('assumptions' in answer ? answer.assumptions.join('\n') : '').toContain(
      'units "returned" = units credited',
    );
  });
});
