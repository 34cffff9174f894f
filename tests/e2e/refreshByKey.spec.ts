/**
 * Refresh by key in Excel (fake host; docs/host.md, "Refresh by key"): a design over the products, whose rows have
 * the model's key, is landed; the person edits landed cells, types a note and a formula beside two rows and sorts
 * the table; the products change in the Cin7 Omni stand-in (one renamed, the four whose names the person edited
 * renamed too, one deleted, so the next product comes in) and are imported, and the table is refreshed. The notes
 * and formulas stay beside their keys, the untouched edit is kept, the conflicts are listed and resolved both ways,
 * the removed product is reported with its note, and only the changed cells were written (the fake host counts
 * every cell written). Each test signs up a company of its own over the stand-in's small account of the refresh-by-key
 * tests (companyOfItsOwn.ts, scripts/e2eAccounts.ts), changes products of its own there and puts them back.
 */
import type { Locator, Page } from '@playwright/test';
import type { FakeExcelControl, FakeOfficeOptions } from '../fixtures/fakeOffice';
import { fakeOfficeScript } from '../fixtures/fakeOffice';
import { REFRESH_BY_KEY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { expect, OFFICE_JS, test as base } from './fixtures';
import * as cin7 from './cin7StandIn';
import { companyOfItsOwn, startSignedInAs, type OwnCompany } from './companyOfItsOwn';
import { importProducts } from './importProducts';

/** Each test's company of its own, its products and their options imported. */
const test = base.extend<{ company: OwnCompany }>({
  // eslint-disable-next-line no-empty-pattern
  company: async ({}, use) => {
    const company = await companyOfItsOwn('Refresh by key', REFRESH_BY_KEY_CIN7_USERNAME);
    await importProducts(cin7.DELETION_SCOPES, company);
    await use(company);
  },
});

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};
type Cell = string | number;

/** The first products of each test's design: ranges of their own in the account, which no other test changes. */
const JOURNEY_FROM = 1;
const OUT_OF_DATE_FROM = 11;

/**
 * Product, SKU, Name, Category: the products' key first, as the designer lands it; eight products from `from`.
 */
const productsDesign = (from: number) => ({
  id: 1,
  name: 'Products',
  table: 'products',
  columns: [
    { id: 1, kind: 'source', name: 'Product', ref: 'product_id' },
    { id: 2, kind: 'source', name: 'SKU', ref: 'sku' },
    { id: 3, kind: 'source', name: 'Name', ref: 'name' },
    { id: 4, kind: 'source', name: 'Category', ref: 'category' },
  ],
  filters: [{ id: 1, column: 'product_id', op: 'gte', values: [from] }],
  limit: 8,
  landing: { sheet: '', tableName: 'Products' },
  lastRefresh: null,
  nextId: 5,
});

function excelHost(
  company: OwnCompany,
  from: number,
  settings: Record<string, unknown> = {},
): FakeOfficeOptions {
  return {
    host: 'Excel',
    platform: 'OfficeOnline',
    diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
    requirementSets: { ExcelApi: '1.20' },
    settings: {
      'wharf.instanceId': company.instanceId,
      'wharf.tableDesigns': { version: 1, designs: [productsDesign(from)] },
      ...settings,
    },
    excel: {},
  };
}

const cellsWritten = (page: Page) =>
  page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.cellsWritten);
const selected = (page: Page) =>
  page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.selection().address);

/**
 * The table's rows as the person sees them, header first: Product, SKU, Name, Category, Note, Flag — columns E and
 * F, the hidden row check and cell check, left out.
 */
async function tableRows(page: Page): Promise<Cell[][]> {
  return page.evaluate(() => {
    const fake = (window as unknown as ExcelWindow).__fakeExcel;
    const address = fake.tables().find((table) => table.name === 'Products')?.address ?? 'A1:A1';
    const last = /\d+$/.exec(address)?.[0] ?? '1';
    return fake.cells('Sheet1', `A1:H${last}`).map((row) => [...row.slice(0, 4), ...row.slice(6)]);
  });
}

const rowOf = (rows: readonly Cell[][], product: Cell) => rows.find((row) => row[0] === product);

