/**
 * What a first user meets in the designer, imports and the error pages, walked once on the
 * local stack at 320 px — quick add, a formula naming a missing column, a calculated column computed in the grid,
 * sort, save under the OVERVIEW name, the unsaved-edits prompt, /ETL/start, /importStatus and the 404 page in the
 * app's frame. Screenshots in both themes go to tests/e2e/artifacts/firstUser/, checked with axe.
 */
import type { Page } from '@playwright/test';
import { chooseThemeInHeader, expect, startSignedIn, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';

const ARTIFACTS = 'tests/e2e/artifacts/firstUser';

/** Each theme in turn (the header's menu), a screenshot and axe in each. */
async function inBothThemes(page: Page, name: string) {
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    await chooseThemeInHeader(page, theme);
    await expectNoAxeViolations(page, `${name} (${theme})`, axeRulesIn(theme));
    await page.screenshot({
      path: `${ARTIFACTS}/${name}-${theme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  await chooseThemeInHeader(page, 'builder-light');
}

test.use({ viewport: { width: 320, height: 900 } });

test('a first table, imports and a lost link, as a new user meets them', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `E2E first user ${Date.now()}`;
  await startSignedIn(page, { instance: 'Harbour Traders' });
  await page.goto('/table/new');
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();

  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  await page.getByRole('button', { name: 'Pick several columns' }).click();
  const choices = page.getByRole('group', { name: 'Columns to add' });
  await choices.getByRole('checkbox', { name: 'Order Number', exact: true }).check();
  await choices.getByRole('checkbox', { name: 'Total', exact: true }).check();
  await page.getByRole('button', { name: 'Add 2 columns' }).click();

  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  await page.getByRole('radio', { name: 'Calculated, with an Excel formula' }).check();
  await page.getByRole('textbox', { name: /Column header/ }).fill('Double');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Excel formula/ }).fill('=[@[Nope]]*2');
  await expect(page.getByText('The design has no column “Nope”.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add column', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: /Excel formula/ }).fill('=[@Total]*2');
  await page.getByRole('button', { name: 'Add column', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(3);
  await inBothThemes(page, 'designer-columns');

  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('combobox', { name: 'Sort by column' }).selectOption({ label: 'Total' });
  await page.getByRole('combobox', { name: 'Direction' }).selectOption('desc');
  await page.getByRole('button', { name: 'Add sort key' }).click();
  await expect(page.getByText('Sort by Total, descending')).toBeVisible();
  await inBothThemes(page, 'designer-sort');

  // Leaving with unsaved edits asks first; staying keeps them.
  await page.getByRole('button', { name: 'Back to the tables' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible();

  await page.getByRole('tab', { name: 'UPDATE' }).click();
  await page.getByRole('button', { name: 'Show in browser' }).click();
  const grid = page.getByRole('grid', { name: /Result: E2E_first_user_/ });
  await expect(grid.getByRole('columnheader')).toHaveText(['Order Number', 'Total', 'Double']);
  // Sorted by Total, highest first; Double is computed from it.
  const firstRow = grid.getByRole('row').nth(1).getByRole('gridcell');
  const total = Number((await firstRow.nth(1).innerText()).replace(/,/g, ''));
  expect(Number((await firstRow.nth(2).innerText()).replace(/,/g, ''))).toBeCloseTo(total * 2, 2);
  await inBothThemes(page, 'designer-grid');

  // Saved under the OVERVIEW name, no second ask; leaving then asks nothing.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/table\/\d+\?tab=UPDATE$|\/table\/\d+$/);
  await page.getByRole('button', { name: 'Back to the tables' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your tables' })).toBeVisible();

  await page.goto('/ETL/start');
  await expect(page.getByRole('combobox', { name: /Connection/ })).toBeVisible();
  await inBothThemes(page, 'etl-start');

  await page.goto('/importStatus');
  await expect(page.getByRole('list', { name: /per entity/ })).toBeVisible();
  await expect(page.getByText('Waiting for the first entity to start…')).toHaveCount(0);
  await inBothThemes(page, 'import-status');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wharf home' })).toBeVisible();
  await inBothThemes(page, 'not-found');
});
