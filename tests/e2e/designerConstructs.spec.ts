/**
 * The designer's paths for shares of total, comparisons, top N per group, any-of lists and calculated measures, at
 * 320 px and by keyboard: each section is axe clean, the preview shows what the construct computes (shares that sum
 * to 100 %, one row per branch, only rows matching one of the conditions…), and the saved library item holds the
 * construct. Screenshots of each section in both themes: tests/e2e/artifacts/screens/designer-<section>-<theme>.png.
 */
import type { Locator, Page } from '@playwright/test';
import { callApiAsDemo, expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations, expectFitsAndNoAxeViolations } from './accessibility';
import { addColumn, libraryItems } from './designer';

const INSTANCE = 'Harbour Traders';

/** A new design of Sales Orders with these columns (label, or label and its function), on COLUMNS. */
async function newDesign(page: Page, name: string, columns: ReadonlyArray<string | [string, string]>) {
  await startSignedIn(page, { instance: INSTANCE });
  await page.goto('/table/new');
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  for (const column of columns) {
    if (typeof column === 'string') await addColumn(page, column);
    else await addColumn(page, column[0], column[1]);
  }
}

/** A designer section: a region named by its heading. */
const section = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: heading, exact: true });

const preview = (page: Page) => page.getByRole('table', { name: 'Preview' });

/** Saves the design; the library item's definition. */
async function save(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const items = await libraryItems(INSTANCE);
  const definition = items.find((item) => item.id === id)?.definition;
  expect(definition).toBeDefined();
  return definition ?? {};
}

/**
 * The saved design's section in both themes, reloaded as a person would see it: in the light theme, then switched to
 * the dark one in place.
 */
async function screenshots(page: Page, tab: string, heading: string, file: string) {
  await startWithTheme(page, 'builder-light');
  await page.reload();
  await page.getByRole('tab', { name: tab }).click();
  const shown = section(page, heading);
  await expect(shown).toBeVisible();
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
    await expectNoAxeViolations(page, `designer ${heading} (${theme}, 320 px)`, axeRulesIn(theme));
    await shown.screenshot({
      path: `tests/e2e/artifacts/screens/designer-${file}-${theme}.png`,
      animations: 'disabled',
    });
  }
}

