// @vitest-environment node
/**
 * /settings/addin applied when a table lands, on the fake Excel host (tests/fixtures/fakeOffice.ts, in jsdom): a
 * table never landed goes to a new worksheet named after the design or to the selection's top-left cell, a refresh
 * stays where the table is, and columns without a format take the default number or date format.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeOffice, type FakeExcelOptions } from '../../tests/fixtures/fakeOffice';
import type { ClientQueryResponse, QueryResultColumn } from '@wharf/contract';
import { excelTableWriter, useHostStore } from '../host';
import { DEFAULT_ADDIN_SETTINGS, type AddinSettings } from '../host/records';
import { newDesign, type TableDesign } from '../design/tableDesign';
import { landDesign } from './landingPipeline';

const design: TableDesign = {
  ...newDesign(),
  id: 4,
  name: 'Sales by month',
  table: 'sales_orders',
  columns: [
    { id: 1, kind: 'source', name: 'Order', ref: 'order_number' },
    { id: 2, kind: 'source', name: 'Customer id', ref: 'customer_id' },
    { id: 3, kind: 'source', name: 'Total', ref: 'total' },
    { id: 4, kind: 'source', name: 'Quantity', ref: 'quantity' },
    { id: 5, kind: 'source', name: 'Ordered', ref: 'order_date' },
    { id: 6, kind: 'source', name: 'Shipped', ref: 'shipped_at' },
    { id: 7, kind: 'source', name: 'Cost', ref: 'cost', format: '0.0' },
    { id: 8, kind: 'calculated', name: 'Margin', formula: '=[@Total]-[@Cost]', formulaHistory: [] },
  ],
  landing: { sheet: '', tableName: 'SalesByMonth' },
  nextId: 9,
};

function answered(
  ref: string,
  dataType: QueryResultColumn['dataType'],
  role: QueryResultColumn['role'],
): QueryResultColumn {
  return {
    ref,
    name: ref,
    friendlyName: ref,
    dataType,
    role,
    aggregate: null,
    grain: null,
    format: null,
    measure: null,
    definition: null,
  };
}

const page = (): Promise<ClientQueryResponse> =>
  Promise.resolve({
    columns: [
      answered('order_number', 'text', 'dimension'),
      answered('customer_id', 'integer', 'dimension'),
      answered('total', 'numeric', 'measure'),
      answered('quantity', 'integer', 'measure'),
      answered('order_date', 'date', 'dimension'),
      answered('shipped_at', 'timestamptz', 'dimension'),
      answered('cost', 'numeric', 'measure'),
    ],
    rows: [
      ['SO-1', 7, 10.5, 2, '2026-11-01', '2026-11-02T10:00:00Z', 4],
      ['SO-2', 8, 20.25, 3, '2026-11-03', '2026-11-04T11:00:00Z', 5],
    ],
    offset: 0,
    nextOffset: null,
    totalRows: 2,
    truncated: false,
  });

/** Excel with these add-in settings saved in the workbook, as /settings/addin saves them. */
function excelWith(settings: Partial<AddinSettings>, workbook: FakeExcelOptions = {}) {
  const fake = installFakeOffice({
    host: 'Excel',
    requirementSets: { ExcelApi: '1.13' },
    settings: { 'wharf.addinSettings': { ...DEFAULT_ADDIN_SETTINGS, ...settings } },
    excel: workbook,
  });
  useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
  return fake;
}

const land = (what: TableDesign = design) =>
  landDesign(what, { writer: excelTableWriter, requestPage: page });

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

describe('where a new table lands', () => {
  it('on a new sheet each: a sheet named after the design, made unique and shown; a refresh stays there', async () => {
    const fake = excelWith({ newTablePlacement: 'newSheet' }, { sheets: ['Sheet1', 'sales by month'] });
    const first = await land();
    expect(first.address).toBe("'Sales by month (2)'!A1:H3");
    expect(fake.sheets()).toEqual(['Sheet1', 'sales by month', 'Sales by month (2)']);
    expect(fake.activeSheet()).toBe('Sales by month (2)');
    expect(fake.cells('Sales by month (2)', 'A2:C2')).toEqual([['SO-1', 7, 10.5]]);

    fake.select('Sheet1', 'D4');
    const again = await land();
    expect(again.address).toBe("'Sales by month (2)'!A1:H3");
    expect(fake.sheets()).toHaveLength(3);

    // Another design lands on a sheet of its own; a design naming its sheet keeps landing there.
    await land({ ...design, name: 'Stock', landing: { sheet: '', tableName: 'Stock' } });
    await land({ ...design, name: 'Named', landing: { sheet: 'Sheet1', tableName: 'Named' } });
    expect(fake.sheets()).toEqual(['Sheet1', 'sales by month', 'Sales by month (2)', 'Stock']);
    expect(fake.tables().map((table) => `${table.name}@${table.sheet}!${table.address}`)).toEqual([
      'SalesByMonth@Sales by month (2)!A1:H3',
      'Stock@Stock!A1:H3',
      'Named@Sheet1!A1:H3',
    ]);
  });

  it("at the selection: the selected range's top-left cell on its sheet; a refresh stays where the table is", async () => {
    const fake = excelWith(
      { newTablePlacement: 'selection' },
      { sheets: ['Sheet1', 'Report'], selection: { sheet: 'Report', address: 'C5:E9' } },
    );
    const first = await land();
    expect(first.address).toBe('Report!C5:J7');
    expect(fake.sheets()).toEqual(['Sheet1', 'Report']);

    fake.select('Sheet1', 'B2');
    const again = await land();
    expect(again.address).toBe('Report!C5:J7');
    expect(fake.tables()).toEqual([{ name: 'SalesByMonth', sheet: 'Report', address: 'C5:J7' }]);
  });
});

describe('default formats', () => {
  it('give an amount the default number format, a quantity whole units, dates the date format (a timestamp its time too); the rest keep theirs', async () => {
    const fake = excelWith({
      newTablePlacement: 'selection',
      defaultNumberFormat: '#,##0.000',
      defaultDateFormat: 'dd/mm/yyyy',
    });
    await land();
    // Order (text), Customer id (a dimension's number), Total, Quantity, Ordered, Shipped, Cost (its own), Margin.
    expect(fake.numberFormats('Sheet1', 'A2:H3')).toEqual(
      Array.from({ length: 2 }, () => [
        'General',
        'General',
        '#,##0.000',
        '#,##0',
        'dd/mm/yyyy',
        'dd/mm/yyyy hh:mm',
        '0.0',
        'General',
      ]),
    );
  });

  it("are /settings/addin's defaults when nothing was saved", async () => {
    const fake = installFakeOffice({ host: 'Excel', requirementSets: { ExcelApi: '1.13' } });
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
    await land();
    expect(fake.numberFormats('Sheet1', 'C2:E2')).toEqual([['#,##0.00', '#,##0', 'yyyy-mm-dd']]);
    expect(fake.tables()).toEqual([{ name: 'SalesByMonth', sheet: 'Sheet1', address: 'A1:H3' }]);
  });
});
