/**
 * Refresh by key in a browser tab, without Excel (docs/host.md, "Refresh by key", "In a browser tab"): a design over
 * the products, whose rows have the model's key, is shown in the grid; the person types a note beside two rows; the
 * products are imported again through the Cin7 Omni stand-in and the API's answer changes on its way (one name, one
 * product gone, one new, the order changed); "Show in browser" again. The grid marks the changed cell and the new
 * row, the note stays beside its key, the removed product is listed with its note, and the .xlsx download carries
 * the Note column, read back with ExcelJS.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, startSignedIn, test } from './fixtures';
import { addColumn } from './designer';
import { importProducts } from './importProducts';

const INSTANCE = 'Harbour Traders';
const ARTIFACTS = 'tests/e2e/artifacts/refresh';
type Cell = string | number | null;

test('in a browser tab the grid marks what a refresh by key changed, and the notes follow their rows into the .xlsx', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 900, height: 1000 });
  await startSignedIn(page, { instance: INSTANCE });
  await page.goto('/table/new');
  const name = `E2E products ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Products/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  for (const label of ['Product ID', 'Product Name', 'Category']) await addColumn(page, label);
  await page.getByRole('tab', { name: 'UPDATE' }).click();
  const limit = page.getByRole('textbox', { name: 'Row limit' });
  await limit.fill('8');
  await limit.press('Enter');

  await page.getByRole('button', { name: 'Show in browser' }).click();
  await expect(page.getByText('8 rows ready below.')).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Result: E2E_products_/ });
  await expect(grid.getByRole('columnheader')).toHaveText(['Product ID', 'Product Name', 'Category', 'Note']);
  const ids = await grid
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelector('[aria-colindex="1"]')?.textContent ?? ''),
    );
  const [renamed, noted, removed] = ids.map((id) => Number(id.replace(/,/g, '')));
  if (renamed === undefined || noted === undefined || removed === undefined)
    throw new Error('The products design showed fewer than 3 rows');
  await grid.getByRole('textbox', { name: `Note for ${noted}` }).fill('call back');
  await grid.getByRole('textbox', { name: `Note for ${noted}` }).press('Enter');
  await grid.getByRole('textbox', { name: `Note for ${removed}` }).fill('returned');
  await grid.getByRole('textbox', { name: `Note for ${removed}` }).press('Enter');

  // The source changes: imported again through the Cin7 Omni stand-in, and the answer changed on its way — one
  // product renamed, one gone, a new one first (so the rows' order moves too).
  await importProducts();
  await page.route('**/api/clientQuery**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { rows: Cell[][] };
    const rows = answer.rows
      .filter((row) => row[0] !== removed)
      .map((row) => (row[0] === renamed ? [row[0], `${String(row[1])} (renamed)`, row[2]] : row));
    await route.fulfill({
      response,
      json: { ...answer, rows: [[999_999, 'A new product', 'New things'], ...rows] },
    });
  });
  await page.getByRole('button', { name: 'Show in browser' }).click();
  await expect(page.getByText('8 rows ready below. 1 changed, 1 new, 1 removed.')).toBeVisible();
  await expect(page.getByText('Marked: 1 changed cell, 1 new row.')).toBeVisible();

  const cellOf = (product: number, column: number) => {
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: `Note for ${product}` }) });
    return row.locator(`[aria-colindex="${column}"]`);
  };
  const renamedName = cellOf(renamed, 2);
  await expect(renamedName).toHaveText(/ \(renamed\)$/);
  await expect(renamedName).toHaveAttribute('aria-description', 'Changed by the last refresh');
  await expect(cellOf(renamed, 3)).not.toHaveAttribute('data-mark');
  await expect(cellOf(999_999, 1)).toHaveAttribute('aria-description', 'New in the last refresh');
  await expect(cellOf(noted, 2)).not.toHaveAttribute('data-mark');
  // The note stays beside its key though its row moved down one.
  await expect(grid.getByRole('textbox', { name: `Note for ${noted}` })).toHaveValue('call back');
  await expect(grid.getByRole('textbox', { name: `Note for ${removed}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Removed rows (1)' }).click();
  await expect(page.getByText('Product ID 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Note: returned')).toBeVisible();
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/grid-marked-after-refresh.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as .xlsx' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error('No sheet named after the design');
  const values = sheet.getSheetValues().slice(1) as unknown[][];
  const rows = values.map((row) => row.slice(1, 5));
  expect(rows[0]).toEqual(['Product ID', 'Product Name', 'Category', 'Note']);
  const rowFor = (product: number) => rows.find((row) => row[0] === product);
  expect(rowFor(noted)?.[3]).toBe('call back');
  expect(String(rowFor(renamed)?.[1])).toMatch(/ \(renamed\)$/);
  expect(rowFor(999_999)?.slice(0, 3)).toEqual([999_999, 'A new product', 'New things']);
  expect(rowFor(removed)).toBeUndefined();
});