/** Signed in, the Products design landed in the fake Excel: its item in the designs' list. */
async function landProducts(page: Page, company: OwnCompany): Promise<Locator> {
  await startSignedInAs(page, company);
  await page.goto('/table');
  const item = page
    .getByRole('list', { name: 'Table designs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Products', exact: true }) });
  await item.getByRole('button', { name: 'Refresh Products' }).click();
  await expect(item).toContainText('8 rows landed at Sheet1!A1:D9');
  return item;
}

test.describe('refresh by key in Excel (fake host)', () => {
  test.use({
    viewport: { width: 320, height: 900 },
    officeHost: async ({ company }, use) => use(excelHost(company, JOURNEY_FROM)),
  });
  // The products this test changes at the source, put back as they were however it ends.
  let original: cin7.SourceProduct[] = [];
  test.afterEach(() => cin7.restoreAtSource(original));

  test("keeps the person's notes, formulas and edits with their rows and writes only the changed cells", async ({
    page,
    company,
  }) => {
    test.setTimeout(240_000);
    // The eight products landed and the ninth, which comes in when one of them is deleted at the source.
    original = await cin7.productsAtSource(Array.from({ length: 9 }, (_, index) => JOURNEY_FROM + index));
    await journey(page, company, original);
  });
});

async function journey(
  page: Page,
  company: OwnCompany,
  original: readonly cin7.SourceProduct[],
): Promise<void> {
  const item = await landProducts(page, company);
  expect(
    await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.hiddenColumns('Sheet1')),
  ).toEqual(['E', 'F']);

  const landed = await tableRows(page);
  const ids = landed.slice(1).map((row) => Number(row[0]));
  expect(ids).toEqual(original.slice(0, 8).map((product) => product.id));
  const [kept, noted, renamed, removed, c1, c2, c3, c4] = ids;
  const comesIn = original[8];
  if (
    comesIn === undefined ||
    c1 === undefined ||
    c2 === undefined ||
    c3 === undefined ||
    c4 === undefined ||
    kept === undefined ||
    noted === undefined ||
    renamed === undefined ||
    removed === undefined
  )
    throw new Error('The products design landed fewer than 8 rows');
  const conflicts = [c1, c2, c3, c4];
  const place = (product: Cell) => ids.indexOf(Number(product)) + 2;

  // The person's work: a Note and a Flag column taken into the table, a note and a formula beside two rows,
  // two edits whose source will not change (a name the source leaves alone, the category of the product it
  // renames) and four names the source will change too; then a sort by Name, descending.
  await page.evaluate(
    ({ conflicts, place }) => {
      const fake = (window as unknown as ExcelWindow).__fakeExcel;
      fake.setCells('Sheet1', 'G1:H1', [['Note', 'Flag']]);
      fake.resizeTable('Products', 'A1:H9');
      fake.setCells('Sheet1', `G${place.noted}:H${place.noted}`, [['call back', '=[@Product]*2']]);
      fake.setCells('Sheet1', `G${place.removed}:H${place.removed}`, [['returned', '=[@Product]*3']]);
      fake.setCells('Sheet1', `C${place.kept}`, [['Renamed by hand']]);
      fake.setCells('Sheet1', `D${place.renamed}`, [['Moved by hand']]);
      conflicts.forEach((_, index) =>
        fake.setCells('Sheet1', `C${place.conflicts[index] ?? 0}`, [[`Mine ${index + 1}`]]),
      );
      fake.sortTable('Products', 2, true);
    },
    {
      conflicts,
      place: {
        noted: place(noted),
        removed: place(removed),
        kept: place(kept),
        renamed: place(renamed),
        conflicts: conflicts.map(place),
      },
    },
  );
  const sorted = (await tableRows(page)).map((row) => row[0]);

  // At the source: one product renamed, the four whose names the person edited renamed too, one deleted; then the
  // products are imported.
  const sourceName = (product: number) => `Renamed in Cin7 ${product}`;
  await cin7.renameAtSource(
    new Map([renamed, ...conflicts].map((product) => [product, sourceName(product)])),
  );
  await cin7.deleteAtSource([removed]);
  await importProducts(cin7.DELETION_SCOPES, company);

  const before = await cellsWritten(page);
  await item.getByRole('button', { name: 'Refresh Products' }).click();
  await expect(item).toContainText(
    '8 rows landed at Sheet1!A1:H9. 1 changed, 1 new, 1 removed; 1 of your edits kept.',
  );
  // The renamed product's name, the two checks of the five rows the source changed, the new product's four cells
  // and two checks, and the removed row's note cleared from the place the new product takes (its formula stays,
  // for the new row's own values): nothing else.
  expect((await cellsWritten(page)) - before).toBe(18);

  const after = await tableRows(page);
  expect(rowOf(after, noted)?.slice(4)).toEqual(['call back', '=[@Product]*2']);
  expect(rowOf(after, kept)?.[2]).toBe('Renamed by hand');
  expect(rowOf(after, renamed)?.[2]).toBe(sourceName(renamed));
  expect(rowOf(after, renamed)?.[3]).toBe('Moved by hand');
  expect(rowOf(after, removed)).toBeUndefined();
  expect(rowOf(after, comesIn.id)).toEqual([
    comesIn.id,
    comesIn.styleCode,
    comesIn.name,
    comesIn.productType,
    '',
    '=[@Product]*3',
  ]);
  // No row moved: the person's sort stands, the product that came in in the removed one's place.
  expect(after.slice(1).map((row) => row[0])).toEqual(
    sorted.slice(1).map((product) => (product === removed ? comesIn.id : product)),
  );
  conflicts.forEach((product, index) => expect(rowOf(after, product)?.[2]).toBe(`Mine ${index + 1}`));

  // The removed product, one click away, with the note the person had written beside it.
  await item.getByRole('button', { name: 'Removed rows (1)' }).click();
  await expect(item.getByText(`Note: returned`)).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/refresh/refresh-by-key-report.png', fullPage: true });

  // The conflicts: each listed with the person's value and the source's; resolved both ways.
  const [first, second] = [c1, c2];
  const list = item.getByRole('region', { name: 'Conflicts' });
  await expect(list).toContainText('4 cells you edited changed at the source too');
  await expect(list).toContainText(`Yours: Mine 1 · Source's: ${sourceName(first)}`);
  await list.getByRole('button', { name: `Locate ${first} Product Name` }).click();
  await expect.poll(() => selected(page)).toBe(`C${after.findIndex((row) => row[0] === first) + 1}`);
  await list.getByRole('button', { name: `Keep mine for ${first} Product Name` }).click();
  await list.getByRole('button', { name: `Take the source's for ${second} Product Name` }).click();
  await expect(list).toContainText('2 cells you edited changed at the source too');
  await list.getByRole('button', { name: "Take all the source's" }).click();
  await expect(list).toContainText('Every conflict is settled.');
  const resolved = await tableRows(page);
  expect(rowOf(resolved, first)?.[2]).toBe('Mine 1');
  for (const product of conflicts.slice(1)) expect(rowOf(resolved, product)?.[2]).toBe(sourceName(product));
  expect((await cellsWritten(page)) - before).toBe(21);
}

