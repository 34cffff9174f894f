/**
 * Honest periods against hand-built answers, on a clock the tests pin: the browser tests read the demo world as
 * written (newest order 30 November 2025) while the API's today is the machine's, so every period below is counted
 * from today (UTC, the demo instance's zone) and every expected figure is a query of fixed dates through
 * /api/clientQuery — never a figure copied from the answer.
 *
 * - "revenue this year vs last year" in the AI view compares the same days of both years, says so, and each figure
 *   equals the revenue of those days;
 * - a rolling window by month whose first month is a part month ("Nov 2025 (15–30 only)") is marked in the AI
 *   view's preview, in the grid it lands in the browser (the cell itself and under it), in the landed header's
 *   tooltip and in the .xlsx download's About sheet, at 320 px in both themes; and in Excel (fake host) on the cell,
 *   whose number format carries the mark (the one formatter reads it "Nov 2025 (15–30 only)"), and the header's note.
 *
 * "Revenue by month over the last 3 months" needs orders up to today, which the demo world (pinned to its own days)
 * has not: the stranger's first hour (signup.spec.ts) asks it of a new company's data and holds each month to that
 * month's revenue.
 * Screenshots: tests/e2e/artifacts/screens/honest-periods-<where>-<theme>.png.
 */
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { FakeExcelControl } from '../fixtures/fakeOffice';
import { callApiAsDemo, chooseThemeInHeader, demoInstances, expect, startSignedIn, test } from './fixtures';
import { axeRulesIn, expectFitsAndNoAxeViolations } from './accessibility';
import { daysSince } from './designer';
import { formatCell } from '../../src/format/cellText.ts';

const INSTANCE = 'Harbour Traders';
const SHOTS = 'tests/e2e/artifacts/screens';
/** The rolling window starts on this day of the demo world, so its first month, November 2025, is a part month. */
const FIRST_DAY = '2025-11-15';
const PART_MONTH = 'Nov 2025 (15–30 only)';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Today in UTC (the demo instance's zone), as the API counts it. */
function todayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

interface QueryAnswer {
  rows: (string | number | null)[][];
}

/** Revenue of the days from `from` through `through` (YYYY-MM-DD, both included): the hand-built figure. */
async function revenueBetween(from: string, through: string): Promise<number> {
  const answer = await callApiAsDemo<QueryAnswer>('/api/clientQuery', INSTANCE, {
    query: {
      table: 'sales_orders',
      columns: ['measure:revenue'],
      filters: [{ column: 'order_date', op: 'between', values: [from, through] }],
    },
  });
  return Number(answer.rows[0]?.[0] ?? 0);
}

/** A figure as the preview shows it ("1,234.56"), as a number. */
const figure = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, '') || 'NaN');

async function ask(page: Page, question: string): Promise<void> {
  await page.goto('/AI');
  const choose = page.getByRole('button', { name: /^Harbour Traders/ });
  await expect(page.getByRole('heading', { name: 'Ask AI', exact: true }).or(choose)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible();
}

/** The preview's cells under a header, in row order. */
async function columnCells(page: Page, header: string): Promise<string[]> {
  const preview = page.getByRole('table', { name: 'Preview' });
  // An answer with no rows shows no preview table: no cells under any header.
  if ((await preview.count()) === 0) return [];
  const headers = await preview.getByRole('columnheader').allTextContents();
  if (headers.length === 0) return [];
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `a "${header}" column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const rows = preview.getByRole('row');
  const cells: string[] = [];
  for (let row = 1; row < (await rows.count()); row += 1)
    cells.push((await rows.nth(row).getByRole('cell').nth(index).textContent()) ?? '');
  return cells;
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('this year vs last year compares the same days of both years, each figure as built by hand', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: INSTANCE });
    await ask(page, 'revenue this year vs last year');
    // This year to date: 1 January through yesterday; last year the same days (29 February becomes the 28th).
    const yesterday = new Date(todayUtc() - DAY_MS);
    const year = yesterday.getUTCFullYear();
    const through = iso(yesterday.getTime()).slice(5);
    const lastThrough = through === '02-29' ? '02-28' : through;
    await expect(page.getByText(/the same days of the year before/).first()).toBeVisible();
    const [now, before] = await Promise.all([
      revenueBetween(`${year}-01-01`, `${year}-${through}`),
      revenueBetween(`${year - 1}-01-01`, `${year - 1}-${lastThrough}`),
    ]);
    expect(figure((await columnCells(page, 'Revenue'))[0] ?? '')).toBeCloseTo(now, 2);
    expect(
      figure((await columnCells(page, 'Revenue, the same days of the year before'))[0] ?? ''),
    ).toBeCloseTo(before, 2);
    // Not the whole of last year: the days after yesterday's date a year ago are left out.
    const whole = await revenueBetween(`${year - 1}-01-01`, `${year - 1}-12-31`);
    if (whole !== before)
      expect(
        figure((await columnCells(page, 'Revenue, the same days of the year before'))[0] ?? ''),
      ).not.toBeCloseTo(whole, 2);
    await expectFitsAndNoAxeViolations(page, '/AI this year vs last year (320 px)');
  });

  test('a rolling window’s part month is marked in the AI view, the grid, its header and the .xlsx', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await startSignedIn(page, { instance: INSTANCE });
    await ask(page, `revenue by month over the last ${daysSince(FIRST_DAY)} days`);
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('cell', { name: /^Nov 2025 \(15–30 only\)$/ })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Part periods:' }).first()).toContainText(
      PART_MONTH,
    );

    await page.getByRole('button', { name: 'Land it' }).click();
    const grid = page.getByRole('grid', { name: /Result: / });
    await expect(grid).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('note').filter({ hasText: 'Part periods:' }).last()).toContainText(
      PART_MONTH,
    );
    // The grid's cell itself reads as the preview's, through the one formatter.
    await expect(grid.getByRole('gridcell', { name: PART_MONTH, exact: true })).toBeVisible();
    // The landed header's note, as its tooltip in the browser grid.
    await expect(grid.locator(`[title*="${PART_MONTH}"]`)).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as .xlsx' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await download.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const about = (workbook.getWorksheet('About')?.getSheetValues() ?? [])
      .map((row) => (Array.isArray(row) ? row.filter((v) => typeof v === 'string').join(' ') : ''))
      .join('\n');
    expect(about).toMatch(/^Part periods .*Nov 2025 \(15–30 only\)/m);

    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await chooseThemeInHeader(page, theme);
      await expectFitsAndNoAxeViolations(page, `/AI part month landed (${theme}, 320 px)`, axeRulesIn(theme));
      await page.screenshot({
        path: `${SHOTS}/honest-periods-ai-part-month-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
});

