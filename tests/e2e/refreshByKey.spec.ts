/**
 * Refresh by key in Excel (fake host; docs/host.md, "Refresh by key"): a design over the products, whose rows have
 * the model's key, is landed; the person edits landed cells, types a note and a formula beside two rows and sorts
 * the table; the source's rows change (the API's answer, changed on its way to the add-in: one name, the four
 * cells edited by hand, one product gone, one new) and the table is refreshed. The notes and formulas stay beside
 * their keys, the untouched edit is kept, the conflicts are listed and resolved both ways, the removed product is
 * reported with its note, and only the changed cells were written (the fake host counts every cell written).
 */
import type { Locator, Page } from '@playwright/test';
import type { FakeExcelControl, FakeOfficeOptions } from '../fixtures/fakeOffice';
import { fakeOfficeScript } from '../fixtures/fakeOffice';
import { demoInstances, expect, OFFICE_JS, startSignedIn, test } from './fixtures';
import { importProducts } from './importProducts';

const INSTANCE = 'Harbour Traders';

type ExcelWindow = Window & {
  __fakeExcel: FakeExcelControl;
  __fakeWorkbookSettings: Record<string, unknown>;
};
type Cell = string | number;

/** Product, SKU, Name, Category: the products' key first, as the designer lands it. */
const PRODUCTS_DESIGN = {
  id: 1,
  name: 'Products',
  table: 'products',
  columns: [
    { id: 1, kind: 'source', name: 'Product', ref: 'product_id' },
    { id: 2, kind: 'source', name: 'SKU', ref: 'sku' },
    { id: 3, kind: 'source', name: 'Name', ref: 'name' },
    { id: 4, kind: 'source', name: 'Category', ref: 'category' },
  ],
  filters: [],
  limit: 8,
  landing: { sheet: '', tableName: 'Products' },
  lastRefresh: null,
  nextId: 5,
};

async function excelHost(settings: Record<string, unknown> = {}): Promise<FakeOfficeOptions> {
  const instance = (await demoInstances()).find((candidate) => candidate.name === INSTANCE);
  return {
    host: 'Excel',
    platform: 'OfficeOnline',
    diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
    requirementSets: { ExcelApi: '1.20' },
    settings: {
      'wharf.instanceId': instance?.id ?? 0,
      'wharf.tableDesigns': { version: 1, designs: [PRODUCTS_DESIGN] },
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

interface SourceChange {
  renamed: Cell;
  conflicts: Cell[];
  removed: Cell;
  added: Cell;
}

/** The source's answer, changed on its way: as if the products had changed at the source and been imported. */
async function changeSource(page: Page, change: SourceChange): Promise<void> {
  await page.route('**/api/clientQuery**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { rows: Cell[][]; totalRows: number };
    const kept = answer.rows.filter((row) => row[0] !== change.removed);
    const rows = kept.map((row) => {
      if (row[0] === change.renamed) return [row[0], row[1], `${String(row[2])} (renamed)`, row[3]];
      if (change.conflicts.includes(row[0] ?? '')) return [row[0], row[1], row[2], 'Changed at the source'];
      return row;
    });
    rows.push([change.added, 'NEW-SKU', 'A new product', 'New things']);
    await route.fulfill({ response, json: { ...answer, rows, totalRows: rows.length } });
  });
}

/** Signed in, the Products design landed in the fake Excel: its item in the designs' list. */
async function landProducts(page: Page): Promise<Locator> {
  await startSignedIn(page, { instance: INSTANCE });
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
    // eslint-disable-next-line no-empty-pattern
    officeHost: async ({}, use) => use(await excelHost()),
  });

  test("keeps the person's notes, formulas and edits with their rows and writes only the changed cells", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const item = await landProducts(page);
    expect(
      await page.evaluate(() => (window as unknown as ExcelWindow).__fakeExcel.hiddenColumns('Sheet1')),
    ).toEqual(['E', 'F']);

    const landed = await tableRows(page);
    const ids = landed.slice(1).map((row) => row[0] ?? '');
    const [kept, noted, renamed, removed, c1, c2, c3, c4] = ids;
    if (
      c4 === undefined ||
      kept === undefined ||
      noted === undefined ||
      renamed === undefined ||
      removed === undefined
    )
      throw new Error('The products design landed fewer than 8 rows');
    const conflicts = [c1 ?? '', c2 ?? '', c3 ?? '', c4];
    const place = (product: Cell) => ids.indexOf(product) + 2;

    // The person's work: a Note and a Flag column taken into the table, a note and a formula beside two rows,
    // two edits whose source will not change (one in a row the source leaves alone, one in the row it renames) and
    // four whose source will; then a sort by Name, descending.
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
          fake.setCells('Sheet1', `D${place.conflicts[index] ?? 0}`, [[`Mine ${index + 1}`]]),
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

    await changeSource(page, { renamed, conflicts, removed, added: 999_999 });
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
    expect(rowOf(after, renamed)?.[2]).toMatch(/ \(renamed\)$/);
    expect(rowOf(after, renamed)?.[3]).toBe('Moved by hand');
    expect(rowOf(after, removed)).toBeUndefined();
    expect(rowOf(after, 999_999)).toEqual([
      999_999,
      'NEW-SKU',
      'A new product',
      'New things',
      '',
      '=[@Product]*3',
    ]);
    // No row moved: the person's sort stands, the new product in the removed one's place.
    expect(after.slice(1).map((row) => row[0])).toEqual(
      sorted.slice(1).map((product) => (product === removed ? 999_999 : product)),
    );
    conflicts.forEach((product, index) => expect(rowOf(after, product)?.[3]).toBe(`Mine ${index + 1}`));

    // The removed product, one click away, with the note the person had written beside it.
    await item.getByRole('button', { name: 'Removed rows (1)' }).click();
    await expect(item.getByText(`Note: returned`)).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/artifacts/refresh/refresh-by-key-report.png', fullPage: true });

    // The conflicts: each listed with the person's value and the source's; resolved both ways.
    const list = item.getByRole('region', { name: 'Conflicts' });
    await expect(list).toContainText('4 cells you edited changed at the source too');
    await expect(list).toContainText("Yours: Mine 1 · Source's: Changed at the source");
    await list.getByRole('button', { name: `Locate ${String(conflicts[0])} Category` }).click();
    await expect.poll(() => selected(page)).toBe(`D${after.findIndex((row) => row[0] === conflicts[0]) + 1}`);
    await list.getByRole('button', { name: `Keep mine for ${String(conflicts[0])} Category` }).click();
    await list
      .getByRole('button', { name: `Take the source's for ${String(conflicts[1])} Category` })
      .click();
    await expect(list).toContainText('2 cells you edited changed at the source too');
    await list.getByRole('button', { name: "Take all the source's" }).click();
    await expect(list).toContainText('Every conflict is settled.');
    const resolved = await tableRows(page);
    expect(rowOf(resolved, conflicts[0] ?? '')?.[3]).toBe('Mine 1');
    for (const product of conflicts.slice(1))
      expect(rowOf(resolved, product)?.[3]).toBe('Changed at the source');
    expect((await cellsWritten(page)) - before).toBe(21);
  });
});

