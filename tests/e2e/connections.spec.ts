import type { Page } from '@playwright/test';
import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { callApiAsDemo, expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';

/**
 * Connections in the browser: add a Cin7 Omni connection with a wrong key (the source's answer is shown), then with the
 * right one; start an import, watch it finish, and see the new tables in /api/clientDWSchema. Then every
 * connection and import screen at 320 px, loaded in the light theme and switched to the dark one in place
 * (tests/e2e/artifacts/connections/).
 */
const INSTANCE = 'Harbour Traders';
const CONNECTION_NAME = 'E2E Omni shop';
const SOURCE_REFUSAL = 'Authorization has been denied for this request.';

interface DwSchema {
  tables: Array<{ id: number; tableName: string }>;
}

async function warehouseTables(): Promise<DwSchema['tables']> {
  return (await callApiAsDemo<DwSchema>('/api/clientDWSchema', INSTANCE)).tables;
}

/** Another Cin7 Omni account than Harbour Traders' own: the shop a company adds beside its first. */
async function fillCredentials(page: Page, secret: string) {
  await page.getByLabel('API username').fill(NEW_COMPANY_CIN7_USERNAME);
  await page.getByLabel('API connection key').fill(secret);
  await page.getByRole('button', { name: 'Test the credentials' }).click();
}

/**
 * Opens a screen of the instance. Until the app restores the remembered instance by itself, a screen that asks for
 * one is answered through /instanceSelect (which also remembers the choice for the next page load).
 */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const ask = page.getByText('Choose the instance to work in first.');
  await page.waitForTimeout(500);
  if (await ask.isVisible()) {
    await page.getByRole('link', { name: 'Choose an instance' }).click();
    await page.getByRole('button', { name: new RegExp(INSTANCE) }).click();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(ask).toHaveCount(0, { timeout: 15_000 });
  }
}

test.describe.serial('connections and imports', () => {
  let factId: number | null = null;

  test('add a connection (wrong key, then the right one), import, and see the new tables', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await startSignedIn(page, { instance: INSTANCE });
    await open(page, '/settings/connection/add', 'Add a connection');

    await page.getByLabel('Connection name').fill(CONNECTION_NAME);
    await fillCredentials(page, 'not-the-key');
    await expect(page.getByTestId('notice')).toContainText(SOURCE_REFUSAL);
    // The refusal says what to check and where, with the help page one click away.
    await expect(page.locator('form').getByText(/did not accept this API username and key/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Where Cin7 Omni shows its API username and key' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save the connection' })).toBeDisabled();

    await fillCredentials(page, DEMO_CIN7_API_KEY);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Cin7|credentials|connected/i })
        .first(),
    ).toBeVisible();
    // A small import: products and contacts.
    for (const scope of ['Product options', 'Stock', 'Sales orders', 'Purchase orders']) {
      const box = page.getByRole('checkbox', { name: scope, exact: false });
      if ((await box.count()) > 0 && (await box.first().isChecked())) await box.first().uncheck();
    }
    await page.getByRole('button', { name: 'Save the connection' }).click();
    await expect(page.getByText('Connection saved')).toBeVisible();
    await expect(page.getByText(/^••••/)).toBeVisible();
    expect(await page.content()).not.toContain(DEMO_CIN7_API_KEY);

    await page.getByRole('link', { name: 'Start its first import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();
    await expect(page.getByLabel('Connection')).toContainText(CONNECTION_NAME);
    await page.getByRole('button', { name: 'Start the import' }).click();

    await expect(page).toHaveURL(/\/importStatus\?job=\d+/);
    await expect(page.getByRole('list', { name: 'Progress per entity' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[role="status"] [data-status]').first()).toHaveAttribute(
      'data-status',
      /success|warning|info/,
      { timeout: 180_000 },
    );
    await expect(page.getByRole('button', { name: 'Cancel the import' })).toHaveCount(0);

    // The demo company's first import landed its Cin7 Omni tables already: the new connection's rows join them.
    const after = await warehouseTables();
    expect(after.map((table) => table.tableName)).toEqual(expect.arrayContaining(['cin7_products']));
    factId = after.find((table) => table.tableName === 'cin7_products')?.id ?? null;

    await open(page, '/connect/fact', 'Landed tables');
    await expect(page.getByRole('list', { name: 'Landed tables' })).toContainText('Cin7 Products');
    await open(page, `/connect/fact/${factId}`, 'Landed table');
    // The table is fed by the new connection (with its rows) beside the demo's own, and offers it a full re-sync.
    await expect(
      page.getByText(new RegExp(`(^|, )${CONNECTION_NAME} \\([\\d,]+ rows\\)(,|$)`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Full re-sync from ${CONNECTION_NAME}` })).toBeVisible();

    await open(page, '/history', 'Import history');
    await expect(page.getByRole('list', { name: 'Past imports' })).toContainText(CONNECTION_NAME);
  });

  test('the connection and import screens at 320 px in both themes', async ({ page }) => {
    test.setTimeout(240_000);
    await startSignedIn(page, { instance: INSTANCE });
    // Every page load starts in the light theme; each screen is switched to the dark one in place, as a person does.
    await startWithTheme(page, 'builder-light');
    await page.setViewportSize({ width: 320, height: 700 });
    const screens = [
      ['connections', '/settings/connection', 'Connections'],
      ['add', '/settings/connection/add', 'Add a connection'],
      ['connect', '/connect', 'Connect your data'],
      ['facts', '/connect/fact', 'Landed tables'],
      ['fact', `/connect/fact/${factId ?? 1}`, 'Landed table'],
      ['etl-start', '/ETL/start', 'Import data'],
      ['import-status', '/importStatus', 'Import status'],
      ['history', '/history', 'Import history'],
      ['help-cin7', '/help/cin7Omni/APISetup', 'Set up Cin7 Omni API access'],
      ['help-start', '/help/gettingStarted', 'Getting Started'],
    ] as const;
    for (const [name, path, heading] of screens) {
      if (path.startsWith('/help')) await page.goto(path);
      else await open(page, path, heading);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
      for (const theme of ['builder-light', 'builder-dark'] as const) {
        if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
        expect(fits, `${path} fits a 320 px task pane (${theme})`).toBe(true);
        await expectNoAxeViolations(page, `${path} (${theme})`, axeRulesIn(theme));
        await page.screenshot({
          path: `tests/e2e/artifacts/connections/${name}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
});
