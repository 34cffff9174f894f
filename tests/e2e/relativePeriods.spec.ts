/**
 * A relative period through the designer at 320 px, by keyboard: on a date column the filter step offers periods
 * counted from today first (then "Between dates"), the filter reads in plain words, the preview lands
 * only rows of that period, and the saved design stores the words, not the dates (so a refresh moves with the
 * calendar). Screenshot: tests/e2e/artifacts/tables/designer-relative-period.png.
 */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { daysSince, libraryItems } from './designer';

const INSTANCE = 'Harbour Traders';
/**
 * The browser tests read the demo world as written (newest order 30 November 2025) on any day, so the period is
 * the N whole days before today that start on FIRST_DAY: N counted here from today (UTC, the demo instance's zone).
 */
const FIRST_DAY = '2025-11-15';
const days = daysSince(FIRST_DAY);

async function addSourceColumn(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label });
  await page.getByRole('button', { name: 'Add column' }).click();
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('filters a design on the last N days with the keyboard, stored as the words', async ({ page }) => {
    test.setTimeout(180_000);
    const name = `E2E last N days ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/table/new');
    await page.getByRole('textbox', { name: 'Design name' }).fill(name);
    await page.getByRole('radio', { name: /^Sales Orders/ }).check();
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await addSourceColumn(page, 'Order Number');
    await addSourceColumn(page, 'Order Date');

    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Order Date' });
    await page.getByRole('button', { name: 'Next' }).press('Enter');

    // Relative periods first, "Last month" chosen; arrow keys walk down to "Last N days".
    const period = page.getByRole('combobox', { name: /Period of Order Date/ });
    await expect(period).toHaveValue('lastMonth');
    await expect(period.locator('option').first()).toHaveText('Today');
    await period.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowDown');
    await expect(period).toHaveValue('lastNDays');
    await page.keyboard.press('Tab');
    const count = page.getByRole('spinbutton', { name: /Number of days/ });
    await expect(count).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(days));
    await expect(count).toHaveValue(String(days));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectNoAxeViolations(page, 'designer period step (320 px)');
    await page.screenshot({
      path: 'tests/e2e/artifacts/tables/designer-relative-period.png',
      fullPage: true,
      animations: 'disabled',
    });

    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(page.getByText(`Filter: Order Date is in the last ${days} days`)).toBeVisible();
    await page.getByRole('button', { name: 'Add filter' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Filters' })).toContainText(
      `Order Date is in the last ${days} days`,
    );

    // Beside the preview, the days the period meant in this answer, in the browser's words (never YYYY-MM-DD).
    const meant = page.getByRole('note').filter({ hasText: `The last ${days} days:` });
    await expect(meant).toBeVisible();
    expect(await meant.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Only orders from FIRST_DAY on: the first of them in the warehouse's order is from that day or later.
    const firstRow = page.getByRole('table', { name: 'Preview' }).getByRole('row').nth(1);
    const firstDate = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
    expect(firstDate >= FIRST_DAY, firstDate).toBe(true);
    await expectNoAxeViolations(page, 'designer with a relative period (320 px)');

    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const items = await libraryItems(INSTANCE);
    expect(items.find((item) => item.id === id)?.definition).toMatchObject({
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastNDays', days] }],
    });
  });
});
