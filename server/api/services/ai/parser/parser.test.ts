// @vitest-environment node
/**
 * The embedded parser without a database: periods, typos, refinements, rankings and declines over the demo
 * catalogue, with warehouse values given as a member index.
 */
import { describe, expect, it } from 'vitest';
import { periodValues } from '@wharf/contract';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import { catalogueFromDefinitions } from '../../query/index.ts';
import { describeDesign, measureAssumptions } from '../explain.ts';
import { designFor } from './design.ts';
import { readIntent } from './intent.ts';
import { buildLexicon } from './lexicon.ts';
import type { MemberIndex } from './members.ts';
import { findPeriod } from './periods.ts';
import { mergeRefinement } from './refine.ts';

const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
const lexicon = buildLexicon(catalogue);
const members: MemberIndex = new Map([
  [
    'auckland',
    [
      { table: 'sales_orders', column: 'branch', value: 'Auckland' },
      { table: 'stock_on_hand', column: 'branch', value: 'Auckland' },
      { table: 'customers', column: 'city', value: 'Auckland' },
    ],
  ],
  ['marine', [{ table: 'products', column: 'category', value: 'Marine' }]],
  ['kauri', [{ table: 'products', column: 'brand', value: 'Kauri' }]],
  [
    'wellington',
    [
      { table: 'sales_orders', column: 'branch', value: 'Wellington' },
      { table: 'customers', column: 'city', value: 'Wellington' },
    ],
  ],
]);
const now = new Date('2025-11-30T12:00:00Z');
const read = (question: string, refining = false) =>
  readIntent(question, lexicon, members, { now, today: '2025-11-30', refining });
const design = (question: string) => {
  const result = designFor(catalogue, read(question));
  if (!result.ok) throw new Error(result.missing.join('; '));
  return result;
};

describe('periods', () => {
  it.each([
    ['sales in 2025', '2025-01-01', '2026-01-01'],
    ['December 2024', '2024-12-01', '2025-01-01'],
    ['Q3 2025', '2025-07-01', '2025-10-01'],
    // The whole days before today: today is not over.
    ['last 90 days', '2025-09-01', '2025-11-30'],
    ['last month', '2025-10-01', '2025-11-01'],
    ['between March and May 2025', '2025-03-01', '2025-06-01'],
    ['since 1 June 2025', '2025-06-01', '2025-12-01'],
  ])('reads "%s" as [%s, %s)', (text, from, to) => {
    expect(findPeriod(text, now)).toMatchObject({ from, to });
  });

  it.each<[string, unknown[]]>([
    ['orders in the last 30 days', ['lastNDays', 30]],
    ['sales last month', ['lastMonth']],
    ['revenue this year', ['thisYear']],
    ['revenue year to date', ['yearToDate']],
    ['ytd sales', ['yearToDate']],
    ['orders last week', ['lastWeek']],
    ['orders yesterday', ['yesterday']],
    ['orders today', ['today']],
    ['sales this quarter', ['thisQuarter']],
    ['sales last quarter', ['lastQuarter']],
    ['revenue in the last 12 months', ['lastNMonths', 12]],
    ['revenue over the past 2 years', ['lastNMonths', 24]],
    ['sales last month last year', ['lastMonth', 'yearEarlier']],
    ['sales the same month last year', ['thisMonth', 'yearEarlier']],
    ['orders in the last 6 weeks', ['lastNWeeks', 6]],
  ])('keeps "%s" relative: %j', (text, values) => {
    const period = findPeriod(text, now, '2025-11-30');
    expect(period?.relative && periodValues(period.relative)).toEqual(values);
  });

  it('keeps named months and years absolute', () => {
    expect(findPeriod('sales in 2025', now)?.relative).toBeUndefined();
    expect(findPeriod('December 2024', now)?.relative).toBeUndefined();
  });

  it('finds none where there is none', () => {
    expect(findPeriod('top 10 customers by revenue', now)).toBeNull();
  });
});

