import type { Locator, Page } from '@playwright/test';
import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { expect, test } from './fixtures';
import { IDP_URL } from './stack';

/**
 * What a company lands is what it can ask for, in the browser: a brand-new company signs up, connects Cin7 Omni (the
 * run's stand-in, an account in daily use) and imports. Before the import the designer and the AI view say what to
 * do first; after it the designer offers every business table, every Cin7 Omni template previews rows, the AI view's
 * "top 10 customers by revenue" leads with the template's own first customer, and "sales orders in the last 30
 * days" answers rows.
 */
const BUSINESS_TABLES = ['Customers', 'Products', 'Sales Orders', 'Sales Order Lines', 'Stock on Hand'];
const TEMPLATES = [
  'Sales by branch and month',
  'Stock on hand by branch',
  'Top customers by revenue',
  'Open sales orders',
  'Sales by product category',
];
const NO_DATA_YET = /^Your warehouse holds no data yet/;

async function signUpWithConnection(page: Page, company: string): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await page.getByLabel('Name').fill('Fern Founder');
  await page.getByLabel('Email').fill(`fern-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`);
  await page.getByLabel('Password').fill('fern-e2e-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  const name = page.getByRole('textbox', { name: /Company name/ });
  await expect(name).toBeVisible({ timeout: 30_000 });
  await name.fill(company);
  await expect(page.getByText(/^Available\./)).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }).check();
  await page.getByRole('button', { name: 'Create the instance' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your company is set up' })).toBeVisible();
  await page.getByRole('textbox', { name: /Connection name/ }).fill('Fernhill Omni');
  await page.getByRole('textbox', { name: /API username/ }).fill(NEW_COMPANY_CIN7_USERNAME);
  await page.getByLabel(/API connection key/).fill(DEMO_CIN7_API_KEY);
  await page.getByRole('button', { name: 'Save the connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible({
    timeout: 20_000,
  });
}

async function importEverything(page: Page): Promise<void> {
  await page.goto('/ETL/start');
  await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();
  await expect(page.getByLabel('Connection')).toContainText('Fernhill Omni');
  await page.getByRole('button', { name: 'Start the import' }).click();
  await expect(page).toHaveURL(/\/importStatus\?job=\d+/);
  await expect(page.locator('[role="status"] [data-status]').first()).toHaveAttribute(
    'data-status',
    /success|info/,
    // Fourteen Cin7 Omni entities of a company the size of the demo's, on a machine running the browser tests.
    { timeout: 300_000 },
  );
}

/** The text of one column of an answered table, row by row (headers read as the designer names them). */
async function columnOf(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const at = headers.indexOf(header);
  expect(at, `the answer has a "${header}" column (it has ${headers.join(', ')})`).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row');
  const values: string[] = [];
  for (let row = 1; row < (await rows.count()); row += 1) {
    values.push((await rows.nth(row).getByRole('cell').nth(at).textContent())?.trim() ?? '');
  }
  return values;
}

async function ask(page: Page, question: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('table', { name: 'Preview (first 20 rows)' });
  await expect(preview.getByRole('row').nth(1)).toBeVisible();
  return preview;
}

test('a brand-new company imports from Cin7 Omni and every table, template and question answers rows', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signUpWithConnection(page, `E2E Fernhill ${Date.now()}`);

  // Before the first import nothing empty is offered: the designer and the AI view say what to do first.
  await page.goto('/table/new');
  await expect(page.getByRole('status').filter({ hasText: NO_DATA_YET })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Sales Orders/ })).toHaveCount(0);
  await page.goto('/AI');
  await expect(page.getByRole('status').filter({ hasText: NO_DATA_YET })).toBeVisible();

  await importEverything(page);

  await page.goto('/table/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible();
  for (const table of BUSINESS_TABLES) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${table}`) }).first()).toBeVisible();
  }
  await expect(page.getByText('Source tables: Cin7 Omni')).toBeVisible();

  let topCustomerRevenue = '';
  for (const title of TEMPLATES) {
    await page.goto('/library');
    await page.getByRole('link', { name: title }).click();
    const grid = page.getByRole('grid', { name: `Preview of ${title}` });
    await expect(grid).toBeVisible({ timeout: 20_000 });
    const rowCount = Number(await grid.getAttribute('aria-rowcount'));
    expect(rowCount, `${title} previews rows`).toBeGreaterThan(1);
    if (title === 'Top customers by revenue') {
      topCustomerRevenue = (await grid.getByRole('row').nth(1).textContent()) ?? '';
    }
  }

  await page.goto('/AI');
  const top = await ask(page, 'top 10 customers by revenue');
  const revenue = await columnOf(top, 'Revenue');
  expect(revenue).toHaveLength(10);
  // The same revenue: the AI view's first customer is the template's first, with the same figure.
  expect(topCustomerRevenue).toContain(revenue[0]);

  const recent = await ask(page, 'sales orders in the last 30 days');
  expect(await recent.getByRole('row').count()).toBeGreaterThan(1);
});
