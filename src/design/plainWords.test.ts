// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnWords, filterWords, lastLanded, queryOf, sortWords, tableName } from './plainWords';

const catalogue = {
  instanceId: 1,
  schema: 'demo',
  tables: [
    {
      id: 1,
      tableName: 'sales_orders',
      friendlyName: 'Sales Orders',
      description: null,
      columns: [
        {
          id: 1,
          columnName: 'total',
          friendlyName: 'Total',
          dataType: 'numeric' as const,
          role: 'measure' as const,
          ordinal: 1,
          searchable: false,
        },
        {
          id: 2,
          columnName: 'status',
          friendlyName: 'Status',
          dataType: 'text' as const,
          role: 'dimension' as const,
          ordinal: 2,
          searchable: true,
        },
        {
          id: 3,
          columnName: 'order_date',
          friendlyName: 'Order Date',
          dataType: 'date' as const,
          role: 'dimension' as const,
          ordinal: 3,
          searchable: false,
        },
      ],
      layer: 'business' as const,
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [
        {
          name: 'customer',
          friendlyName: 'Customer',
          toTableId: 2,
          toTable: 'customers',
          fromColumn: 'customer_id',
          toColumn: 'customer_id',
        },
      ],
    },
    {
      id: 2,
      tableName: 'customers',
      friendlyName: 'Customers',
      description: null,
      columns: [
        {
          id: 4,
          columnName: 'company',
          friendlyName: 'Company',
          dataType: 'text' as const,
          role: 'dimension' as const,
          ordinal: 1,
          searchable: true,
        },
      ],
      layer: 'business' as const,
      sourceSystem: null,
      rowCount: 1_000,
      measures: [],
      relations: [],
    },
  ],
};

const query = queryOf({
  table: 'sales_orders',
  columns: ['order_date', 'customer.company', 'total'],
  grain: { order_date: 'month' },
  aggregate: { total: 'sum' },
  filters: [
    { column: 'status', op: 'notIn', values: ['Draft', 'Voided'] },
    { column: 'total', op: 'between', values: [10, 20] },
  ],
  sort: [{ column: 'total', desc: true }],
});

describe('a library item in plain words', () => {
  it('names the table, the columns (through relations, with summaries and periods) and the filters', () => {
    if (!query) throw new Error('not a query');
    expect(tableName(catalogue, query.table)).toBe('Sales Orders');
    expect(columnWords(catalogue, query)).toEqual([
      'Order Date by month',
      'Customer › Company',
      'Sum of Total',
    ]);
    expect(filterWords(catalogue, query)).toEqual([
      'Status is none of Draft, Voided',
      'Total is between 10 and 20',
    ]);
    // A relative period reads as its words, as stored: the dates move with the calendar.
    expect(
      filterWords(catalogue, {
        ...query,
        filters: [
          { column: 'order_date', op: 'inPeriod', values: ['lastMonth'] },
          { column: 'order_date', op: 'inPeriod', values: ['lastNDays', 30, 'yearEarlier'] },
        ],
      }),
    ).toEqual(['Order Date is in last month', 'Order Date is in the last 30 days, a year earlier']);
    // A fixed day reads as the user's locale writes it, never as stored ("2025-01-01"); text stays text.
    const day = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
    const fixed = filterWords(catalogue, {
      ...query,
      filters: [
        { column: 'order_date', op: 'between', values: ['2025-01-01', '2025-03-31T00:00:00.000Z'] },
        { column: 'status', op: 'eq', values: ['2025-01-01'] },
      ],
    });
    expect(fixed).toEqual([
      `Order Date is between ${day('2025-01-01T00:00:00Z')} and ${day('2025-03-31T00:00:00Z')}`,
      'Status is 2025-01-01',
    ]);
    expect(fixed[0]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(
      filterWords(undefined, {
        ...query,
        filters: [{ column: 'order_date', op: 'gte', values: ['2025-01-01'] }],
      })[0],
    ).not.toMatch(/2025-01-01/);
    expect(sortWords(catalogue, query)).toBe('Total (highest first)');
    expect(sortWords(catalogue, { ...query, sort: [{ column: 'order_date', desc: true }] })).toBe(
      'Order Date (newest first)',
    );
  });

  it('says what is kept after grouping: any of, filters on totals, the top N within each group', () => {
    const kept = queryOf({
      table: 'sales_orders',
      columns: ['customer.company', 'status', 'total'],
      aggregate: { total: 'sum' },
      anyOf: [
        [
          { column: 'status', op: 'eq', values: ['Invoiced'] },
          { column: 'status', op: 'eq', values: ['Approved'] },
        ],
      ],
      having: [{ column: 'total', op: 'gt', values: [50_000] }],
      topPerGroup: { n: 3, by: 'total', within: ['customer.company'] },
    });
    if (!kept) throw new Error('not a query');
    expect(filterWords(catalogue, kept)).toEqual([
      'Any of: Status is Invoiced, Status is Approved',
      'Customer › Company, Status with Sum of Total more than 50,000',
      'Top 3 Status in each Customer › Company by Sum of Total',
    ]);
  });

  it('names shares, comparisons and calculated measures, and says what is compared and how each is computed', () => {
    const derived = queryOf({
      table: 'sales_orders',
      columns: [
        'status',
        'customer.company',
        'total',
        'share:total',
        'previous:total',
        'changePct:total',
        'calc:per_order',
      ],
      aggregate: { total: 'sum' },
      shareWithin: { 'share:total': ['status'] },
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
      compare: { column: 'order_date', against: 'previousPeriod' },
      calculated: { per_order: { name: 'Total per company', formula: '[total] ÷ 2' } },
      sort: [{ column: 'changePct:total', desc: true }],
    });
    if (!derived) throw new Error('not a query');
    expect(columnWords(catalogue, derived).slice(3)).toEqual([
      'Share of Sum of Total within Status',
      'Sum of Total, the month before',
      'Sum of Total change %',
      'Total per company',
    ]);
    expect(filterWords(catalogue, derived)).toEqual([
      'Order Date is in last month',
      'Sum of Total, last month vs the month before',
      'Total per company = total ÷ 2',
    ]);
    expect(sortWords(catalogue, derived)).toBe('Sum of Total change % (highest first)');
  });

  it('shows references as they are without the catalogue, and refuses a definition that is no query', () => {
    if (!query) throw new Error('not a query');
    expect(columnWords(undefined, query)).toEqual([
      'order_date by month',
      'customer › company',
      'Sum of total',
    ]);
    expect(queryOf({ table: 'x' })).toBeNull();
  });

  it('reads when the item was last landed from its design', () => {
    expect(lastLanded({ wharfDesign: { lastRefresh: { at: '2026-01-01T00:00:00Z', rowCount: 5 } } })).toEqual(
      {
        at: '2026-01-01T00:00:00Z',
        rowCount: 5,
      },
    );
    expect(lastLanded({ table: 'x' })).toBeNull();
  });
});