describe('reading a question', () => {
  it('totals revenue on its own table and says what revenue means', () => {
    const { query, assumptions } = design('revenue by branch');
    expect(query).toEqual({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      sort: [{ column: 'measure:revenue', desc: true }],
    });
    expect(assumptions).toEqual([]);
    expect(measureAssumptions(query)).toEqual([
      'Revenue = the sum of sales order subtotals, tax excluded, of orders that count as sales (every status but Draft and Voided: drafts are not confirmed, voided orders were called off).',
    ]);
  });

  it.each([
    ['sales by branch', 'sales_orders', 'measure:revenue'],
    ['turnover per month', 'sales_orders', 'measure:revenue'],
    ['number of orders per branch', 'sales_orders', 'measure:orders'],
    ['how many orders did we get last month', 'sales_orders', 'measure:orders'],
    ['average order value by branch', 'sales_orders', 'measure:average_order_value'],
    ['open orders value by branch', 'sales_orders', 'measure:open_orders_value'],
    ['units sold by category', 'sales_order_lines', 'measure:units_sold'],
    ['stock on hand by branch', 'stock_on_hand', 'measure:stock_on_hand'],
    ['available stock by branch', 'stock_on_hand', 'measure:available'],
  ])('reads "%s" as the model\'s measure', (question, table, measure) => {
    const { query } = design(question);
    expect(query.table).toBe(table);
    expect(query.columns).toContain(measure);
    expect(query.aggregate).toBeUndefined();
  });

  it('counts the rows a question chose by status, as asked, rather than the orders that count as sales', () => {
    const members: MemberIndex = new Map([
      ['draft', [{ table: 'sales_orders', column: 'status', value: 'Draft' }]],
    ]);
    const drafts = designFor(
      catalogue,
      readIntent('how many orders are in Draft', lexicon, members, {
        now,
        today: '2025-11-30',
        refining: false,
      }),
    );
    expect(drafts.ok && drafts.query).toMatchObject({
      columns: ['order_id'],
      aggregate: { order_id: 'count' },
    });
    expect(design('number of orders by status').query.columns).toEqual(['status', 'order_id']);
  });

  it('keeps a named function on the column: the largest order is a row, the average price a column', () => {
    expect(design('largest order in 2025').query.columns).toContain('total');
    expect(design('average price by category').query.aggregate).toEqual({ unit_price: 'avg' });
  });

  it('moves to the order lines for product dimensions, never totalling through a relation', () => {
    expect(design('revenue by category').query).toMatchObject({
      table: 'sales_order_lines',
      columns: ['product.category', 'measure:revenue'],
    });
  });

  it('corrects a misspelt word', () => {
    expect(design('revnue by catagory').query.columns).toEqual(['product.category', 'measure:revenue']);
  });

  it('ranks: "top 5" takes five, "which branch" one, "top customers" ten and says so', () => {
    expect(design('top 5 customers by revenue').query.limit).toBe(5);
    expect(design('which branch had the highest revenue').query.limit).toBe(1);
    const top = design('top customers by revenue');
    expect(top.query.limit).toBe(10);
    expect(top.assumptions).toContain('top = the first 10');
  });

  it('places a value by the word beside it: customers in Auckland are a city, sales in Auckland a branch', () => {
    expect(design('revenue from customers in Auckland').query.filters).toEqual([
      { column: 'customer.city', op: 'eq', values: ['Auckland'] },
    ]);
    expect(design('sales in Auckland').query.filters).toEqual([
      { column: 'branch', op: 'eq', values: ['Auckland'] },
    ]);
  });

  it('keeps words it cannot place, and a request to change data, so the answer declines', () => {
    expect(read('freight by supplier').unknown).toEqual(['freight', 'supplier']);
    expect(read('delete the Marine products').writes).toEqual(['delete']);
  });

  it('never drops a count word, nor lists a grouping with nothing to total', () => {
    expect(design('how many products cost more than $200').query.aggregate).toEqual({ product_id: 'count' });
    expect(designFor(catalogue, read('What did each branch do in 2024?')).ok).toBe(false);
  });

  it('reads a verb the model declares as its measure, and says so', () => {
    const sold = design('What did each branch sell in 2024?');
    expect(sold.query.columns).toEqual(['branch', 'measure:revenue']);
    expect(sold.assumptions).toContain('"sell" = revenue (say units or orders for those)');
    expect(design('how much were we paid last month').query.columns).toEqual(['measure:payments_received']);
    const best = design('who was our best rep last month');
    expect(best.query).toMatchObject({ columns: ['sales_person.name', 'measure:revenue'], limit: 1 });
    expect(best.assumptions).toContain('best = by revenue (say units, orders… to rank by those)');
  });

  it.each([
    ['orders over 2 million', 2_000_000],
    ['orders over 5k', 5_000],
    ['orders over 1.2m', 1_200_000],
    ['orders over a thousand', 1_000],
  ])('reads the amount in "%s" as %d', (question, amount) => {
    expect(design(question).query.filters).toEqual([{ column: 'total', op: 'gt', values: [amount] }]);
  });

  it("reads numbers in words and typos in the newer tables' words", () => {
    expect(design('top ten customers by revenue').query.limit).toBe(10);
    expect(design('credts by brnch').query).toMatchObject({
      table: 'credit_notes',
      columns: ['branch', 'measure:credits'],
    });
  });

  it("reads a comparison on a sales total beside a grouping as a filter on each group's total", () => {
    expect(design('customers who spent over $5,000').query).toMatchObject({
      table: 'sales_orders',
      columns: ['customer.customer_id', 'customer.name', 'measure:revenue'],
      having: [{ column: 'measure:revenue', op: 'gt', values: [5000] }],
    });
    expect(design('customers with more than 10 orders').query).toMatchObject({
      columns: ['customer.customer_id', 'customer.name', 'measure:orders'],
      having: [{ column: 'measure:orders', op: 'gt', values: [10] }],
    });
    const branches = design('branches with revenue over 50,000').query;
    expect(branches.columns).toEqual(['branch', 'measure:revenue']);
    expect(branches.having).toEqual([{ column: 'measure:revenue', op: 'gt', values: [50000] }]);
    expect(branches.filters).toBeUndefined();
    // A total with nothing to group it by is not answered as a row filter.
    expect(designFor(catalogue, read('more than 10 orders')).ok).toBe(false);
  });

  it('ranks within each group, never answering the top N overall', () => {
    const top = design('top 3 products in each category by units sold').query;
    expect(top.topPerGroup).toEqual({ n: 3, by: 'measure:units_sold', within: ['product.category'] });
    expect(top.limit).toBeUndefined();
    expect(design('top 5 products by revenue per month in 2025').query.topPerGroup).toMatchObject({
      n: 5,
      within: ['order.order_date'],
    });
    // Nothing to total, or within a list the language cannot rank in: declined, not the top 3 overall.
    expect(designFor(catalogue, read('top 3 customers in each city')).ok).toBe(false);
  });

  it('keeps values joined by "or" as any of them, on the column they share', () => {
    const either = design('Marine or Kauri products').query;
    expect(either.anyOf).toEqual([
      [
        { column: 'category', op: 'eq', values: ['Marine'] },
        { column: 'brand', op: 'eq', values: ['Kauri'] },
      ],
    ]);
    expect(design('Auckland or Wellington orders over $5,000').query.filters).toEqual([
      { column: 'branch', op: 'in', values: ['Auckland', 'Wellington'] },
      { column: 'total', op: 'gt', values: [5000] },
    ]);
  });
});

