/**
 * Refreshing tables, add-in side, on the local stack with the fake Excel host: a refreshed table edited by
 * hand warns and keeps the edits when asked; out of date appears (Home, /table) after an import and goes after
 * "Refresh all out of date"; refresh on open runs when the workbook opens again, over a company of the test's own
 * (companyOfItsOwn.ts), whose imports are its own and take seconds. Then /settings/addin at 320 px in both themes,
 * with axe (screens in tests/e2e/artifacts/refresh/).
 */
import type { Page } from '@playwright/test';
import type { FakeExcelControl, FakeOfficeOptions } from '../fixtures/fakeOffice';
import { fakeOfficeScript } from '../fixtures/fakeOffice';
import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { companyOfItsOwn, startSignedInAs, type OwnCompany } from './companyOfItsOwn';
import { importProducts } from './importProducts';
import {
  demoInstances,
  expect,
  OFFICE_JS,
  startSignedIn,
  startWithTheme,
  switchThemeInPlace,
  test as base,
} from './fixtures';

/** A company of the test's own over the stand-in's account of brand-new companies, its products imported. */
const test = base.extend<{ company: OwnCompany }>({
  // eslint-disable-next-line no-empty-pattern
  company: async ({}, use) => {
    const company = await companyOfItsOwn('Refresh', NEW_COMPANY_CIN7_USERNAME);
    await importProducts(['products'], company);
    await use(company);
  },
});

const INSTANCE = 'Harbour Traders';
const ARTIFACTS = 'tests/e2e/artifacts/refresh';

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};

/** A design over the products an import lands, kept in the workbook as the designer saves it. */
const PRODUCTS_DESIGN = {
  id: 1,
  name: 'Products',
  table: 'cin7_products',
  columns: [
    { id: 1, kind: 'source', name: 'Product', ref: 'product_id' },
    { id: 2, kind: 'source', name: 'Style', ref: 'style_code' },
  ],
  filters: [],
  limit: 20,
  landing: { sheet: '', tableName: 'Products' },
  lastRefresh: null,
  nextId: 3,
};

/** Harbour Traders' id, the demo user's company. */
async function demoInstanceId(): Promise<number> {
  return (await demoInstances()).find((candidate) => candidate.name === INSTANCE)?.id ?? 0;
}

function excelHost(instanceId: number, settings: Record<string, unknown> = {}): FakeOfficeOptions {
  return {
    host: 'Excel',
    platform: 'OfficeOnline',
    diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
    requirementSets: { ExcelApi: '1.13' },
    settings: {
      'wharf.instanceId': instanceId,
      'wharf.tableDesigns': { version: 1, designs: [PRODUCTS_DESIGN] },
      ...settings,
    },
    excel: {},
  };
}

const fakeExcel = (page: Page) =>
  page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.tables());

const productsItem = (page: Page) =>
  page
    .getByRole('list', { name: 'Table designs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Products', exact: true }) });

