/**
 * Refresh by key in a browser tab, without Excel (docs/host.md, "Refresh by key", "In a browser tab"): a design over
 * the products, whose rows have the model's key, is shown in the grid; the person types a note beside two rows; in
 * the Cin7 Omni stand-in one product is renamed and another deleted, the products are imported, and "Show in
 * browser" runs again. The grid marks the changed cell and the product that came in, the note stays beside its key
 * though its row moved up, the removed product is listed with its note, and the .xlsx download carries the Note
 * column, read back with ExcelJS. It signs up a company of its own over the stand-in's small account of the
 * refresh-by-key tests (companyOfItsOwn.ts, scripts/e2eAccounts.ts); the products it changes there are a range no
 * other test changes, put back when it ends.
 */
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { REFRESH_BY_KEY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { expect, test } from './fixtures';
import { addColumn } from './designer';
import * as cin7 from './cin7StandIn';
import { companyOfItsOwn, startSignedInAs } from './companyOfItsOwn';
import { importProducts } from './importProducts';

const ARTIFACTS = 'tests/e2e/artifacts/refresh';
/** The first product of the design: a range of its own in the account, which no other test changes. */
const FROM = 21;

// The products this test changes at the source, put back as they were however it ends.
let original: cin7.SourceProduct[] = [];
test.afterEach(() => cin7.restoreAtSource(original));

test('in a browser tab the grid marks what a refresh by key changed, and the notes follow their rows into the .xlsx', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The eight products shown and the ninth, which comes in when one of them is deleted at the source.
  original = await cin7.productsAtSource(Array.from({ length: 9 }, (_, index) => FROM + index));
  await page.setViewportSize({ width: 900, height: 1000 });
  const company = await companyOfItsOwn('Refresh by key grid', REFRESH_BY_KEY_CIN7_USERNAME);
  await importProducts(cin7.DELETION_SCOPES, company);
  await startSignedInAs(page, company);
  await page.goto('/table/new');
  const name = `E2E products ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Design name' }).fill(name);
  await page.getByRole('textbox', { name: 'Design name' }).press('Enter');
  await page.getByRole('radio', { name: /^Products/ }).check();
  await page.getByRole('tab', { name: 'COLUMNS' }).click();
  for (const label of ['Product ID', 'Product Name', 'Category']) await addColumn(page, label);
  await page.getByRole('tab', { name: 'FILTERS' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('combobox', { name: 'Filter on column' }).selectOption({ label: 'Product ID' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Values of Product ID/ }).fill(String(FROM));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Operator' }).selectOption('gte');
  await page.getByRole('button', { name: 'Add filter' }).click();
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
  expect(ids.map((id) => Number(id.replace(/,/g, '')))).toEqual(
    original.slice(0, 8).map((product) => product.id),
  );
  const [renamed, removed, noted] = original.map((product) => product.id);
  const comesIn = original[8];
  if (renamed === undefined || noted === undefined || removed === undefined || comesIn === undefined)
    throw new Error('The stand-in has fewer than 9 products from the first one shown');
  await grid.getByRole('textbox', { name: `Note for ${noted}` }).fill('call back');
  await grid.getByRole('textbox', { name: `Note for ${noted}` }).press('Enter');
  await grid.getByRole('textbox', { name: `Note for ${removed}` }).fill('returned');
  await grid.getByRole('textbox', { name: `Note for ${removed}` }).press('Enter');

  // The source changes in the Cin7 Omni stand-in — one product renamed, one deleted, so the ninth comes in and the
  // rows after the deleted one move up — and the products are imported.
  await cin7.renameAtSource(new Map([[renamed, `Renamed in Cin7 ${renamed}`]]));
  await cin7.deleteAtSource([removed]);
  await importProducts(cin7.DELETION_SCOPES, company);
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
  await expect(renamedName).toHaveText(`Renamed in Cin7 ${renamed}`);
  await expect(renamedName).toHaveAttribute('aria-description', 'Changed by the last refresh');
  await expect(cellOf(renamed, 3)).not.toHaveAttribute('data-mark');
  await expect(cellOf(comesIn.id, 1)).toHaveAttribute('aria-description', 'New in the last refresh');
  await expect(cellOf(comesIn.id, 2)).toHaveText(comesIn.name);
  await expect(cellOf(noted, 2)).not.toHaveAttribute('data-mark');
  // The note stays beside its key though its row moved up one, into the deleted product's place.
  await expect(grid.getByRole('row').nth(2)).toContainText(String(noted));
  await expect(grid.getByRole('textbox', { name: `Note for ${noted}` })).toHaveValue('call back');
  await expect(grid.getByRole('textbox', { name: `Note for ${removed}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Removed rows (1)' }).click();
  await expect(page.getByText(`Product ID ${removed}`, { exact: true })).toBeVisible();
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
  expect(rowFor(renamed)?.[1]).toBe(`Renamed in Cin7 ${renamed}`);
  expect(rowFor(comesIn.id)?.slice(0, 3)).toEqual([comesIn.id, comesIn.name, comesIn.productType]);
  expect(rowFor(removed)).toBeUndefined();
});
