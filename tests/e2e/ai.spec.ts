/**
 * The AI view (docs/ai.md) against the real API and its embedded parser: ask → the design in plain words and a
 * 20-row preview → refine and undo → a decline → save to the library → land into the browser grid on /AI → open
 * in the designer (a new, unsaved design; leaving it asks, and the app stays reachable after) → save it there; and
 * in Excel (fake host) land as a table kept as a workbook design, landing again refreshing the same table. Landing
 * and opening make no library item. Axe at 320 px in both themes with screenshots
 * (tests/e2e/artifacts/screens/ai-*.png).
 */
import type { Page } from '@playwright/test';
import type { FakeExcelControl } from '../fixtures/fakeOffice';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { callApiAsDemo, chooseThemeInHeader, demoInstances, expect, startSignedIn, test } from './fixtures';

const INSTANCE = 'Harbour Traders';
const QUESTION = 'sales by branch and month in 2025';
const TABLE_NAME = 'sales_by_branch_and_month_in_2025';
// Its own question: the tests run in parallel and count library items by title.
const EXCEL_QUESTION = 'sales by branch in 2025';
const EXCEL_TABLE_NAME = 'sales_by_branch_in_2025';

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Auckland' }).first()).toBeVisible();
}

/** /AI, choosing the instance first when the app asks which instance (docs/auth.md). */
async function openAi(page: Page): Promise<void> {
  await page.goto('/AI');
  const choose = page.getByRole('button', { name: /^Harbour Traders/ });
  await expect(page.getByRole('heading', { name: 'Ask AI', exact: true }).or(choose)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(page.getByRole('heading', { name: 'Ask AI', exact: true })).toBeVisible();
}

/** The demo user's own library items with this title. */
async function itemsTitled(title: string): Promise<{ id: number }[]> {
  const { items } = await callApiAsDemo<{ items: { id: number; title: string; mine: boolean }[] }>(
    '/api/userLibrary',
    INSTANCE,
  );
  return items.filter((item) => item.mine && item.title === title);
}

const itemsNamedAfter = async (question: string): Promise<number> => (await itemsTitled(question)).length;

/** Leaves the demo user's library as it was: the items this test saved go. */
async function removeItemsNamedAfter(question: string): Promise<void> {
  for (const item of await itemsTitled(question)) {
    await callApiAsDemo('/api/userLibraryRemove', INSTANCE, { itemId: item.id });
  }
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('ask, preview, save, open in the designer and land in the grid; axe and screenshots in both themes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: INSTANCE });
    await openAi(page);
    await expect(page.getByRole('link', { name: 'Ask AI' })).toHaveAttribute('aria-current', 'page');
    // Examples come from the instance's catalogue.
    await expect(page.getByRole('group', { name: 'Try asking' }).getByRole('button').first()).toBeVisible();

    await ask(page, QUESTION);
    await expect(page.getByText(/^Revenue = the sum of sales order subtotals, tax excluded/)).toBeVisible();

    // A refinement edits the answer; undo goes back.
    await page.getByRole('textbox', { name: 'Refine this answer' }).fill('only Auckland');
    await page.getByRole('button', { name: 'Refine' }).click();
    await expect(page.getByText('Branch is Auckland')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Branch is Auckland')).toHaveCount(0);

    // A question to decline says so, and what is missing.
    await page.getByRole('textbox', { name: 'Your question' }).fill('delete all Voided orders');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText('This question cannot be answered from your warehouse')).toBeVisible();
    await expectNoAxeViolations(page, '/AI declined (builder-light)');
    await page.screenshot({
      path: 'tests/e2e/artifacts/screens/ai-declined-builder-light.png',
      fullPage: true,
    });

    // Save to library: one private item; landing and opening make none; saving in the designer makes the next.
    const itemsBefore = await itemsNamedAfter(QUESTION);
    await ask(page, QUESTION);
    await page.getByRole('button', { name: 'Save to library' }).click();
    await expect(page.getByText('Saved to your private library.')).toBeVisible();
    expect(await itemsNamedAfter(QUESTION)).toBe(itemsBefore + 1);

    // Land it: the rows in the grid below the answer, on /AI.
    await page.getByRole('button', { name: 'Land it' }).click();
    await expect(page.getByText(/\d+ rows? ready below\./)).toBeVisible({ timeout: 20_000 });
    const grid = page.getByRole('grid', { name: `Result: ${TABLE_NAME}` });
    await expect(grid.getByRole('gridcell', { name: 'Auckland' }).first()).toBeVisible();
    // Both themes on the landed answer: the header's menu changes the theme in place.
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await chooseThemeInHeader(page, theme);
      await expectNoAxeViolations(page, `/AI landed (${theme})`, axeRulesIn(theme));
      await page.screenshot({ path: `tests/e2e/artifacts/screens/ai-landed-${theme}.png`, fullPage: true });
    }
    expect(await itemsNamedAfter(QUESTION)).toBe(itemsBefore + 1);

    // Open in the designer: a new design named after the question, unsaved — leaving asks, and the app stays
    // reachable after leaving (the dialog's aria-hidden is taken off) — stored only once saved there.
    const openInDesigner = async () => {
      await page.getByRole('button', { name: 'Open in the table designer' }).click();
      await expect(page).toHaveURL(/\/table\/new$/);
      await expect(page.getByRole('textbox', { name: /Design name/ })).toHaveValue(QUESTION);
    };
    await openInDesigner();
    await page.getByRole('link', { name: 'Ask AI' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/AI$/);
    await ask(page, QUESTION);
    await openInDesigner();
    expect(await itemsNamedAfter(QUESTION)).toBe(itemsBefore + 1);
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page).toHaveURL(/\/table\/\d+(\?tab=[A-Z]+)?$/);
    expect(await itemsNamedAfter(QUESTION)).toBe(itemsBefore + 2);
    await removeItemsNamedAfter(QUESTION);
  });
});

