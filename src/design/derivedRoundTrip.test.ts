// @vitest-environment node
/**
 * A design made from a query (a library item, an AI answer, a template) keeps every construct of the query language
 * through the designer's state and builds the same query again when saved: nothing it was asked is dropped.
 */
import { describe, expect, it } from 'vitest';
import type { TableQuery } from '@wharf/contract';
import { buildQuery } from './buildQuery';
import { designFromAnswer } from './designFromAnswer';
import { designHistoryReducer, historyOf } from './designReducer';
import { designFromQuery, fromLibraryItem, toDefinition } from './storage/libraryDefinition';
import { MODEL_SCHEMA } from './testCatalogue';

const everything: TableQuery = {
  table: 'sales_orders',
  columns: [
    'branch',
    'customer.company',
    'measure:revenue',
    'share:measure:revenue',
    'previous:measure:revenue',
    'change:measure:revenue',
    'changePct:measure:revenue',
    'calc:per_order',
  ],
  filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
  anyOf: [
    [
      { column: 'branch', op: 'eq', values: ['Auckland'] },
      { column: 'branch', op: 'eq', values: ['Wellington'] },
    ],
  ],
  having: [{ column: 'measure:revenue', op: 'gt', values: [1000] }],
  topPerGroup: { n: 3, by: 'measure:revenue', within: ['branch'], desc: true },
  calculated: { per_order: { name: 'Revenue per order', formula: '[Revenue] ÷ [Orders]' } },
  shareWithin: { 'share:measure:revenue': ['branch'] },
  compare: { column: 'order_date', against: 'yearEarlier' },
  formats: { 'share:measure:revenue': '0.0%' },
  sort: [{ column: 'share:measure:revenue', desc: true }],
  limit: 500,
};

describe('a design made from a query with shares, comparisons and calculated measures', () => {
  it('builds the same query again', () => {
    expect(buildQuery(designFromQuery(null, 'Everything', everything))).toEqual(everything);
  });

  it('keeps them through a library item saved and opened again', () => {
    const opened = fromLibraryItem({ id: 7, title: 'Everything', definition: everything });
    if (!opened) throw new Error('The query did not open as a design.');
    const reopened = fromLibraryItem({ id: 7, title: 'Everything', definition: toDefinition(opened) });
    if (!reopened) throw new Error('The saved design did not open again.');
    expect(buildQuery(reopened)).toEqual(everything);
  });

  it('keeps them through an AI answer made a design', () => {
    expect(buildQuery(designFromAnswer('Everything', everything, MODEL_SCHEMA))).toEqual(everything);
  });

  it('keeps them through unrelated edits in the designer', () => {
    let history = historyOf(designFromQuery(null, 'Everything', everything));
    history = designHistoryReducer(history, { type: 'setName', name: 'Renamed' });
    history = designHistoryReducer(history, { type: 'setLimit', limit: 400 });
    expect(buildQuery(history.present)).toEqual({ ...everything, limit: 400 });
  });

  it('heads derived columns in words, never by their stored key', () => {
    const design = designFromQuery(null, 'Everything', everything);
    const names = design.columns.map((column) => column.name);
    for (const name of names) expect(name).not.toMatch(/^(share|previous|change|changePct|calc):/);
    expect(names).toContain('Revenue per order');
    const answered = designFromAnswer('Everything', everything, MODEL_SCHEMA).columns.map((c) => c.name);
    expect(answered.filter((name) => name !== answered[1])).toEqual([
      'Branch',
      'Revenue',
      'Share of Revenue within Branch',
      'Revenue, the same period a year earlier',
      'Revenue change',
      'Revenue change %',
      'Revenue per order',
    ]);
  });

  it('drops a calculated measure, a share scope or a comparison once nothing chosen uses it', () => {
    const design = designFromQuery(null, 'Fewer', {
      ...everything,
      columns: ['branch', 'measure:revenue'],
      having: undefined,
      topPerGroup: undefined,
      formats: undefined,
      sort: undefined,
    });
    const rebuilt = buildQuery(design);
    expect(rebuilt?.calculated).toBeUndefined();
    expect(rebuilt?.shareWithin).toBeUndefined();
    expect(rebuilt?.compare).toBeUndefined();
  });
});