describe('refining', () => {
  const refine = (first: string, next: string) => {
    const merged = mergeRefinement(read(first), read(next, true));
    const result = designFor(catalogue, merged);
    if (!result.ok) throw new Error(result.missing.join('; '));
    return result.query;
  };

  it('replaces the grain and adds a filter', () => {
    const query = refine('sales by branch per month', 'only Auckland, by quarter instead');
    expect(query.grain).toEqual({ order_date: 'quarter' });
    expect(query.filters).toEqual([{ column: 'branch', op: 'eq', values: ['Auckland'] }]);
  });

  it('adds a column, moving to the table that has it', () => {
    const query = refine('revenue by category', 'add the brand');
    expect(query.columns).toEqual(['product.category', 'product.brand', 'measure:revenue']);
  });

  it('drops a column', () => {
    const query = refine('revenue by category and brand', 'drop the brand');
    expect(query.columns).toEqual(['product.category', 'measure:revenue']);
  });

  it('reads "add" as a write outside a refinement', () => {
    expect(read('add the brand').writes).toEqual(['add']);
  });
});

describe('the examples the screen offers', () => {
  it.each([
    'Total by Status per month',
    'Top 10 Customers by Total',
    'Number of Customers per City',
    'Revenue by Branch per month',
    'Top 10 Customers by Revenue',
  ])('reads "%s"', (example) => {
    expect(design(example).query.columns.length).toBeGreaterThan(1);
  });
});

