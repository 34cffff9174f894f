/**
 * The designer offers the model's measures beside the columns, on a catalogue stubbed as the model serves it
 * (measures on Sales Orders, row counts, a source table of Cin7 Omni, an empty table): a measure is found by a
 * synonym, picked like a column, named with its definition and previewed; landed, its header carries the definition
 * as a note (in Excel, and in the browser's .xlsx download, read back with ExcelJS). Before the first import (no table with
 * rows) the designer and the AI view say what to do first. Screenshots of the column picker in both themes go to
 * tests/e2e/artifacts/tables/ (and WHARF_SHOTS_DIR when set).
 */
import type { Page, Route } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { FakeExcelControl } from '../fixtures/fakeOffice';
import { expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { excelOnlineWith } from './designer';

const INSTANCE = 'Harbour Traders';
const ARTIFACTS = process.env.WHARF_SHOTS_DIR ?? 'tests/e2e/artifacts/tables';
const REVENUE_DEFINITION = 'Sum of order subtotals, tax excluded, of orders that count as sales.';

interface CatalogueTable {
  tableName: string;
  rowCount?: number;
  layer?: string;
  sourceSystem?: string | null;
  measures?: unknown[];
  [field: string]: unknown;
}

const REVENUE = {
  key: 'revenue',
  ref: 'measure:revenue',
  friendlyName: 'Revenue',
  definition: REVENUE_DEFINITION,
  dataType: 'numeric',
  format: '#,##0.00',
  synonyms: ['sales', 'turnover'],
};
const ORDERS = {
  key: 'orders',
  ref: 'measure:orders',
  friendlyName: 'Orders',
  definition: 'Number of orders that count as sales.',
  dataType: 'integer',
  format: '#,##0',
  synonyms: ['order count'],
};

/** The real catalogue as the model will serve it: rows counted, measures on sales orders, a Cin7 Omni table. */
async function stubCatalogue(page: Page, rows: number): Promise<void> {
  await page.route('**/api/clientDWSchema', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tables: CatalogueTable[] };
    const tables = body.tables.map((table) => ({
      ...table,
      rowCount: rows,
      measures: table.tableName === 'sales_orders' ? [REVENUE, ORDERS] : [],
    }));
    const [first] = body.tables;
    // The demo lands its Cin7 Omni tables now; a catalogue without them gets one, as a company's would.
    const landed = body.tables.some((table) => table.tableName === 'cin7_sales_orders');
    const source =
      first && !landed
        ? [
            {
              ...first,
              id: 9_001,
              tableName: 'cin7_sales_orders',
              friendlyName: 'Cin7 Sales Orders',
              description: 'Sales orders as Cin7 Omni answers them.',
              relations: [],
              layer: 'source',
              sourceSystem: 'Cin7 Omni',
              rowCount: rows,
              measures: [],
            },
          ]
        : [];
    await route.fulfill({ response, json: { ...body, tables: [...tables, ...source] } });
  });
}

/** Until the server answers measures, a query naming one is answered here: Branch and Revenue, two rows. */
async function stubMeasureQueries(page: Page): Promise<void> {
  await page.route('**/api/clientQuery', async (route: Route) => {
    const payload = route.request().postDataJSON() as { query: { columns: string[] } };
    if (!payload.query.columns.some((column) => column.startsWith('measure:'))) return route.fallback();
    const column = (ref: string) =>
      ref === 'measure:revenue'
        ? {
            ref,
            name: 'revenue',
            friendlyName: 'Revenue',
            dataType: 'numeric',
            role: 'measure',
            aggregate: null,
            grain: null,
            format: '#,##0.00',
            measure: 'revenue',
            definition: REVENUE_DEFINITION,
          }
        : {
            ref,
            name: ref,
            friendlyName: 'Branch',
            dataType: 'text',
            role: 'dimension',
            aggregate: null,
            grain: null,
            format: null,
            measure: null,
            definition: null,
          };
    await route.fulfill({
      json: {
        columns: payload.query.columns.map(column),
        rows: [
          ['Auckland', 123456.5],
          ['Wellington', 98765.25],
        ].map((row) => payload.query.columns.map((ref) => (ref === 'measure:revenue' ? row[1] : row[0]))),
        offset: 0,
        nextOffset: null,
        totalRows: 2,
        truncated: false,
      },
    });
  });
}

