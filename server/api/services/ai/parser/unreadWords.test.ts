// @vitest-environment node
/**
 * What the parser did not read is never read past (docs/ai.md, "What it understands and declines"): a word that is
 * not grammar, not harmless, not the model's, not a number or a date declines the question naming it, and every
 * reading it does make — a misspelt word, "new", a possessive, a verb that makes rows — is said in "what it assumed".
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
const missingOf = (answer: ParserAnswer) => ('missing' in answer ? answer.missing.join('\n') : '');
const assumedOf = (answer: ParserAnswer) => ('assumptions' in answer ? answer.assumptions.join('\n') : '');

describe('words the parser does not read', () => {
  it.each([
    ['latest 5 orders', 'latest'],
    ['most recent credit notes', 'recent'],
    ['revenue including GST by branch last month', 'including'],
    ['products of the same brand', 'same'],
  ])('declines "%s", naming "%s"', async (question, word) => {
    const answer = await ask(question);
    expect(answer.query).toBeNull();
    expect(missingOf(answer)).toContain(`I did not understand "${word}"`);
  });

  it('reads a misspelt word as the one known word beside it, and says so', async () => {
    const answer = await ask('revnue by branch last month');
    expect(answer.query).toMatchObject({ table: 'sales_orders', columns: ['branch', 'measure:revenue'] });
    expect(assumedOf(answer)).toContain('"revnue" = revenue');
  });
});

describe('readings said in "what it assumed"', () => {
  it('"customers who joined this month" lists the customers created this month, saying what "joined" was read as', async () => {
    const answer = await ask('customers who joined this month');
    expect(answer.query).toMatchObject({
      table: 'customers',
      filters: [{ column: 'created_at', op: 'inPeriod', values: ['thisMonth'] }],
    });
    expect(assumedOf(answer)).toContain('Created At');
  });

  it('"new customers by branch last month" is the model\'s New customers measure per branch (its definition is said with the answer)', async () => {
    const answer = await ask('new customers by branch last month');
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['branch', 'measure:new_customers'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
    });
  });

  it('"reps\' sales this week" totals the sales of each rep', async () => {
    const answer = await ask("reps' sales this week");
    expect(answer.query).toMatchObject({
      table: 'sales_orders',
      columns: ['sales_person.name', 'measure:revenue'],
    });
  });

  it('"how many invoices did we raise yesterday" counts the invoices, not orders with credit notes', async () => {
    const answer = await ask('how many invoices did we raise yesterday');
    expect(answer.query).toMatchObject({ table: 'sales_orders', columns: ['measure:orders'] });
    expect(assumedOf(answer)).toContain('"raise" = Sales Orders made in the period, counted themselves');
  });

  it('"who are our top salespeople" keeps the first 10, as of any plural', async () => {
    const answer = await ask('who are our top salespeople this year');
    expect(answer.query).toMatchObject({ columns: ['sales_person.name', 'measure:revenue'], limit: 10 });
  });
});