/**
 * The workbook closed and opened again: its sheet's cells, its tables and its settings as saved, the table's data a
 * day old, with these settings besides.
 */
async function reopenWorkbook(
  page: Page,
  company: OwnCompany,
  settings: Record<string, unknown>,
): Promise<void> {
  const saved = await page.evaluate(() => {
    const fake = (window as unknown as ExcelWindow).__fakeExcel;
    const tables = fake.tables();
    const address = tables.find((table) => table.name === 'Products')?.address ?? 'A1:A1';
    const last = /\d+$/.exec(address)?.[0] ?? '1';
    return {
      settings: { ...(window as unknown as ExcelWindow).__fakeWorkbookSettings },
      tables,
      cells: fake.cells('Sheet1', `A1:H${last}`),
      last,
    };
  });
  const records = saved.settings['wharf.landedTables'] as {
    tables: { tableName: string; dataAsOf: string | null }[];
  };
  records.tables = records.tables.map((record) => ({ ...record, dataAsOf: '2001-01-01T00:00:00.000Z' }));
  const options = excelHost(company, OUT_OF_DATE_FROM, {
    ...saved.settings,
    'wharf.landedTables': records,
    ...settings,
  });
  options.excel = {
    tables: saved.tables,
    cells: [{ sheet: 'Sheet1', address: `A1:H${saved.last}`, values: saved.cells }],
  };
  const reopened = fakeOfficeScript(options);
  await page.route(OFFICE_JS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: reopened }),
  );
}