async function nav(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('in Excel (fake host)', () => {
  test.use({
    viewport: { width: 320, height: 900 },
    officeHost: async ({ company }, use) => use(excelHost(company.instanceId)),
  });

  test('hand edits are kept when asked, out of date comes with an import and goes with a refresh, refresh on open runs', async ({
    page,
    company,
  }) => {
    test.setTimeout(300_000);
    await startSignedInAs(page, company);
    await page.goto('/table');
    const item = productsItem(page);
    await item.getByRole('button', { name: 'Refresh Products' }).click();
    await expect(item).toContainText(/rows landed at Sheet1!A1:B\d+/);
    await expect(item.getByText('Out of date')).toHaveCount(0);

    // Hand edits: a changed cell inside the table, a note in a row below it.
    await page.evaluate(() => {
      const excel = (window as unknown as ExcelWindow).__fakeExcel;
      excel.setCells('Sheet1', 'B2', [['edited by hand']]);
      excel.setCells('Sheet1', 'A40', [['my note below']]);
    });
    await item.getByRole('button', { name: 'Refresh Products' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Keep your edits?' });
    await expect(dialog).toContainText('1 cell of Products was edited by hand since it was landed.');
    await page.screenshot({ path: `${ARTIFACTS}/hand-edits-builder-light.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Keep my edits (land beside it)' }).click();
    await expect(item).toContainText(/rows landed at Sheet1!D1:E\d+/);
    const after = await page.evaluate(() => {
      const excel = (window as unknown as ExcelWindow).__fakeExcel;
      return { edited: excel.cells('Sheet1', 'B2'), note: excel.cells('Sheet1', 'A40') };
    });
    expect(after).toEqual({ edited: [['edited by hand']], note: [['my note below']] });
    expect((await fakeExcel(page)).map((table) => table.name)).toEqual(['Products', 'Products_2']);

    // An import lands newer products: Home and /table say out of date.
    await importProducts(['products'], company);
    await nav(page, 'Home', 'Home');
    const summary = page.getByText(/1 table is out of date/);
    await expect(summary).toContainText('(Products)');
    await expectNoAxeViolations(page, 'Home with an out-of-date table');
    await page.screenshot({ path: `${ARTIFACTS}/home-out-of-date-builder-light.png`, fullPage: true });
    await page.getByRole('link', { name: 'Refresh all out of date' }).click();
    await expect(item.getByText('Out of date')).toBeVisible();
    const block = page.getByRole('region', { name: 'Out of date' });
    await expectNoAxeViolations(page, '/table with an out-of-date table');
    await page.screenshot({ path: `${ARTIFACTS}/table-out-of-date-builder-light.png`, fullPage: true });
    await block.getByRole('button', { name: 'Refresh all out of date' }).click();
    // The table still holds the hand edit: the refresh asks again, and this time overwrites it.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refresh anyway' }).click();
    await expect(block).toContainText(/rows? refreshed\./);
    await expect(item.getByText('Out of date')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.cells('Sheet1', 'B2')),
    ).not.toEqual([['edited by hand']]);

    // Refresh on open: turned on in /settings/addin, then the workbook opens again with its table a day old.
    await nav(page, 'Settings', 'Settings');
    await page.getByRole('link', { name: 'Add-in' }).click();
    await page.getByRole('switch', { name: 'Refresh out-of-date tables when this workbook opens' }).check();
    await page.getByRole('button', { name: 'Save add-in settings' }).click();
    await expect(page.getByText('Add-in settings saved.')).toBeVisible();
    const saved = await page.evaluate(() => ({
      ...(window as unknown as ExcelWindow).__fakeWorkbookSettings,
    }));
    const records = saved['wharf.landedTables'] as {
      tables: { tableName: string; dataAsOf: string | null }[];
    };
    records.tables = records.tables.map((record) => ({ ...record, dataAsOf: '2001-01-01T00:00:00.000Z' }));
    const reopened = fakeOfficeScript(
      excelHost(company.instanceId, { ...saved, 'wharf.landedTables': records }),
    );
    await page.route(OFFICE_JS, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: reopened }),
    );
    await page.goto('/');
    await expect(
      page.getByTestId('notice').filter({ hasText: 'Out-of-date tables on open: 1 refreshed' }),
    ).toBeVisible({ timeout: 30_000 });
    expect((await fakeExcel(page)).map((table) => table.name)).toContain('Products');
    await expect(page.getByText(/out of date/)).toHaveCount(0);
  });
});

test.describe('/settings/addin at 320 px', () => {
  test.use({
    viewport: { width: 320, height: 900 },
    // eslint-disable-next-line no-empty-pattern
    officeHost: async ({}, use) => use(excelHost(await demoInstanceId())),
  });

  test('shows the diagnostics, keeps a bad format from being saved, and clears local data after asking', async ({
    page,
  }) => {
    // Both themes in turn, each with a save and a clear: more than the default minute on a loaded machine.
    test.setTimeout(150_000);
    await startSignedIn(page, { instance: INSTANCE });
    // The screen loads in the light theme and is switched to the dark one in place, as a person does.
    await startWithTheme(page, 'builder-light');
    await page.goto('/settings/addin');
    await expect(page.getByRole('heading', { level: 1, name: 'Add-in settings' })).toBeVisible();
    await expect(page.locator('dt:has-text("Excel version") + dd')).toHaveText('16.0.18025.20000');
    await expect(page.locator('dt:has-text("Excel platform") + dd')).toHaveText('OfficeOnline');
    await expect(page.locator('dt:has-text("Build id") + dd')).not.toBeEmpty();
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
      await expectNoAxeViolations(page, `/settings/addin (${theme})`, axeRulesIn(theme));
      await page.screenshot({ path: `${ARTIFACTS}/settings-addin-${theme}.png`, fullPage: true });
    }

    const numberFormat = page.getByRole('textbox', { name: 'Default number format' });
    await numberFormat.fill('');
    await expect(page.getByText('Enter an Excel format code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save add-in settings' })).toBeDisabled();
    await numberFormat.fill('#,##0');
    await page.getByRole('radio', { name: 'On a new sheet each' }).check();
    await page.getByRole('button', { name: 'Save add-in settings' }).click();
    await expect(page.getByText('Add-in settings saved.')).toBeVisible();
    const stored = await page.evaluate(
      () => (window as unknown as ExcelWindow).__fakeWorkbookSettings['wharf.addinSettings'],
    );
    expect(stored).toMatchObject({ defaultNumberFormat: '#,##0', newTablePlacement: 'newSheet' });

    await page.getByRole('button', { name: "Clear the add-in's local data" }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear local data?' });
    await expectNoAxeViolations(page, 'the clear-local-data question');
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(/Local data cleared \(\d+ items?\)/)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('wharf.theme'))).toBeNull();
  });
});
