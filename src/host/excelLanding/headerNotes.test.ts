// @vitest-environment node
/**
 * A measure's definition as its landed header's note (ExcelApi 1.18's worksheet.notes), against office-addin-mock
 * objects on the Excel and Office globals, as excelTableWriter.test.ts does.
 */
import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createExcelTableWriter } from '../excelTableWriter';
import type { LandingColumn } from '../types';

const REVENUE = 'Revenue: Sum of order subtotals, tax excluded, of orders that count as sales.';
const columns: LandingColumn[] = [{ name: 'Branch' }, { name: 'Revenue', format: '#,##0.00', note: REVENUE }];

/** The sheet's notes by cell, and what the writer did to them, in order. */
function installExcel(excelApi: string, notes: Map<string, string>) {
  const log: string[] = [];
  const inert = {
    getUsedRangeOrNullObject: () => ({ isNullObject: true, load: () => undefined }),
    set values(_: unknown) {},
    set numberFormat(_: unknown) {},
    set formulas(_: unknown) {},
  };
  const noteAt = (address: string) => ({
    get isNullObject() {
      return !notes.has(address);
    },
    load: () => log.push(`load note ${address}`),
    set content(text: string) {
      log.push(`rewrite note ${address}`);
      notes.set(address, text);
    },
  });
  const excel = new OfficeMockObject({
    context: {
      workbook: {
        application: { suspendApiCalculationUntilNextSync: () => undefined },
        tables: { getItemOrNullObject: () => ({ isNullObject: true, load: () => undefined }) },
        worksheets: {
          sheet: {
            name: 'Data',
            anchor: { rowIndex: 0, columnIndex: 0 },
            tables: { add: () => ({ name: '' }) },
            notes: {
              getItemOrNullObject: noteAt,
              add: (address: string, text: string) => {
                // Excel refuses a second note on a cell.
                if (notes.has(address)) throw new Error(`InvalidArgument: ${address} already has a note`);
                log.push(`add note ${address}`);
                notes.set(address, text);
              },
            },
            getRange(this: { anchor: unknown }, address: string) {
              return address === 'A1' ? this.anchor : inert;
            },
          },
          getActiveWorksheet(this: { sheet: unknown }) {
            return this.sheet;
          },
          getItem(this: { sheet: unknown }) {
            return this.sheet;
          },
        },
      },
    },
    run(this: { context: unknown }, batch: (context: unknown) => Promise<unknown>) {
      return batch(this.context);
    },
  });
  const office = new OfficeMockObject({
    context: {
      requirements: {
        isSetSupported: (_: string, version: string) =>
          Number(version.split('.')[1]) <= Number(excelApi.split('.')[1]),
      },
    },
  });
  Object.assign(globalThis, { Excel: excel, Office: office });
  return log;
}

afterEach(() => {
  delete (globalThis as { Excel?: unknown }).Excel;
  delete (globalThis as { Office?: unknown }).Office;
});

const land = () =>
  createExcelTableWriter().writeTable({ tableName: 'Sales', anchor: 'A1', columns, rows: [['North', 12.5]] });

describe('a measure’s header note in Excel (office-addin-mock)', () => {
  it('adds the definition as the measure header’s note, and none on the other headers', async () => {
    const notes = new Map<string, string>();
    const log = installExcel('1.18', notes);
    await land();
    expect([...notes]).toEqual([['B1', REVENUE]]);
    expect(log).toEqual(['load note B1', 'add note B1']);
  });

  it('rewrites a note already on the header instead of adding a second one', async () => {
    const notes = new Map([['B1', 'Revenue: an older definition.']]);
    const log = installExcel('1.18', notes);
    await land();
    expect([...notes]).toEqual([['B1', REVENUE]]);
    expect(log).toEqual(['load note B1', 'rewrite note B1']);
  });

  it('writes no note before ExcelApi 1.18', async () => {
    const notes = new Map<string, string>();
    const log = installExcel('1.17', notes);
    await land();
    expect(notes.size).toBe(0);
    expect(log).toEqual([]);
  });
});
