/**
 * Honest periods at 320 px, in both themes: a design of revenue by month over the last N days shows its first month
 * as a part month ("Nov 2025 (15–30 only)") in the preview, in the browser grid's cell and beside its rows; and the AI
 * view answers "revenue this year vs last year" like for like, naming the two periods apart. Screenshots:
 * tests/e2e/artifacts/screens/periods-<where>-<theme>.png.
 */
import type { Page } from '@playwright/test';
import { chooseThemeInHeader, expect, startSignedIn, test } from './fixtures';
import { axeRulesIn, expectFitsAndNoAxeViolations } from './accessibility';
import { daysSince } from './designer';

const INSTANCE = 'Harbour Traders';
/**
 * The browser tests read the demo world as written (newest order 30 November 2025) on any day: the last N days
 * counted so they start on FIRST_DAY (UTC, the demo instance's zone), whose month is then a part month, 15–30.
 */
const FIRST_DAY = '2025-11-15';
const days = daysSince(FIRST_DAY);

async function addColumn(page: Page, label: string, byMonth = false) {
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label });
  if (byMonth) await page.getByRole('combobox', { name: /Dates by/ }).selectOption({ label: 'Month' });
  await page.getByRole('button', { name: 'Add column' }).click();
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('marks a part month in the preview and beside the landed grid, in both themes', async ({ page }) => {
    test.setTimeout(240_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/table/new');
    await page.getByRole('textbox', { name: 'Design name' }).fill(`E2E part months ${Date.now()}`);
    await page.getByRole('radio', { name: /^Sales Orders/ }).check();
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await addColumn(page, 'Order Date', true);
    await addColumn(page, 'Revenue');

    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.getByRole('button', { name: 'Add filter', exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Order Date' });
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    const period = page.getByRole('combobox', { name: /Period of Order Date/ });
    await period.selectOption('lastNMonths');
    // The number box starts at a count of months, and the help says the first month is usually a part month.
    await expect(page.getByRole('spinbutton', { name: /Number of months/ })).toHaveValue('3');
    await expect(page.getByText(/the first month is usually part of a month/)).toBeVisible();
    await period.selectOption('lastNDays');
    const count = page.getByRole('spinbutton', { name: /Number of days/ });
    await expect(count).toHaveValue('30');
    await count.fill(String(days));
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await page.getByRole('button', { name: 'Add filter', exact: true }).press('Enter');

    // The preview marks November 2025 as a part month, in its cell and in words under the rows.
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('cell', { name: /^Nov 2025 \(15–30 only\)$/ })).toBeVisible();
    const note = page.getByRole('note').filter({ hasText: 'Part periods:' });
    await expect(note.first()).toHaveText('Part periods: Order Date (month): Nov 2025 (15–30 only)');
    await expectFitsAndNoAxeViolations(page, 'designer part month (320 px)');

    // Landed in the browser: the grid, and under it the same words.
    await page.getByRole('tab', { name: 'UPDATE' }).click();
    await page.getByRole('button', { name: 'Show in browser' }).click();
    await expect(page.getByText(/rows? ready below/)).toBeVisible({ timeout: 30_000 });
    const grid = page.getByRole('grid', { name: /Result: / });
    await expect(grid).toBeVisible();
    // The month's cell itself carries the mark, as in the preview (one formatter, the cell's own number format).
    await expect(grid.getByRole('gridcell', { name: 'Nov 2025 (15–30 only)', exact: true })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Part periods:' }).last()).toHaveText(
      'Part periods: Order Date (month): Nov 2025 (15–30 only)',
    );
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await chooseThemeInHeader(page, theme);
      await expectFitsAndNoAxeViolations(
        page,
        `designer part month landed (${theme}, 320 px)`,
        axeRulesIn(theme),
      );
      await page.screenshot({
        path: `tests/e2e/artifacts/screens/periods-part-month-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  });

  test('the AI view answers this year vs last year like for like, naming both periods', async ({ page }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/AI');
    const choose = page.getByRole('button', { name: /^Harbour Traders/ });
    await expect(page.getByRole('heading', { name: 'Ask AI', exact: true }).or(choose)).toBeVisible();
    if (await choose.isVisible()) await choose.click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('revenue this year vs last year');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible();
    // What it assumed: the same days of both years, never the whole of last year against part of this one.
    await expect(page.getByText(/the same days of the year before/).first()).toBeVisible();
    const meant = page.getByRole('note').filter({ hasText: 'This year to date:' });
    await expect(meant).toContainText('The same days of the year before:');
    await expect(
      page.getByRole('columnheader', { name: 'Revenue, the same days of the year before' }),
    ).toBeVisible();
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await chooseThemeInHeader(page, theme);
      await expectFitsAndNoAxeViolations(page, `/AI like for like (${theme}, 320 px)`, axeRulesIn(theme));
      await page.screenshot({
        path: `tests/e2e/artifacts/screens/periods-ai-like-for-like-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
});
