/**
 * The library (docs/tables.md) against the real stack: star a managed template and find it under FAVORITES, land one in
 * the browser grid and in Excel (fake host, where it becomes a workbook design), share an item and see it on
 * LIBRARY as another member of the instance, edit it, move it between topics and remove it; axe and screenshots
 * of the list and an item at 320 px in both themes. The API's refusals are covered by server/api/library.test.ts.
 */
import { request, type Page } from '@playwright/test';
import type { FakeExcelControl } from '../fixtures/fakeOffice';
import { finishAuthorization, startAuthorization } from '../../server/testing/testSignIn.ts';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import {
  callApiAsDemo,
  demoInstances,
  expect,
  startSignedIn,
  startWithTheme,
  switchThemeInPlace,
  test,
} from './fixtures';
import { excelOnlineWith } from './designer';
import { ADDIN_ORIGIN, API_URL, IDP_URL } from './stack';

const INSTANCE = 'Harbour Traders';
const TEMPLATE = 'Sales by branch and month';

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};

interface SavedItem {
  item: { id: number; title: string };
}

/** A new account at the run's provider that joins the instance through an invite: another member. */
async function anotherMember(instanceId: number): Promise<{ idToken: string; userId: string }> {
  const { inviteReference } = await callApiAsDemo<{ inviteReference: string }>(
    '/api/signup/invite',
    INSTANCE,
    {
      instanceId,
    },
  );
  const started = await startAuthorization(IDP_URL, `${ADDIN_ORIGIN}/signin`);
  const signup = started.action.replace(/\/login$/, '/signup');
  const email = `library-${Date.now()}@wharf.test`;
  const idToken = await finishAuthorization(IDP_URL, started, signup, {
    name: 'Lee Library',
    email,
    password: 'library-pass-1',
  });
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const headers = { authorization: `Bearer ${idToken}`, origin: ADDIN_ORIGIN };
    const joined = await api.post(`${API_URL}/api/signup/invite`, {
      headers,
      data: { instanceId, inviteReference },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const state = await api.post(`${API_URL}/api/instanceConnection`, { headers, data: {} });
    const { user } = (await state.json()) as { user: { userId: string } };
    return { idToken, userId: user.userId };
  } finally {
    await api.dispose();
  }
}

/** Starts the tab signed in as someone, in the instance, as startSignedIn does for the demo user. */
async function startSignedInAs(page: Page, who: { idToken: string; userId: string }, instanceId: number) {
  await page.addInitScript(
    ({ token, key, id }) => {
      window.sessionStorage.setItem('wharf.auth', JSON.stringify({ state: { idToken: token }, version: 0 }));
      window.localStorage.setItem(key, String(id));
    },
    { token: who.idToken, key: `wharf.instance.${who.userId}`, id: instanceId },
  );
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test.describe('in the browser', () => {
  test('star a template, find it under FAVORITES, and land it in the browser grid', async ({ page }) => {
    test.setTimeout(60_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/library');
    await expect(page.getByRole('tab', { name: 'LIBRARY', selected: true })).toBeVisible();
    const template = card(page, TEMPLATE);
    await expect(template.getByText('Managed template')).toBeVisible();
    const star = template.getByRole('button', { name: `Add ${TEMPLATE} to favorites` });
    await star.click();
    await expect(template.getByRole('button', { name: `Remove ${TEMPLATE} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('tab', { name: 'FAVORITES' }).click();
    await expect(card(page, TEMPLATE)).toBeVisible();
    await page.getByRole('searchbox', { name: /Search the library/ }).fill('no such words anywhere');
    await expect(page.getByText(/^Nothing here matches the search/)).toBeVisible();
    await page.getByRole('searchbox', { name: /Search the library/ }).fill('branch month');
    await page.getByRole('link', { name: TEMPLATE }).click();

    await expect(page.getByRole('heading', { name: TEMPLATE })).toBeVisible();
    // The model's measures, named and defined in plain words; which orders count is in the definition, not a filter.
    await expect(page.getByRole('list', { name: 'Columns' })).toContainText('Revenue');
    await expect(page.getByRole('list', { name: 'Columns' })).toContainText('orders that count as sales');
    await expect(page.getByText('No filters: every row.')).toBeVisible();
    await expect(page.getByRole('grid', { name: `Preview of ${TEMPLATE}` })).toHaveAttribute(
      'aria-rowcount',
      '21',
    );
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${TEMPLATE} from favorites` }).click();

    // It lands right here, in the grid the designer lands into: no detour through the designer.
    const itemUrl = page.url();
    await page.getByRole('button', { name: 'Land in the browser grid' }).click();
    const grid = page.getByRole('grid', { name: /^Result: Sales_by_branch_and_month/ });
    await expect(grid).toBeVisible({ timeout: 20_000 });
    // The design's friendly headers, never the database's column names; then the person's own Note column, as
    // for any rows with a key (docs/host.md, "Refresh by key").
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Order Date (month)',
      'Branch',
      'Revenue',
      'Orders',
      'Note',
    ]);
    expect(page.url()).toBe(itemUrl);
  });

  test('share an item, see it as another member, edit it, move it between topics and remove it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const instance = (await demoInstances()).find((candidate) => candidate.name === INSTANCE);
    if (!instance) throw new Error('no demo instance');
    const stamp = Date.now();
    const title = `E2E shared ${stamp}`;
    const topic = `E2E topic ${stamp}`;
    const { item } = await callApiAsDemo<SavedItem>('/api/userLibrarySet', INSTANCE, {
      item: {
        title,
        visibility: 'private',
        definition: { table: 'sales_orders', columns: ['order_number', 'total'], limit: 50 },
      },
    });
    await startSignedIn(page, { instance: INSTANCE });

    await page.goto('/library/topic');
    await page.getByRole('textbox', { name: 'New topic' }).fill(topic);
    await page.getByRole('button', { name: 'Add topic' }).click();
    await expect(page.getByRole('textbox', { name: `Name of topic ${topic}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'New topic' }).fill('sales');
    await page.getByRole('button', { name: 'Add topic' }).click();
    await expect(page.getByText('A topic named "sales" already exists.').first()).toBeVisible();

    await page.goto(`/library/update/${item.id}`);
    await page.getByRole('textbox', { name: 'Description' }).fill('Shared by the browser test.');
    await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: topic });
    await page.getByRole('radio', { name: 'Shared with everyone in the instance' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('dt:has-text("Topic") + dd')).toHaveText(topic);

    // Another member of the instance finds it on LIBRARY, under its topic, and cannot change it.
    const member = await anotherMember(instance.id);
    const theirs = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const other = await theirs.newPage();
      await other.route('**/office.js', (route) => route.abort('internetdisconnected'));
      await startSignedInAs(other, member, instance.id);
      await other.goto('/library?tab=LIBRARY');
      const group = other.getByRole('region', { name: topic });
      // A fresh tab signs in and loads its screens on a machine shared with other runs: give it time.
      await expect(group.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
      await group.getByRole('link', { name: title }).click();
      await expect(other.getByRole('button', { name: 'Save a copy' })).toBeVisible();
      await expect(other.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
    } finally {
      await theirs.close();
    }

    await page.goto(`/library/update/${item.id}`);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Inventory' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('dt:has-text("Topic") + dd')).toHaveText('Inventory');

    // Pressed at once: the button shows before the browser lander's code has loaded, and the confirmation it opens
    // must stay open when the lander takes its place (it closed by itself before the screen kept its state).
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await page.goto('/library/topic');
    await page.getByRole('button', { name: `Remove topic ${topic}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove topic' }).click();
    await expect(page.getByRole('textbox', { name: `Name of topic ${topic}` })).toHaveCount(0);
  });
});

test.describe('in Excel (fake host)', () => {
  test.use({
    officeHost: excelOnlineWith(INSTANCE, '1.13'),
  });

  test('a template lands in the sheet and becomes a design of the workbook', async ({ page }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/library');
    await page.getByRole('link', { name: 'Top customers by revenue' }).click();
    await page.getByRole('button', { name: 'Land in Excel' }).click();
    await expect(page.getByRole('tab', { name: 'UPDATE', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Land in Excel' }).click();
    await expect(page.getByText(/100 rows landed at Sheet1!A1:D101/)).toBeVisible({ timeout: 20_000 });
    const tables = await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.tables());
    expect(tables.map((table) => table.name)).toContain('Top_customers_by_revenue');
    const header = await page.evaluate(() =>
      (window as unknown as ExcelWindow).__fakeExcel.cells('Sheet1', 'A1:D1'),
    );
    expect(header).toEqual([['Customer ID', 'Customer Company', 'Customer Contact Name', 'Revenue']]);
    const stored = await page.evaluate(
      () =>
        (window as unknown as ExcelWindow).__fakeWorkbookSettings['wharf.tableDesigns'] as {
          designs: { name: string; lastRefresh: { rowCount: number } | null }[];
        },
    );
    expect(stored.designs).toContainEqual(
      expect.objectContaining({
        name: 'Top customers by revenue',
        lastRefresh: expect.objectContaining({ rowCount: 100 }),
      }),
    );

    // The workbook's design is published back to the library, shared with the team.
    // In the app, not by loading the page again: the fake workbook lives as long as the page.
    const designId = /\/table\/(\d+)/.exec(page.url())?.[1] ?? '0';
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/table/save/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, designId);
    await page.getByRole('button', { name: 'Publish to the library' }).click();
    await expect(page.getByText('Published as “Top customers by revenue”.')).toBeVisible();
    const { items } = await callApiAsDemo<{
      items: { id: number; title: string; sourceType: string; visibility: string; mine: boolean }[];
    }>('/api/userLibrary', INSTANCE);
    const published = items.find((i) => i.title === 'Top customers by revenue' && i.sourceType === 'user');
    expect(published).toMatchObject({ visibility: 'shared', mine: true });
    await callApiAsDemo('/api/userLibraryRemove', INSTANCE, { itemId: published?.id ?? 0 });
  });
});

test('the list and an item pass axe at 320 px in both themes', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 320, height: 900 });
  await startSignedIn(page, { instance: INSTANCE });
  const [template] = (
    await callApiAsDemo<{ items: { id: number; title: string }[] }>('/api/userLibrary', INSTANCE)
  ).items.filter((candidate) => candidate.title === TEMPLATE);
  // Each screen loads in the light theme and is switched to the dark one in place, as a person does.
  await startWithTheme(page, 'builder-light');
  await page.goto('/library');
  await expect(card(page, TEMPLATE)).toBeVisible();
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
    await expectNoAxeViolations(page, `/library (${theme})`, axeRulesIn(theme));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
    await page.screenshot({ path: `tests/e2e/artifacts/screens/library-${theme}.png`, fullPage: true });
  }
  await page.goto(`/library/${template?.id ?? 0}`);
  await expect(page.getByRole('grid', { name: `Preview of ${TEMPLATE}` })).toBeVisible();
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
    await expectNoAxeViolations(page, `/library/{id} (${theme})`, axeRulesIn(theme));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320)).toBe(true);
    await page.screenshot({ path: `tests/e2e/artifacts/screens/library-item-${theme}.png`, fullPage: true });
  }
});