type ExcelWindow = Window & { __fakeExcel: FakeExcelControl };

test.describe('in Excel (fake host)', () => {
  test.use({
    viewport: { width: 320, height: 900 },
    // eslint-disable-next-line no-empty-pattern
    officeHost: async ({}, use) => {
      const instance = (await demoInstances()).find((candidate) => candidate.name === INSTANCE);
      const design = {
        id: 1,
        name: 'Revenue by month',
        table: 'sales_orders',
        columns: [
          { id: 1, kind: 'source', name: 'Month', ref: 'order_date', grain: 'month' },
          { id: 2, kind: 'source', name: 'Revenue', ref: 'measure:revenue' },
        ],
        filters: [
          { id: 1, column: 'order_date', op: 'inPeriod', values: ['lastNDays', daysSince(FIRST_DAY)] },
        ],
        limit: 1_000,
        landing: { sheet: '', tableName: 'Revenue_by_month' },
        lastRefresh: null,
        nextId: 3,
      };
      await use({
        host: 'Excel',
        platform: 'OfficeOnline',
        diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
        requirementSets: { ExcelApi: '1.18' },
        settings: {
          'wharf.instanceId': instance?.id ?? 0,
          'wharf.tableDesigns': { version: 1, designs: [design] },
        },
        excel: {},
      });
    },
  });

  test('the landed table’s month header carries the part month in its note', async ({ page }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/table');
    const item = page
      .getByRole('list', { name: 'Table designs' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Revenue by month', exact: true }) });
    await item.getByRole('button', { name: 'Refresh Revenue by month' }).click();
    await expect(item).toContainText(/rows? landed at Sheet1!A1:B\d+/);
    const notes = await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.notes('Sheet1'));
    const monthNote = notes.find((note) => note.address === 'A1');
    expect(monthNote?.content).toContain(PART_MONTH);
    // The cell keeps its date; its number format carries the mark, so it reads as the preview's cell.
    const shown = await page.evaluate(() => {
      const excel = (window as unknown as ExcelWindow).__fakeExcel;
      const [table] = excel.tables();
      const rows = Number(/\d+$/.exec(table?.address ?? '')?.[0] ?? '1');
      return {
        values: excel.cells('Sheet1', `A2:A${rows}`),
        formats: excel.numberFormats('Sheet1', `A2:A${rows}`),
      };
    });
    const texts = shown.values.map((row, index) =>
      formatCell(row[0] ?? null, shown.formats[index]?.[0] ?? 'General'),
    );
    expect(texts[0]).toBe(PART_MONTH);
    expect(texts.slice(1).filter((text) => text.includes('only)'))).toEqual([]);
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await chooseThemeInHeader(page, theme);
      await expectFitsAndNoAxeViolations(
        page,
        `Excel part month landed (${theme}, 320 px)`,
        axeRulesIn(theme),
      );
      await page.screenshot({
        path: `${SHOTS}/honest-periods-excel-part-month-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
});