describe('the design in plain words', () => {
  it('names table, columns, filters, grouping, sort and limit', () => {
    const parts = describeDesign(catalogue, design('top 5 customers by revenue in 2025').query, '2025-11-30');
    expect(parts).toEqual([
      { label: 'Table', text: 'Sales Orders' },
      { label: 'Columns', text: 'Customer › Customer ID, Customer › Contact Name, Revenue' },
      // Dates read as a person writes them, never as stored.
      { label: 'Filters', text: 'Order Date is on or after 1 Jan 2025; Order Date is before 1 Jan 2026' },
      { label: 'Grouping and period', text: 'grouped by Customer › Customer ID, Customer › Contact Name' },
      { label: 'Sort', text: 'Revenue, largest first' },
      { label: 'Limit', text: '5 rows' },
    ]);
  });

  it('says a relative period and the days it means today, and keeps it relative in the design', () => {
    const { query } = design('orders in the last 30 days');
    expect(query.filters).toEqual([{ column: 'order_date', op: 'inPeriod', values: ['lastNDays', 30] }]);
    const filters = describeDesign(catalogue, query, '2026-11-26').find((part) => part.label === 'Filters');
    expect(filters?.text.replace(/\s/g, ' ')).toBe(
      'Order Date is in the last 30 days (27 Oct – 25 Nov 2026)',
    );
    const lastMonth = describeDesign(catalogue, design('sales last month').query, '2026-11-26');
    expect(lastMonth.find((part) => part.label === 'Filters')?.text.replace(/\s/g, ' ')).toMatch(
      /^Order Date is in last month \(1 ?– ?31 Oct 2026\)$/,
    );
  });
});

describe('"branch" once the model has a Branches table the orders do not relate to', () => {
  it('ranks the orders by their Branch for "which branch had the highest revenue"', () => {
    const { query } = design('Which branch had the highest revenue in 2025?');
    expect(query.table).toBe('sales_orders');
    expect(query.columns).toEqual(['branch', 'measure:revenue']);
    expect(query.limit).toBe(1);
  });

  it('groups by every column of "by category and branch", not the first alone', () => {
    expect(design('revenue by category and branch').query.columns).toEqual([
      'order.branch',
      'product.category',
      'measure:revenue',
    ]);
    expect(design('revenue by month and branch').query.columns).toContain('branch');
  });

  it('ranks within the Branch for "in each branch"', () => {
    const { query } = design('top 2 customers by revenue in each branch');
    expect(query.topPerGroup).toEqual({ n: 2, by: 'measure:revenue', within: ['branch'] });
  });

  it('counts the orders of each branch for "orders by branch"', () => {
    const intent = read('orders by branch');
    expect(intent.grouped).toBe(true);
    expect(design('orders by branch').query.columns).toEqual(['branch', 'measure:orders']);
  });

  it('takes "across all branches" as over all of them, not one row per branch', () => {
    expect(read('stock across all branches').grouped).toBe(false);
    expect(read('revenue across branches').grouped).toBe(true);
  });
});