/** The source renames these products on the answer's way to the add-in, as an import that changed them would. */
async function renameAtSource(page: Page, products: readonly Cell[]): Promise<void> {
  await page.route('**/api/clientQuery**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { rows: Cell[][] };
    const rows = answer.rows.map((row) =>
      products.includes(row[0] ?? '') ? [row[0], row[1], `${String(row[2])} (renamed)`, row[3]] : row,
    );
    await route.fulfill({ response, json: { ...answer, rows } });
  });
}

/**
 * The workbook closed and opened again: its sheet's cells, its tables and its settings as saved, the table's data a
 * day old, with these settings besides.
 */
async function reopenWorkbook(page: Page, settings: Record<string, unknown>): Promise<void> {
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
  const options = await excelHost({ ...saved.settings, 'wharf.landedTables': records, ...settings });
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
    // eslint-disable-next-line no-empty-pattern
    officeHost: async ({}, use) => use(await excelHost()),
  });

  test('"Refresh all out of date" and refresh on open write only the changed cells and keep the person\'s work', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await landProducts(page);
    const ids = (await tableRows(page)).slice(1).map((row) => row[0] ?? '');
    const [edited, noted, renamed, again] = ids;
    if (again === undefined || edited === undefined || noted === undefined || renamed === undefined)
      throw new Error('The products design landed fewer than 8 rows');
    const place = (product: Cell) => ids.indexOf(product) + 2;
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

    // An import through the Cin7 Omni stand-in lands the products again: the table is out of date. The source's
    // answer renames one product.
    await importProducts();
    await renameAtSource(page, [renamed]);
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
    expect(rowOf(rows, renamed)?.[2]).toMatch(/ \(renamed\)$/);

    // Refresh on open: the workbook opens again with the table a day old; the source renames another product.
    await page.unroute('**/api/clientQuery**');
    await renameAtSource(page, [renamed, again]);
    await reopenWorkbook(page, { 'wharf.addinSettings': { refreshOnOpen: true } });
    await page.goto('/');
    await expect(
      page.getByTestId('notice').filter({ hasText: 'Out-of-date tables on open: 1 refreshed' }),
    ).toBeVisible({ timeout: 60_000 });
    // The other product's name and its row's two checks, in a workbook that has written nothing since it opened.
    expect(await cellsWritten(page)).toBe(3);
    rows = await tableRows(page);
    expect(rowOf(rows, noted)?.[4]).toBe('call back');
    expect(rowOf(rows, edited)?.[2]).toBe('Renamed by hand');
    expect(rowOf(rows, again)?.[2]).toMatch(/ \(renamed\)$/);
    expect(rowOf(rows, renamed)?.[2]).toMatch(/ \(renamed\)$/);
  });
});