/** A cell's number as the preview shows it: "12.5%" → 12.5, "1,234.50" → 1234.5. */
const numberIn = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('a share of total: shares that sum to 100 %, stored as a share column', async ({ page }) => {
    test.setTimeout(240_000);
    await newDesign(page, `E2E share ${Date.now()}`, ['Branch', 'Revenue']);
    const share = section(page, 'Share of total');
    const total = share.getByRole('combobox', { name: 'Share of' });
    await total.focus();
    await page.keyboard.press('ArrowDown');
    await expect(total).toHaveValue('measure:revenue');
    await expect(share).toContainText('Adds the column “Share of Revenue”.');
    await share.getByRole('button', { name: 'Add share of total' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Columns' })).toContainText('Share of Revenue');
    await expectFitsAndNoAxeViolations(page, 'designer share of total (320 px)');

    const table = preview(page);
    await expect(table.getByRole('columnheader', { name: 'Share of Revenue' })).toBeVisible();
    const rows = table.getByRole('row');
    await expect.poll(async () => rows.count()).toBeGreaterThan(2);
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));
    const percents = cells.map((text) => (text.includes('%') ? numberIn(text) : numberIn(text) * 100));
    const sum = percents.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.1 * percents.length);

    const definition = await save(page);
    expect(definition).toMatchObject({
      columns: ['branch', 'measure:revenue', 'share:measure:revenue'],
      formats: { 'share:measure:revenue': '0.0%' },
    });
    await screenshots(page, 'COLUMNS', 'Share of total', 'share');
  });

  test('top N per group: one order per branch, stored as top N per group', async ({ page }) => {
    test.setTimeout(240_000);
    await newDesign(page, `E2E top ${Date.now()}`, ['Branch', 'Order Number', 'Revenue']);
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    const top = section(page, 'Top N within each group');
    const count = top.getByRole('spinbutton', { name: 'How many rows in each group' });
    await count.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    const by = top.getByRole('combobox', { name: 'Ranked by' });
    await expect(by).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(by).toHaveValue('measure:revenue');
    await page.keyboard.press('Tab');
    await expect(top.getByRole('combobox', { name: 'Order' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(top.getByRole('checkbox', { name: 'Branch' })).toBeFocused();
    await page.keyboard.press('Space');
    await top.getByRole('button', { name: 'Keep top N' }).focus();
    await page.keyboard.press('Enter');
    await expect(top.getByRole('list', { name: 'Top N within each group' })).toContainText(
      'Top 1 Order Number in each Branch by Revenue',
    );
    await expectFitsAndNoAxeViolations(page, 'designer top N per group (320 px)');

    const expected = await callApiAsDemo<{ totalRows: number }>('/api/clientQuery', INSTANCE, {
      query: {
        table: 'sales_orders',
        columns: ['branch', 'order_number', 'measure:revenue'],
        topPerGroup: { n: 1, by: 'measure:revenue', within: ['branch'] },
      },
    });
    expect(expected.totalRows).toBeGreaterThan(1);
    await expect(preview(page).locator('tbody tr')).toHaveCount(Math.min(expected.totalRows, 20));

    const definition = await save(page);
    expect(definition).toMatchObject({
      topPerGroup: { n: 1, by: 'measure:revenue', within: ['branch'] },
    });
    await screenshots(page, 'FILTERS', 'Top N within each group', 'top-per-group');
  });

  test('any-of: rows matching one of two conditions, stored as an any-of list', async ({ page }) => {
    test.setTimeout(240_000);
    await newDesign(page, `E2E any of ${Date.now()}`, ['Order Number', 'Total']);
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    const anyOf = section(page, 'Any one of these');
    for (const [value, op] of [
      ['5000', 'gt'],
      ['50', 'lt'],
    ] as const) {
      await anyOf.getByRole('button', { name: 'Add condition' }).press('Enter');
      await anyOf.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Total' });
      await anyOf.getByRole('button', { name: 'Next' }).press('Enter');
      await anyOf.getByRole('textbox', { name: 'Values of Total' }).fill(value);
      await anyOf.getByRole('button', { name: 'Next' }).press('Enter');
      await anyOf.getByRole('combobox', { name: 'Operator' }).selectOption(op);
      await anyOf.getByRole('button', { name: 'Add this condition' }).press('Enter');
    }
    await expect(anyOf.getByRole('list', { name: 'Conditions of the new list' })).toContainText('or Total');
    await anyOf.getByRole('button', { name: 'Keep rows matching any one' }).press('Enter');
    await expect(anyOf.getByRole('list', { name: 'Any-of lists' })).toContainText(
      /Any of: Total .*5,000, Total .*50/,
    );
    await expectFitsAndNoAxeViolations(page, 'designer any-of (320 px)');

    const totals = await preview(page)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(totals.length).toBeGreaterThan(0);
    for (const text of totals) {
      const value = numberIn(text);
      expect(value > 5000 || value < 50, text).toBe(true);
    }

    const definition = await save(page);
    expect(definition).toMatchObject({
      anyOf: [
        [
          { column: 'total', op: 'gt', values: [5000] },
          { column: 'total', op: 'lt', values: [50] },
        ],
      ],
    });
    await screenshots(page, 'FILTERS', 'Any one of these', 'any-of');
  });

  test('a comparison with a year earlier, beside last year, stored as a comparison', async ({ page }) => {
    test.setTimeout(240_000);
    await newDesign(page, `E2E compare ${Date.now()}`, ['Branch', 'Revenue']);
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.getByRole('button', { name: 'Add filter', exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Order Date' });
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await page.getByRole('combobox', { name: /Period of Order Date/ }).selectOption('lastYear');
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    await page.getByRole('button', { name: 'Add filter', exact: true }).press('Enter');
    await page.getByRole('tab', { name: 'COLUMNS' }).click();

    const compare = section(page, 'Compare with an earlier period');
    await expect(compare.getByRole('combobox', { name: 'Period' })).toContainText('Order Date: last year');
    const total = compare.getByRole('combobox', { name: 'Total to compare' });
    await total.focus();
    await page.keyboard.press('ArrowDown');
    await expect(total).toHaveValue('measure:revenue');
    await page.keyboard.press('Tab');
    await expect(compare.getByRole('radio', { name: /^The previous period/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(compare.getByRole('radio', { name: 'The same period a year earlier' })).toBeChecked();
    await compare.getByRole('button', { name: 'Add comparison' }).focus();
    await page.keyboard.press('Enter');
    const columns = page.getByRole('list', { name: 'Columns' });
    await expect(columns).toContainText('Revenue, the same period a year earlier');
    await expect(columns).toContainText('Revenue change %');
    await expectFitsAndNoAxeViolations(page, 'designer comparison (320 px)');

    const table = preview(page);
    for (const header of ['Revenue, the same period a year earlier', 'Revenue change', 'Revenue change %'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    // The change is the total less the total a year earlier, row by row.
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const [, now = '', before = '', change = ''] of rows) {
      if (now === '' || before === '' || change === '') continue;
      expect(Math.abs(numberIn(now) - numberIn(before) - numberIn(change))).toBeLessThan(0.02);
    }

    const definition = await save(page);
    expect(definition).toMatchObject({
      columns: [
        'branch',
        'measure:revenue',
        'previous:measure:revenue',
        'change:measure:revenue',
        'changePct:measure:revenue',
      ],
      compare: { column: 'order_date', against: 'yearEarlier' },
    });
    await screenshots(page, 'COLUMNS', 'Compare with an earlier period', 'comparison');
  });

  test('a calculated measure: the server’s refusal beside the formula, then the measure, stored', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await newDesign(page, `E2E calculated ${Date.now()}`, ['Branch', 'Revenue', 'Orders']);
    const calc = section(page, 'Calculated measure');
    await calc.getByRole('textbox', { name: 'Measure name' }).focus();
    await page.keyboard.type('Revenue per order');
    await page.keyboard.press('Tab');
    const formula = calc.getByRole('textbox', { name: 'Formula' });
    await expect(formula).toBeFocused();
    await page.keyboard.type('[Revenu] ÷ [Orders]');
    await page.keyboard.press('Tab');
    await expect(calc.getByRole('button', { name: 'Add calculated measure' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(formula).toHaveAttribute('aria-invalid', 'true');
    // The server's refusal, without the field's path in the query.
    await expect(calc).toContainText('"[Revenu]" names no measure');
    await expect(calc).not.toContainText('query.calculated');
    await expect(formula).toHaveValue('[Revenu] ÷ [Orders]');
    await expectFitsAndNoAxeViolations(page, 'designer calculated measure refused (320 px)');
    await calc.screenshot({ path: 'tests/e2e/artifacts/screens/designer-calculated-refused.png' });

    await formula.fill('[Revenue] ÷ [Orders]');
    await calc.getByRole('button', { name: 'Add calculated measure' }).press('Enter');
    await expect(formula).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Columns' })).toContainText('Revenue per order');
    const table = preview(page);
    await expect(table.getByRole('columnheader', { name: 'Revenue per order' })).toBeVisible();
    // The new column's header shows at once; its values come with the preview's next answer.
    await expect(table.locator('tbody tr').first().locator('td').nth(3)).not.toHaveText('');
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const [, revenue = '', orders = '', perOrder = ''] of rows) {
      if (numberIn(orders) === 0) continue;
      expect(Math.abs(numberIn(revenue) / numberIn(orders) - numberIn(perOrder))).toBeLessThan(0.01);
    }

    const definition = await save(page);
    expect(definition).toMatchObject({
      columns: ['branch', 'measure:revenue', 'measure:orders', 'calc:revenue_per_order'],
      calculated: { revenue_per_order: { name: 'Revenue per order', formula: '[Revenue] ÷ [Orders]' } },
    });
    await page.getByRole('tab', { name: 'OVERVIEW' }).click();
    await expect(section(page, 'Also computed and kept')).toContainText(
      'Revenue per order = Revenue ÷ Orders',
    );
    await screenshots(page, 'COLUMNS', 'Calculated measure', 'calculated');
  });
});
