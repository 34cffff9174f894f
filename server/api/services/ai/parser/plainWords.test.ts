// @vitest-environment node
/**
 * Readings of everyday business words (docs/ai.md, "What it understands and declines"), one test per class of
 * phrasing: a month without its year, rows "by" a measure, an order by a column, a verb said of ranked rows, units
 * said with another table's verb, a table word that is one of its own values, misspelt plurals and phrases, values
 * said as plurals or before their column's word, the column of each row, a column's values listed — and the words
 * that must decline rather than be read past.
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
  ['stocktake', [{ table: 'stock_adjustments', column: 'reason', value: 'Stocktake' }]],
  ['warehouse', [{ table: 'branches', column: 'branch_type', value: 'Warehouse' }]],
  ['key account', [{ table: 'customers', column: 'customer_group', value: 'Key Account' }]],
  ['new', [{ table: 'quotes', column: 'stage', value: 'New' }]],
  ['marine', [{ table: 'products', column: 'category', value: 'Marine' }]],
  [
    'christchurch',
    [
      { table: 'branches', column: 'name', value: 'Christchurch' },
      { table: 'sales_orders', column: 'branch', value: 'Christchurch' },
      { table: 'stock_adjustments', column: 'branch', value: 'Christchurch' },
      { table: 'stock_transfers', column: 'from_branch', value: 'Christchurch' },
      { table: 'stock_transfers', column: 'to_branch', value: 'Christchurch' },
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

describe('periods', () => {
  it('"in March", asked in November, is this year\'s March, not next year\'s', async () => {
    const answer = await ask('revenue in March');
    expect(answer.query?.filters).toEqual([
      { column: 'order_date', op: 'gte', values: ['2025-03-01'] },
      { column: 'order_date', op: 'lt', values: ['2025-04-01'] },
    ]);
  });

  it('"this time last year" is not read as last year: "time" declines', async () => {
    const answer = await ask('sales this time last year');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('"time"');
  });
});

describe('rankings and orders', () => {
  it('"branches by revenue" is each branch with its revenue, the largest first, never the total alone', async () => {
    const answer = await ask('branches by revenue');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      sort: [{ column: 'measure:revenue', desc: true }],
    });
  });

  it('"customers sorted by revenue" ranks them; "customers ordered by name" declines', async () => {
    expect((await ask('customers sorted by revenue this year')).query?.columns).toContain('measure:revenue');
    const byName = await ask('list customers ordered by name');
    expect(byName.query).toBeNull();
    expect(missing(byName)).toContain('the order "by name"');
  });

  it('"the biggest order we\'ve taken" ranks the orders that count as sales by their own value', async () => {
    const answer = await ask("what's the biggest order we've taken this month");
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['order_number', 'total'],
      sort: [{ column: 'total', desc: true }],
      limit: 1,
    });
    expect(answer.query?.filters).toContainEqual({
      column: 'status',
      op: 'notIn',
      values: ['Draft', 'Voided'],
    });
    expect(assumed(answer)).toContain('ranked = those of rows whose status is not Draft or Voided');
  });

  it('"top 5 SKUs with the most units returned" keeps the 5 said before "most"', async () => {
    expect((await ask('top 5 SKUs with the most units returned this year')).query?.limit).toBe(5);
  });

  it('"the best month for sales" is one month; a misspelt plural ("top custoemrs") stays ten', async () => {
    expect((await ask('best month for sales this year')).query?.limit).toBe(1);
    const answer = await ask('top custoemrs this year');
    expect(answer.query?.limit).toBe(10);
    expect(assumed(answer)).toContain('"custoemrs" = customers');
  });
});

describe('verbs', () => {
  it('"customers who ordered last month" are those with sales in it', async () => {
    const answer = await ask('how many customers ordered from us in the past 7 days');
    expect(answer.query?.filters).toContainEqual({
      column: 'status',
      op: 'notIn',
      values: ['Draft', 'Voided'],
    });
  });

  it('units said with another table\'s verb are that verb\'s units ("units did stocktakes adjust")', async () => {
    const answer = await ask('how many units did stocktakes adjust in Christchurch last year');
    expect(answer.query).toMatchObject({ table: 'stock_adjustments', columns: ['measure:units_adjusted'] });
    expect(answer.query?.filters).toContainEqual({ column: 'reason', op: 'eq', values: ['Stocktake'] });
    expect(assumed(answer)).toContain('units "adjust" = units adjusted');
  });

  it('"how much do we owe" declines: the warehouse holds what customers owe us', async () => {
    const answer = await ask('how much do we owe');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('what we owe');
  });
});

describe('values', () => {
  it('a table word that is one of its own values names those rows ("how many warehouses")', async () => {
    const answer = await ask('how many warehouses do we have');
    expect(answer.query).toMatchObject({
      table: 'branches',
      filters: [{ column: 'branch_type', op: 'eq', values: ['Warehouse'] }],
    });
    expect(assumed(answer)).toContain('"warehouses" = those whose branch type is Warehouse');
  });

  it('a value of more than one word said as a plural ("Key Accounts")', async () => {
    const answer = await ask('sales to Key Accounts by branch this year');
    expect(answer.query?.filters).toContainEqual({
      column: 'customer.customer_group',
      op: 'eq',
      values: ['Key Account'],
    });
  });

  it('"the New stage" is the value New of Stage, not new quotes', async () => {
    const answer = await ask('how many quotes are at the New stage');
    expect(answer.query?.filters).toEqual([{ column: 'stage', op: 'eq', values: ['New'] }]);
  });

  it('a value described by rows the table cannot reach is read on its own column of that name', async () => {
    const answer = await ask('revenue by store this year excluding Christchurch');
    expect(answer.query?.filters).toContainEqual({ column: 'branch', op: 'neq', values: ['Christchurch'] });
  });
});

describe('lists', () => {
  it('"the email address of each rep" lists the reps with their email', async () => {
    const answer = await ask('give me the email address of each rep');
    expect(answer.query).toMatchObject({ table: 'sales_people' });
    expect(answer.query?.columns).toContain('email');
    expect(answer.query?.aggregate).toBeUndefined();
  });

  it('"list all categories" is each category once, with how many products hold it', async () => {
    const answer = await ask('list all categories');
    expect(answer.query).toMatchObject({
      table: 'products',
      columns: ['category', 'product_id'],
      aggregate: { product_id: 'count' },
    });
    expect(assumed(answer)).toContain('category listed = each once');
  });
});

describe('words read past no longer', () => {
  it('an average said of nothing totalled declines ("a typical customer")', async () => {
    const answer = await ask('how many orders does a typical customer place');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('what the average is of');
  });

  it('the second word of a phrase misspelt ("gross proft") is read and said', async () => {
    const answer = await ask('whats our gross proft this year');
    expect(answer.query?.columns).toEqual(['measure:gross_profit']);
    expect(assumed(answer)).toContain('"proft" = profit');
  });

  it('a word no known word shares a first letter with declines naming it', async () => {
    const answer = await ask("what's our stock of kayaks");
    expect(missing(answer)).toContain('"kayaks"');
  });
});

describe('more period and place words', () => {
  it('"since May", which chrono does not read as a month, is from this year\'s May to today', async () => {
    const answer = await ask('total refunds since May');
    expect(answer.query?.filters).toEqual([
      { column: 'credit_date', op: 'gte', values: ['2025-05-01'] },
      { column: 'credit_date', op: 'lt', values: ['2025-12-01'] },
    ]);
  });

  it('"transfers that left Christchurch" came from it', async () => {
    const answer = await ask('how many transfers left Christchurch this year');
    expect(answer.query?.filters).toContainEqual({
      column: 'from_branch',
      op: 'eq',
      values: ['Christchurch'],
    });
  });
});

describe('amounts and who', () => {
  it('"a margin above 30%" compares Gross margin %, kept as a ratio, with 0.3; "20 grand" is 20,000', async () => {
    const margin = await ask('products with a margin above 30%');
    expect(margin.query?.having).toEqual([{ column: 'measure:gross_margin', op: 'gt', values: [0.3] }]);
    const grand = await ask('orders over 20 grand this year');
    expect(grand.query?.filters).toContainEqual({ column: 'total', op: 'gt', values: [20000] });
  });

  it('"who bought the most Kauri products" declines: who bought them is never named', async () => {
    const answer = await ask('who bought the most Marine products this year');
    expect(answer.query).toBeNull();
    expect(missing(answer)).toContain('who is meant');
  });
});

describe('words for the products', () => {
  it('"Marine gear" is the products of category Marine: "gear" is a word the model declares for products', async () => {
    const answer = await ask('units of Marine gear sold this year');
    expect(answer.query).toMatchObject({
      table: 'sales_order_lines',
      columns: ['measure:units_sold'],
    });
    expect(JSON.stringify(answer.query)).toContain('"values":["Marine"]');
  });
});

describe('corrections end', () => {
  it('a plural of a known word that is no phrase alone ("grosses") declines, never reading it round again', async () => {
    const answer = await ask('revenue for grosses');
    expect(missing(answer)).toContain('"grosses"');
  });
});