/** The new design's OVERVIEW, once signed in (the first load signs in, which takes a while on a busy machine). */
async function openNewDesign(page: Page): Promise<void> {
  await page.goto('/table/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible({
    timeout: 30_000,
  });
}

async function openColumnPicker(page: Page): Promise<void> {
  await openNewDesign(page);
  await page.getByRole('textbox', { name: 'Design name' }).fill('E2E revenue by branch');
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  await page.getByRole('button', { name: 'Pick several columns' }).click();
}

/** Branch and Revenue picked on a new design named `name`, from the picker. */
async function designRevenueByBranch(page: Page, name: string): Promise<void> {
  await openNewDesign(page);
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  await page.getByRole('button', { name: 'Pick several columns' }).click();
  await page.getByRole('checkbox', { name: 'Revenue' }).check();
  await page.getByRole('textbox', { name: 'Find a column or measure' }).fill('branch');
  await page.getByRole('checkbox', { name: 'Branch', exact: true }).check();
  await page.getByRole('button', { name: 'Add 2 columns' }).click();
  await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: 'UPDATE' }).click();
}

const REVENUE_NOTE = `Revenue: ${REVENUE_DEFINITION}`;

type ExcelWindow = Window & { __fakeExcel: FakeExcelControl };

test.describe('a measure landed in Excel (fake host, ExcelApi 1.18)', () => {
  test.use({
    viewport: { width: 360, height: 900 },
    officeHost: excelOnlineWith(INSTANCE, '1.18'),
  });

  test('lands friendly headers, the measure’s definition as its header’s note, rewritten on the next landing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, { instance: INSTANCE });
    await stubCatalogue(page, 1_000);
    await stubMeasureQueries(page);
    await designRevenueByBranch(page, 'E2E revenue by branch');
    const land = page.getByRole('button', { name: 'Land in Excel' });
    await land.click();
    await expect(page.getByText(/rows landed at Sheet1!A1:B3/)).toBeVisible();
    const read = () =>
      page.evaluate(() => {
        const excel = (window as unknown as ExcelWindow).__fakeExcel;
        return {
          tables: excel.tables(),
          header: excel.cells('Sheet1', 'A1:B1'),
          notes: excel.notes('Sheet1'),
          actions: excel.requests.flatMap((request) => request.actions),
        };
      });
    const first = await read();
    expect(first.tables).toEqual([{ name: 'E2E_revenue_by_branch', sheet: 'Sheet1', address: 'A1:B3' }]);
    expect(first.header).toEqual([['Branch', 'Revenue']]);
    expect(first.notes).toEqual([{ address: 'B1', content: REVENUE_NOTE }]);
    expect(first.actions).toContain('addNote');

    // Landed again: the note already there is rewritten, not added a second time (Excel would refuse).
    await land.click();
    await expect(page.getByText(/rows landed at Sheet1!A1:B3/)).toBeVisible();
    const second = await read();
    expect(second.notes).toEqual([{ address: 'B1', content: REVENUE_NOTE }]);
    expect(second.actions.filter((action) => action === 'addNote')).toHaveLength(1);
    expect(second.actions).toContain('setNoteContent');
  });
});

