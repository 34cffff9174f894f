/**
 * The table designer on the local stack: sign in, design a table (two columns, one filter chosen through member
 * search), see the preview, land it, save it, refresh it — in the browser (result grid) and in Excel (fake host,
 * design kept in the workbook). Then the designer's tabs at 320 px in both themes, each switched in place
 * (tests/e2e/artifacts/tables/).
 */
import type { Page } from '@playwright/test';
import type { FakeExcelControl } from '../fixtures/fakeOffice';
import { expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { excelOnlineWith, libraryItems as itemsIn, type LibraryItem } from './designer';

const INSTANCE = 'Harbour Traders';
const ARTIFACTS = 'tests/e2e/artifacts/tables';

/** The demo user's library items in the instance, as the API answers them. */
const libraryItems = (): Promise<LibraryItem[]> => itemsIn(INSTANCE);

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};

async function addSourceColumn(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(page.getByRole('navigation', { name: 'Add column steps' })).toContainText(
    'COLUMN→DEFINITION→FORMAT',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label });
  await page.getByRole('button', { name: 'Add column' }).click();
}

/** Designs "name": Sales Orders, Order Number and Total, branch is Auckland (found by typing "auck"). */
async function designTable(page: Page, name: string) {
  await page.goto('/table/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible();
  for (const tab of ['OVERVIEW', 'COLUMNS', 'FILTERS', 'UPDATE']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Sales Orders/ }).check();

  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  await addSourceColumn(page, 'Order Number');
  await addSourceColumn(page, 'Total');
  await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Branch' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('searchbox', { name: /Search Branch/ }).pressSequentially('auck', { delay: 60 });
  await page.getByRole('checkbox', { name: 'Auckland' }).check();
  await expect(page.getByRole('checkbox', { name: 'Wellington' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Filter: Branch is one of Auckland')).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Branch is one of Auckland');

  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('columnheader')).toHaveText(['Order Number', 'Total']);
  await expect(preview.getByRole('row')).toHaveCount(21);
}

async function saveDesign(page: Page, savedTo = 'Saved to your library.'): Promise<string> {
  // Saved under the name typed on OVERVIEW, without asking for it again.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
  // Said where it went, on the panel it was saved from.
  await expect(page.getByRole('status').filter({ hasText: savedTo })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** From the designer to /table (in the app: a reload would lose the fake workbook), then Refresh the design. */
async function refreshFromList(page: Page, name: string, landedText: RegExp) {
  await page.getByRole('heading', { level: 1, name: 'Table design' }).waitFor();
  await page.getByRole('button', { name: 'Back to the tables' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your tables' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  // It landed before it was saved: the saved design carries that refresh.
  await expect(item).toContainText(/Last refreshed .*: [\d,]+ rows?\./);
  await item.getByRole('button', { name: `Refresh ${name}` }).click();
  await expect(item).toContainText(landedText);
  await expect(item).toContainText(/Last refreshed .*: [\d,]+ rows?\./);
}

test.describe('in the browser', () => {
  test('summarizes: sales per branch and month, one preview row per group', async ({ page }) => {
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/table/new');
    await page.getByRole('radio', { name: /^Sales Orders/ }).check();
    await page.getByRole('tab', { name: 'COLUMNS' }).click();
    await addSourceColumn(page, 'Branch');
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label: 'Order Date' });
    await page.getByRole('combobox', { name: /Dates by/ }).selectOption({ label: 'Month' });
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Source column' }).selectOption({ label: 'Total' });
    await page.getByRole('combobox', { name: /Summarize/ }).selectOption({ label: 'Sum' });
    await page.getByRole('button', { name: 'Add column' }).click();

    const columns = page.getByRole('list', { name: 'Columns' });
    await expect(columns).toContainText('by month');
    await expect(columns).toContainText('summed');
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('columnheader')).toHaveText(['Branch', 'Order Date', 'Total']);
    // Three branches × the months of the demo year: every preview row is one branch and a month, read "Dec 2022".
    await expect(preview.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
      /^[A-Z][a-z]{2} \d{4}$/,
    );
  });

  test('design, preview, land in the grid, save and refresh a table', async ({ page }) => {
    test.setTimeout(180_000);
    const name = `E2E browser orders ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await designTable(page, name);

    await page.getByRole('tab', { name: 'UPDATE' }).click();
    await page.getByRole('button', { name: 'Show in browser' }).click();
    await expect(page.getByText(/rows ready below/)).toBeVisible();
    const grid = page.getByRole('grid', { name: /Result: E2E_browser_orders_/ });
    await expect(grid.getByRole('columnheader').first()).toHaveText('Order Number');
    await expect(page.getByRole('button', { name: 'Download as .xlsx' })).toBeVisible();

    const id = await saveDesign(page);
    // The browser's designs live in the user's library, privately: the query on top, the design beside it.
    const item = (await libraryItems()).find((candidate) => candidate.id === Number(id));
    expect(item).toMatchObject({ title: name, visibility: 'private', mine: true });
    expect(item?.definition).toMatchObject({
      table: 'sales_orders',
      columns: ['order_number', 'total'],
      filters: [{ column: 'branch', op: 'in', values: ['Auckland'] }],
    });
    await page.goto(`/table/${id}?tab=FILTERS`);
    await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Branch is one of Auckland');

    await refreshFromList(page, name, /rows ready: show the result\./);
  });
});

test.describe('in Excel (fake host)', () => {
  // In Excel the chosen instance is a workbook setting: the workbook opens with it.
  test.use({
    officeHost: excelOnlineWith(INSTANCE, '1.13'),
  });

  test('design, preview, land in the sheet, save in the workbook and refresh a table', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `E2E excel orders ${Date.now()}`;
    await startSignedIn(page, { instance: INSTANCE });
    await designTable(page, name);

    await page.getByRole('tab', { name: 'UPDATE' }).click();
    await page.getByRole('button', { name: 'Land in Excel' }).click();
    await expect(page.getByText(/rows landed at Sheet1!A1:B\d+/)).toBeVisible();
    const tables = await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.tables());
    expect(tables.map((table) => table.name)).toContain(name.replace(/ /g, '_'));

    const id = await saveDesign(page, 'Saved in this workbook.');
    const stored = await page.evaluate(
      () =>
        (window as unknown as ExcelWindow).__fakeWorkbookSettings['wharf.tableDesigns'] as {
          designs: { id: number; name: string }[];
        },
    );
    expect(stored.designs).toContainEqual(expect.objectContaining({ id: Number(id), name }));

    await refreshFromList(page, name, /rows landed at Sheet1!/);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test("the designer's tabs in both themes", async ({ page }) => {
    test.setTimeout(180_000);
    // Every page load starts in the light theme; each tab is switched to the dark one in place, and back.
    await startWithTheme(page, 'builder-light');
    await startSignedIn(page, { instance: INSTANCE });
    await designTable(page, 'E2E narrow');
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    for (const tab of ['OVERVIEW', 'COLUMNS', 'FILTERS', 'UPDATE']) {
      await page.getByRole('tab', { name: tab }).click();
      if (tab === 'COLUMNS') await page.getByRole('button', { name: 'Add column' }).click();
      if (tab === 'FILTERS') {
        await page.getByRole('button', { name: 'Add filter' }).click();
        await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Branch' });
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('checkbox', { name: 'Auckland' })).toBeVisible();
      }
      await expect(page.getByText('Loading the preview')).toHaveCount(0);
      for (const theme of ['builder-light', 'builder-dark'] as const) {
        if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
        expect(await noHorizontalScroll(), `${tab} fits 320 px (${theme})`).toBe(true);
        await expectNoAxeViolations(page, `designer ${tab} (${theme})`, axeRulesIn(theme));
        await page.screenshot({
          path: `${ARTIFACTS}/designer-${tab}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }
      await switchThemeInPlace(page, 'builder-light');
    }
  });
});