test.describe('out-of-date tables refreshed by key (fake host)', () => {
  test.use({
    viewport: { width: 320, height: 900 },
    officeHost: async ({ company }, use) => use(excelHost(company, OUT_OF_DATE_FROM)),
  });
  // The products this test changes at the source, put back as they were however it ends.
  let original: cin7.SourceProduct[] = [];
  test.afterEach(() => cin7.restoreAtSource(original));

  test('"Refresh all out of date" and refresh on open write only the changed cells and keep the person\'s work', async ({
    page,
    company,
  }) => {
    test.setTimeout(300_000);
    original = await cin7.productsAtSource(Array.from({ length: 8 }, (_, index) => OUT_OF_DATE_FROM + index));
    await refreshedOutOfDate(page, company);
  });
});

async function refreshedOutOfDate(page: Page, company: OwnCompany): Promise<void> {
  await landProducts(page, company);
  const ids = (await tableRows(page)).slice(1).map((row) => Number(row[0]));
  const [edited, noted, renamed, again] = ids;
  if (again === undefined || edited === undefined || noted === undefined || renamed === undefined)
    throw new Error('The products design landed fewer than 8 rows');
  const place = (product: number) => ids.indexOf(product) + 2;
  // A Note column taken into the table, a note beside one row and a hand edit in another; then a sort.
  await page.evaluate(
    ({ noted, edited }) => {
      const fake = (window as unknown as ExcelWindow).__fakeExcel;
      fake.setCells('Sheet1', 'G1', [['Note']]);
      fake.resizeTable('Products', 'A1:G9');
      fake.setCells('Sheet1', `G${noted}`, [['call back']]);
      fake.setCells('Sheet1', `C${edited}`, [['Renamed by hand']]);
      fake.sortTable('Products', 2, true);
    },
    { noted: place(noted), edited: place(edited) },
  );

  // One product renamed in the Cin7 Omni stand-in and the products imported: the table is out of date.
  await cin7.renameAtSource(new Map([[renamed, `Renamed in Cin7 ${renamed}`]]));
  await importProducts(['products'], company);
  await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).first().click();
  await page.getByRole('link', { name: 'Refresh all out of date' }).click();
  const block = page.getByRole('region', { name: 'Out of date' });
  const before = await cellsWritten(page);
  await block.getByRole('button', { name: 'Refresh all out of date' }).click();
  // No question about the hand edit: by key, it is kept.
  await expect(block).toContainText('8 rows landed at Sheet1!A1:G9. 1 changed, 0 new, 0 removed.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The renamed product's name and its row's two checks: nothing else.
  expect((await cellsWritten(page)) - before).toBe(3);
  await page.screenshot({ path: 'tests/e2e/artifacts/refresh/refresh-all-by-key.png', fullPage: true });
  let rows = await tableRows(page);
  expect(rowOf(rows, noted)?.[4]).toBe('call back');
  expect(rowOf(rows, edited)?.[2]).toBe('Renamed by hand');
  expect(rowOf(rows, renamed)?.[2]).toBe(`Renamed in Cin7 ${renamed}`);

  // Refresh on open: another product renamed and imported; the workbook opens again with the table a day old.
  await cin7.renameAtSource(new Map([[again, `Renamed in Cin7 ${again}`]]));
  await importProducts(['products'], company);
  await reopenWorkbook(page, company, { 'wharf.addinSettings': { refreshOnOpen: true } });
  await page.goto('/');
  await expect(
    page.getByTestId('notice').filter({ hasText: 'Out-of-date tables on open: 1 refreshed' }),
  ).toBeVisible({ timeout: 60_000 });
  // The other product's name and its row's two checks, in a workbook that has written nothing since it opened.
  expect(await cellsWritten(page)).toBe(3);
  rows = await tableRows(page);
  expect(rowOf(rows, noted)?.[4]).toBe('call back');
  expect(rowOf(rows, edited)?.[2]).toBe('Renamed by hand');
  expect(rowOf(rows, again)?.[2]).toBe(`Renamed in Cin7 ${again}`);
  expect(rowOf(rows, renamed)?.[2]).toBe(`Renamed in Cin7 ${renamed}`);
}
