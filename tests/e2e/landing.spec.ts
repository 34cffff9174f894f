/**
 * Landing a result through the host writer, from the runtime test screen's "Land a sample table" self-check:
 * in Excel against the fake Excel (payload limit enforced, cell-edit mode raised), and in the browser's grid.
 * The 30 s edit-mode timeout is covered by the unit tests (src/host/excelTableWriter.fakeHost.test.ts).
 */
import type { Page } from '@playwright/test';
import type { FakeExcelControl, FakeExcelRequest } from '../fixtures/fakeOffice';
import { expect, startWithTheme, test } from './fixtures';

const LIMIT = 1024 * 1024;

async function landSample(page: Page, rows = 20000): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Sample rows' }).fill(String(rows));
  await page.getByRole('button', { name: 'Land a sample table' }).click();
}

const landedFact = (page: Page) =>
  page.locator('dt', { hasText: 'Sample landed' }).locator('xpath=following-sibling::dd[1]');

/** The fake Excel's control, read inside the page. */
type ExcelWindow = Window & { __fakeExcel: FakeExcelControl };

test.describe('in Excel (fake host, 1 MB request limit)', () => {
  test.use({
    officeHost: {
      host: 'Excel',
      platform: 'OfficeOnline',
      diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
      requirementSets: { ExcelApi: '1.13' },
      excel: {
        payloadLimitBytes: LIMIT,
        cells: [{ sheet: 'Sheet1', address: 'N1:N2', values: [['my notes'], [42]] }],
      },
    },
  });

  test('20,000 rows land in requests under the limit, through cell-edit mode, and the other cells stay', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/runttime-test');
    await expect.poll(() => page.locator('dt:has-text("Host mode") + dd').textContent()).toBe('excel');
    await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.enterCellEditMode(2500));
    await landSample(page);
    // After 1 s in cell-edit mode the pending-edit flag shows.
    await expect(page.getByRole('status').filter({ hasText: 'cell-edit mode' })).toBeVisible();
    await expect(landedFact(page)).toHaveText('20000 rows at Sheet1!A1:L20001', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'cell-edit mode' })).toHaveCount(0);

    const requests: FakeExcelRequest[] = await page.evaluate(
      () => (window as unknown as ExcelWindow).__fakeExcel.requests,
    );
    const outcomes = requests.map((request) => request.outcome);
    expect(outcomes).toContain('InvalidOperationInCellEditMode');
    expect(outcomes).toContain('RequestPayloadSizeLimitExceeded');
    const accepted = requests.filter((request) => request.outcome === 'ok');
    const writes = accepted.filter((request) => request.actions.includes('setValues'));
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...accepted.map((request) => request.bytes))).toBeLessThanOrEqual(LIMIT);
    expect(writes.every((request) => request.calculationSuspended)).toBe(true);

    const landed = await page.evaluate(() => {
      const control = (window as unknown as ExcelWindow).__fakeExcel;
      return {
        tables: control.tables(),
        header: control.cells('Sheet1', 'A1:L1'),
        last: control.cells('Sheet1', 'A20001:C20001'),
        formats: control.numberFormats('Sheet1', 'F2:I2'),
        mine: control.cells('Sheet1', 'N1:N2'),
      };
    });
    expect(landed.tables).toEqual([{ name: 'WharfSample', sheet: 'Sheet1', address: 'A1:L20001' }]);
    expect(landed.header[0]?.slice(0, 3)).toEqual(['Order', 'Date', 'Customer']);
    expect(landed.last).toEqual([[20000, '2025-08-08', 'Customer 60']]);
    expect(landed.formats).toEqual([['#,##0', '#,##0.00', '#,##0.00', '0.0%']]);
    expect(landed.mine).toEqual([['my notes'], [42]]);
  });
});

for (const theme of ['builder-light', 'builder-dark'] as const) {
  test(`in the browser the sample lands in a grid that scrolls to row 20,000 (${theme}, 320 px)`, async ({
    page,
  }) => {
    await startWithTheme(page, theme);
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/runttime-test');
    await expect
      .poll(() => page.locator('dt:has-text("Host detection") + dd').textContent())
      .toBe('finished');
    await landSample(page);
    const grid = page.getByRole('grid', { name: 'WharfSample' });
    await expect(grid).toHaveAttribute('aria-rowcount', '20001');
    await expect(grid.getByRole('gridcell', { name: 'Customer 1', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as .xlsx' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
    await grid.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/e2e/artifacts/screens/landing-grid-${theme}.png`, fullPage: true });

    await grid.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    const lastRow = grid.locator('[role="row"][aria-rowindex="20001"]');
    await expect(lastRow).toBeVisible();
    await expect(lastRow.getByRole('gridcell').first()).toHaveText('20000');
    await grid.screenshot({ path: `tests/e2e/artifacts/screens/landing-grid-end-${theme}.png` });
  });
}
