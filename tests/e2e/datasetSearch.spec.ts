/**
 * The full-pane dataset search (/dataSetSearch/{mode}/{tableId}/{indexId}) as a new user meets it from the designer:
 * columns found there come back into the design, members found there become one filter. Neither may break the
 * designer: the columns hand-back must not loop ("Maximum update depth exceeded") nor lose the unsaved design, and
 * the members hand-back adds its filter once (appended again and again, clientQuery answers 400).
 */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const INSTANCE = 'Harbour Traders';

/** Every uncaught page error and every clientQuery the API refused, for the test to assert there were none. */
function watchForFailures(page: Page): { pageErrors: string[]; refusedQueries: number[] } {
  const failures = { pageErrors: [] as string[], refusedQueries: [] as number[] };
  page.on('pageerror', (error) => failures.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Maximum update depth'))
      failures.pageErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/clientQuery') && response.status() >= 400)
      failures.refusedQueries.push(response.status());
  });
  return failures;
}

/** A new design named "name" over Sales Orders with one column, Order Number; the COLUMNS tab open. */
async function startDesign(page: Page, name: string) {
  await page.goto('/table/new');
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label: 'Order Number' });
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(1);
}

async function saveDesign(page: Page): Promise<string> {
  // Saved under the name typed on OVERVIEW, without asking for it again.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** From the designer's toolbar to the column search, choose Total and Branch, and add them to the design. */
async function addColumnsThroughSearch(page: Page) {
  await page.getByRole('button', { name: 'Search the columns of the source table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search values' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Search the columns of Sales Orders/ }).fill('t');
  await page.getByRole('checkbox', { name: 'Total', exact: true }).check();
  await page.getByRole('searchbox', { name: /Search the columns of Sales Orders/ }).fill('');
  await page.getByRole('checkbox', { name: 'Branch', exact: true }).check();
  await page.getByRole('button', { name: 'Add 2 columns to the design' }).click();
}

async function expectDesignWithSearchedColumns(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'COLUMNS' })).toHaveAttribute('aria-selected', 'true');
  const columns = page.getByRole('list', { name: 'Columns' }).getByRole('listitem');
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(0)).toContainText('Order Number');
  await expect(columns.nth(1)).toContainText('Total');
  await expect(columns.nth(2)).toContainText('Branch');
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('columnheader')).toHaveText(['Order Number', 'Total', 'Branch']);
  await page.getByRole('tab', { name: 'OVERVIEW' }).click();
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveValue(name);
}

test.describe('the dataset search hands its choice back to the designer', () => {
  test('columns found by search join an unsaved design, which survives the trip', async ({ page }) => {
    test.setTimeout(90_000);
    const failures = watchForFailures(page);
    const name = `E2E searched columns ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await startDesign(page, name);
    await addColumnsThroughSearch(page);
    await expect(page).toHaveURL(/\/table\/new\?tab=COLUMNS$/);
    await expectDesignWithSearchedColumns(page, name);
    // Undo takes back the whole hand-back in one step: it was one edit, applied once.
    await page.getByRole('button', { name: 'Undo the last design change' }).click();
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(1);
    expect(failures.pageErrors).toEqual([]);
  });

  test('columns found by search join a saved design', async ({ page }) => {
    test.setTimeout(90_000);
    const failures = watchForFailures(page);
    const name = `E2E searched columns saved ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await startDesign(page, name);
    const id = await saveDesign(page);
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await addColumnsThroughSearch(page);
    await expect(page).toHaveURL(new RegExp(`/table/${id}\\?tab=COLUMNS$`));
    await expectDesignWithSearchedColumns(page, name);
    expect(failures.pageErrors).toEqual([]);
  });

  test('members found by search become exactly one filter, and the preview loads', async ({ page }) => {
    test.setTimeout(90_000);
    const failures = watchForFailures(page);
    await startSignedIn(page, { instance: INSTANCE });
    await startDesign(page, `E2E searched members ${Date.now()}`);
    await page.getByRole('tab', { name: 'FILTERS' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Branch' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Search all members of Branch' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Search values' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: /Search the members of/ })
      .pressSequentially('auck', { delay: 60 });
    await page.getByRole('checkbox', { name: 'Auckland' }).check();
    await expect(page.getByRole('checkbox', { name: 'Wellington' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filter the design on these members' }).click();

    await expect(page).toHaveURL(/\/table\/new\?tab=FILTERS$/);
    const filters = page.getByRole('list', { name: 'Filters' }).getByRole('listitem');
    await expect(filters).toHaveCount(1);
    await expect(filters.first()).toContainText('Branch is one of Auckland');
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('columnheader')).toHaveText(['Order Number']);
    await expect(preview.getByRole('row')).toHaveCount(21);
    // Still one once the screen has settled (a loop would have kept appending it).
    await expect(page.getByText('Loading the preview')).toHaveCount(0);
    await expect(filters).toHaveCount(1);
    expect(failures.refusedQueries).toEqual([]);
    expect(failures.pageErrors).toEqual([]);
  });
});
