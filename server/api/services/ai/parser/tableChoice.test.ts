// @vitest-environment node
/**
 * The table a question reads, chosen by what the model declares its words mean (docs/ai.md, "Which table a
 * question reads"): the sales unless the question names credits, quotes, payments, transfers or adjustments, every
 * choice said in "what it assumed", and no table added to the model able to take another table's words.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import { MEASURES } from '../../../../model/measures.ts';
import type { DwTableDefinition } from '../../../../warehouse/tables.ts';
import { catalogueFromDefinitions } from '../../query/index.ts';
import { designFor } from './design.ts';
import { readIntent } from './intent.ts';
import { buildLexicon } from './lexicon.ts';
import type { Queryable } from '../../../../db/database.ts';
import type { MemberDictionaries, MemberIndex } from './members.ts';
import { parseQuestion } from './parseQuestion.ts';
import type { ParserModel } from './modelWords.ts';

const now = new Date('2025-11-30T12:00:00Z');
const members: MemberIndex = new Map();

function answer(question: string, model: ParserModel = { tables: BUSINESS_TABLES, measures: MEASURES }) {
  const catalogue = catalogueFromDefinitions(1, 'harbour_traders', model.tables);
  const lexicon = buildLexicon(catalogue, model);
  const intent = readIntent(question, lexicon, members, { now, today: '2025-11-30', refining: false });
  const design = designFor(catalogue, intent, lexicon.model);
  if (!design.ok) throw new Error(design.missing.join('; '));
  return design;
}

describe('which table a question reads', () => {
  it.each([
    ['distinct customers per branch', 'sales_orders'],
    ['largest order total in each branch', 'sales_orders'],
    ['value by store', 'sales_orders'],
  ])('"%s" reads the sales (%s) and says which other tables it did not read', (question, table) => {
    const design = answer(question);
    expect(design.query.table).toBe(table);
    expect(design.assumptions.join('\n')).toMatch(/^table = Sales Orders \(.*(credits|quotes).*not read/m);
  });

  it.each([['total of credit notes by branch', 'credit_notes']])(
    '"%s" reads the table it names (%s) and says so',
    (question, table) => {
      const design = answer(question);
      expect(design.query.table).toBe(table);
      expect(
        design.assumptions.some((a) => a.startsWith('table = ') && a.includes('as the question names')),
      ).toBe(true);
    },
  );

  it("reads \"quotes' value\" as the quotes' Total, not the credit notes'", () => {
    const design = answer("quotes' value by stage");
    expect(design.query).toMatchObject({ table: 'quotes', columns: ['stage', 'total'] });
    expect(design.assumptions).toContain('value = Quotes › Total');
  });

  it.each([
    ['how many customers', 'customers'],
    ['how many orders by branch', 'sales_orders'],
  ])('counts "%s" on the table counted itself, with no table choice to say', (question, table) => {
    const design = answer(question);
    expect(design.query.table).toBe(table);
    expect(design.assumptions.filter((a) => a.startsWith('table ='))).toEqual([]);
  });
});

describe('a table added to the model', () => {
  /** A table declaring the sales' words for itself: it must not take them. */
  const intruder: DwTableDefinition = {
    name: 'web_orders',
    friendlyName: 'Web Orders',
    description: 'Orders placed on the web shop.',
    primaryKey: ['web_order_id'],
    columns: [
      {
        name: 'web_order_id',
        friendlyName: 'Web Order ID',
        type: 'integer',
        role: 'dimension',
        notNull: true,
      },
      { name: 'placed_on', friendlyName: 'Placed On', type: 'date', role: 'dimension', notNull: true },
      { name: 'branch', friendlyName: 'Branch', type: 'text', role: 'dimension' },
      {
        name: 'total',
        friendlyName: 'Total',
        type: 'numeric',
        role: 'measure',
        notNull: true,
        synonyms: ['revenue', 'sales', 'takings'],
      },
    ],
    indexes: [],
    words: { subject: 'sales', synonyms: ['order', 'sales order', 'sale', 'invoice'] },
  };
  const model: ParserModel = { tables: [...BUSINESS_TABLES, intruder], measures: MEASURES };

  it('cannot take "orders" from the sales orders, and the answer says which meaning it read', () => {
    const design = answer('how many orders by branch', model);
    expect(design.query.table).toBe('sales_orders');
    expect(design.assumptions).toContain(
      `"orders" = Sales Orders (the model's primary meaning; not Web Orders)`,
    );
  });

  it('cannot take "revenue", "sales" or "takings" from the model\'s Revenue', () => {
    for (const question of ['revenue by branch', 'sales by branch', 'takings by branch']) {
      const design = answer(question, model);
      expect(design.query.table, question).toBe('sales_orders');
      expect(design.query.columns, question).toContain('measure:revenue');
    }
  });

  it('still answers for itself when the question names it', () => {
    expect(answer('web orders by branch last month', model).query.table).toBe('web_orders');
  });
});

describe('what the warehouse cannot define', () => {
  it.each([
    ['which invoices are overdue', /when a balance falls due: .* no invoice due dates or payment terms/],
    ['lapsed customers this year', /churned or lapsed customers: .* no rule for when a customer has lapsed/],
  ])('declines "%s" saying in plain words what is missing', async (question, missing) => {
    const catalogue = catalogueFromDefinitions(1, 'harbour_traders', BUSINESS_TABLES);
    const noValues = { lookup: () => Promise.resolve(new Map()) } as unknown as MemberDictionaries;
    const answer = await parseQuestion({} as Queryable, catalogue, { question }, now, noValues);
    expect(answer.query).toBeNull();
    expect('missing' in answer ? answer.missing.join('\n') : '').toMatch(missing);
  });
});