test.describe('in Excel (fake host)', () => {
  test.use({
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    officeHost: async ({}, use) => {
      const instance = (await demoInstances()).find((candidate) => candidate.name === INSTANCE);
      await use({
        host: 'Excel',
        platform: 'OfficeOnline',
        diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
        requirementSets: { ExcelApi: '1.13' },
        settings: { 'wharf.instanceId': instance?.id ?? 0 },
        excel: {},
      });
    },
  });

  test('Land it lands a table kept as a workbook design; landing again refreshes the same table', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const itemsBefore = await itemsNamedAfter(EXCEL_QUESTION);
    await startSignedIn(page, { instance: INSTANCE });
    await openAi(page);
    await ask(page, EXCEL_QUESTION);
    const workbook = () =>
      page.evaluate(() => {
        const excel = window as unknown as ExcelWindow;
        const stored = excel.__fakeWorkbookSettings['wharf.tableDesigns'] as
          { designs: { name: string; lastRefresh: { at: string; rowCount: number } | null }[] } | undefined;
        return {
          tables: excel.__fakeExcel.tables().map((table) => table.name),
          designs: stored?.designs ?? [],
        };
      });

    await page.getByRole('button', { name: 'Land it' }).click();
    const landed = page.getByText(/\d+ rows? landed at /);
    await expect(landed).toBeVisible({ timeout: 20_000 });
    const rowCount = Number(/(\d+) rows/.exec((await landed.textContent()) ?? '')?.[1]);
    const first = await workbook();
    expect(first.tables).toEqual([EXCEL_TABLE_NAME]);
    expect(first.designs).toEqual([
      expect.objectContaining({ name: EXCEL_QUESTION, lastRefresh: expect.objectContaining({ rowCount }) }),
    ]);

    // Again: the same table refreshed and the same design, its refresh recorded anew.
    await page.getByRole('button', { name: 'Land it' }).click();
    await expect
      .poll(async () => (await workbook()).designs[0]?.lastRefresh?.at)
      .not.toBe(first.designs[0]?.lastRefresh?.at);
    await expect(landed).toBeVisible();
    const again = await workbook();
    expect(again.tables).toEqual([EXCEL_TABLE_NAME]);
    expect(again.designs).toHaveLength(1);
    expect(await itemsNamedAfter(EXCEL_QUESTION)).toBe(itemsBefore);
  });
});
