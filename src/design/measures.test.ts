// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findMeasure, labelOf, matchesSearch, measureChoices } from './catalogue';
import { applyEdit } from './designReducer';
import { buildQuery } from './buildQuery';
import { newDesign } from './tableDesign';
import { columnWords, sortWords } from './plainWords';
import { sourceGroupHeading, tablesOffered } from './tableOffer';
import { EMPTY_SCHEMA, MODEL_SCHEMA, REVENUE, TEST_SCHEMA } from './testCatalogue';

describe('a table’s measures as the designer reads them', () => {
  it('offers the design’s table’s own measures, by their friendly name and definition', () => {
    expect(measureChoices(MODEL_SCHEMA, 'sales_orders').map((choice) => [choice.ref, choice.label])).toEqual([
      ['measure:revenue', 'Revenue'],
      ['measure:orders', 'Orders'],
    ]);
    expect(measureChoices(MODEL_SCHEMA, 'sales_orders')[0]?.definition).toBe(REVENUE.definition);
    expect(measureChoices(MODEL_SCHEMA, 'customers')).toEqual([]);
  });

  it('names a measure reference by the measure, never by its key', () => {
    expect(labelOf(MODEL_SCHEMA, 'sales_orders', 'measure:revenue')).toBe('Revenue');
    expect(findMeasure(MODEL_SCHEMA, 'customers', 'measure:revenue')).toBeUndefined();
    expect(findMeasure(MODEL_SCHEMA, 'sales_orders', 'revenue')).toBeUndefined();
  });

  it('finds a measure by its synonyms as well as its name', () => {
    const [revenue] = measureChoices(MODEL_SCHEMA, 'sales_orders');
    expect(revenue && matchesSearch(revenue, 'TURNOVER')).toBe(true);
    expect(revenue && matchesSearch(revenue, 'reven')).toBe(true);
    expect(revenue && matchesSearch(revenue, 'margin')).toBe(false);
  });

  it('adds a measure as its reference, never with a function or a date grain', () => {
    const design = applyEdit(
      { ...newDesign(), table: 'sales_orders' },
      {
        type: 'addColumns',
        columns: [
          { kind: 'source', ref: 'branch', name: 'Branch' },
          { kind: 'source', ref: 'measure:revenue', name: 'Revenue', aggregate: 'sum', grain: 'month' },
        ],
      },
    );
    expect(design.columns[1]).toMatchObject({
      ref: 'measure:revenue',
      aggregate: undefined,
      grain: undefined,
    });
    expect(buildQuery(design)).toEqual({
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      limit: design.limit,
    });
  });
});

describe('a measure in plain words', () => {
  it('reads as its name and its definition from the catalogue', () => {
    const query = {
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      sort: [{ column: 'measure:revenue', desc: true }],
    };
    expect(columnWords(MODEL_SCHEMA, query)).toEqual([
      'Branch',
      'Revenue (sum of order subtotals, tax excluded, of orders that count as sales)',
    ]);
    expect(sortWords(MODEL_SCHEMA, query)).toBe('Revenue (highest first)');
  });

  it('shows the reference as it is without the catalogue', () => {
    expect(columnWords(undefined, { table: 'sales_orders', columns: ['measure:revenue'] })).toEqual([
      'measure:revenue',
    ]);
  });
});

describe('the tables a new design is offered', () => {
  it('offers business tables with rows, then source tables under their source system; no empty table', () => {
    const offer = tablesOffered(MODEL_SCHEMA);
    expect(offer.hasData).toBe(true);
    expect(offer.business.map((table) => table.tableName)).toEqual(['customers', 'sales_orders']);
    expect(
      offer.sources.map((group) => [sourceGroupHeading(group), group.tables.map((t) => t.tableName)]),
    ).toEqual([['Source tables: Cin7 Omni', ['cin7_sales_orders']]]);
  });

  it('still offers the table a saved design reads, rows or not', () => {
    expect(tablesOffered(MODEL_SCHEMA, 'purchase_orders').business.map((table) => table.tableName)).toEqual([
      'customers',
      'sales_orders',
      'purchase_orders',
    ]);
  });

  it('has nothing to offer before the first import', () => {
    expect(tablesOffered(EMPTY_SCHEMA)).toEqual({ business: [], sources: [], hasData: false });
    expect(tablesOffered(TEST_SCHEMA).hasData).toBe(true);
  });
});
