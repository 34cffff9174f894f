/**
 * A filter on totals through the designer at 320 px: a design of Sales Orders by branch with the sum of Total keeps
 * only the branches whose sum passes, by keyboard, reads in plain words beside the row filters, previews only those
 * branches, and is stored in the saved design as `having`. Screenshot:
 * tests/e2e/artifacts/tables/designer-filter-on-totals.png.
 */
import { callApiAsDemo, expect, startSignedIn, test } from './fixtures';
import { expectNoAxeViolations } from './accessibility';
import { addColumn, libraryItems } from './designer';

const INSTANCE = 'Harbour Traders';

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('keeps the branches whose total passes, by keyboard, stored as a filter on totals', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The branches' sums as the warehouse answers them now: the threshold sits between the smallest and the rest.
    const sums = await callApiAsDemo<{ rows: [string, number][] }>('/api/clientQuery', INSTANCE, {
      query: { table: 'sales_orders', columns: ['branch', 'total'], aggregate: { total: 'sum' } },
    });
    const totals = sums.rows.map(([, sum]) => sum).sort((a, b) => a - b);
    expect(totals.length).toBeGreaterThan(1);
    const threshold = Math.floor(((totals[0] ?? 0) + (totals[1] ?? 0)) / 2);
    const kept = sums.rows.filter(([, sum]) => sum > threshold).map(([branch]) => branch);

    const name = `E2E totals ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/table/new');
    await page.getByRole('textbox', { name: 'Design name' }).fill(name);
    await page.getByRole('radio', { name: /^Sales Orders/ }).check();
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await addColumn(page, 'Branch');
    await addColumn(page, 'Total', 'Sum');

    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await expect(page.getByRole('heading', { name: 'Filters on totals' })).toBeVisible();
    const total = page.getByRole('combobox', { name: 'Total', exact: true });
    await total.focus();
    await page.keyboard.press('ArrowDown');
    await expect(total).toHaveValue('total');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Keep groups where the total is' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Keep groups where the total is' })).toHaveValue('gt');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('spinbutton', { name: 'Value' })).toBeFocused();
    await page.keyboard.type(String(threshold));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add filter on totals' })).toBeFocused();
    await page.keyboard.press('Enter');

    const words = page.getByRole('list', { name: 'Filters on totals' });
    await expect(words).toContainText(/Branch with Sum of Total more than/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectNoAxeViolations(page, 'designer filter on totals (320 px)');
    await page.screenshot({
      path: 'tests/e2e/artifacts/tables/designer-filter-on-totals.png',
      fullPage: true,
      animations: 'disabled',
    });

    // The preview holds only the branches whose sum passes.
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('row')).toHaveCount(kept.length + 1);
    for (const branch of kept) await expect(preview).toContainText(branch);

    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const items = await libraryItems(INSTANCE);
    expect(items.find((item) => item.id === id)?.definition).toMatchObject({
      having: [{ column: 'total', op: 'gt', values: [threshold] }],
    });
  });
});