test('the browser’s .xlsx download holds the design as an Excel table, its measure’s note and what it is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 900 });
  await startSignedIn(page, { instance: INSTANCE });
  await stubCatalogue(page, 1_000);
  await stubMeasureQueries(page);
  await designRevenueByBranch(page, 'E2E revenue by branch');
  await page.getByRole('button', { name: 'Show in browser' }).click();
  const grid = page.getByRole('grid', { name: 'Result: E2E_revenue_by_branch' });
  await expect(grid.getByRole('columnheader')).toHaveText(['Branch', 'Revenue']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('E2E revenue by branch.xlsx');
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.getWorksheet('E2E revenue by branch');
  if (!sheet) throw new Error('No sheet named after the design');
  const table = sheet.getTable('E2E_revenue_by_branch') as unknown as {
    table: { tableRef?: string; ref?: string; autoFilterRef?: string };
  };
  expect(table.table.tableRef ?? table.table.ref).toBe('A1:B3');
  expect(table.table.autoFilterRef).toBe('A1:B3');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Branch', 'Revenue']);
  expect(sheet.getCell('B2').value).toBe(123456.5);
  expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
  const note = sheet.getCell('B1').note;
  expect(typeof note === 'string' ? note : note?.texts?.map((part) => part.text).join('')).toBe(REVENUE_NOTE);
  const about = workbook.getWorksheet('About');
  const text = (about?.getSheetValues() ?? [])
    .map((row) => (Array.isArray(row) ? row.filter((v) => typeof v === 'string').join(' ') : ''))
    .join('\n');
  expect(text).toContain('Design E2E revenue by branch');
  expect(text).toContain('Warehouse tables Sales Orders');
  expect(text).toMatch(/Refreshed \S/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
});

test.describe('measures in the designer', () => {
  test.use({ viewport: { width: 360, height: 900 } });

  test('a measure is found by a synonym, picked like a column and read with its definition', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startSignedIn(page, { instance: INSTANCE });
    await stubCatalogue(page, 1_000);
    await stubMeasureQueries(page);
    await openNewDesign(page);
    // Source tables are offered apart, under the name of their source.
    const sourceGroup = page.getByRole('group', { name: 'Source tables: Cin7 Omni' });
    await expect(sourceGroup.getByRole('radio', { name: /Cin7 Sales Orders/ })).toBeVisible();

    await openColumnPicker(page);
    const measures = page.getByRole('group', { name: 'Measures' });
    await expect(measures.getByRole('checkbox', { name: 'Revenue' })).toBeVisible();
    await expect(measures.getByText(REVENUE_DEFINITION)).toBeVisible();

    const find = page.getByRole('textbox', { name: 'Find a column or measure' });
    await find.fill('turnover');
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    // Keyboard: from the search box, Tab reaches the measure and Space picks it.
    await find.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Revenue' })).toBeFocused();
    await page.keyboard.press('Space');
    await find.fill('branch');
    await page.getByRole('checkbox', { name: 'Branch', exact: true }).check();
    await page.getByRole('button', { name: 'Add 2 columns' }).click();

    const columns = page.getByRole('list', { name: 'Columns' });
    await expect(columns.getByRole('listitem')).toHaveCount(2);
    await expect(columns).toContainText('Revenue · measure');
    await expect(columns).toContainText(`${REVENUE_DEFINITION} The design summarizes by its other columns.`);
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('columnheader')).toHaveText(['Branch', 'Revenue']);
    await expect(preview.getByRole('row')).toHaveCount(3);
  });

  test('the column picker with measures in both themes', async ({ page }) => {
    test.setTimeout(90_000);
    // The page loads in the light theme; the dark one is switched to in place, the picker still open.
    await startWithTheme(page, 'builder-light');
    await startSignedIn(page, { instance: INSTANCE });
    await stubCatalogue(page, 1_000);
    await openColumnPicker(page);
    await expect(page.getByRole('group', { name: 'Measures' })).toBeVisible();
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
      await expect(page.getByRole('group', { name: 'Measures' })).toBeVisible();
      await page.getByRole('group', { name: 'Measures' }).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `column picker with measures (${theme})`, axeRulesIn(theme));
      await page.screenshot({
        path: `${ARTIFACTS}/column-picker-measures-${theme}.png`,
        animations: 'disabled',
      });
    }
  });
});

test('before the first import the designer and the AI view say what to do first', async ({ page }) => {
  test.setTimeout(60_000);
  await startSignedIn(page, { instance: INSTANCE });
  await stubCatalogue(page, 0);
  await openNewDesign(page);
  const designerNote = page.getByText(
    'Your warehouse holds no data yet, so there is nothing to design a table from',
  );
  await expect(designerNote).toBeVisible();
  await expect(page.getByRole('radio', { name: /Sales Orders/ })).toHaveCount(0);
  await expect(designerNote.getByRole('link', { name: 'Connections' })).toHaveAttribute(
    'href',
    '/settings/connection',
  );

  await page.goto('/AI');
  await expect(
    page.getByText('Your warehouse holds no data yet, so there is nothing to ask about'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Try asking' })).toHaveCount(0);
});
