// @vitest-environment node
/** The Excel writer against office-addin-mock objects on the Excel and Office globals. */
import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createExcelTableWriter } from './excelTableWriter';

interface Written {
  address: string;
  property: 'values' | 'numberFormat' | 'formulas';
  value: unknown;
}

function installExcel(supported: boolean) {
  const log: string[] = [];
  const written: Written[] = [];
  const range = (address: string) => {
    const record =
      (property: Written['property']) =>
      (value: unknown): void => {
        written.push({ address, property, value });
        log.push(`${property} ${address}`);
      };
    return {
      getUsedRangeOrNullObject: () => ({ isNullObject: true, load: () => undefined }),
      set values(value: unknown) {
        record('values')(value);
      },
      set numberFormat(value: unknown) {
        record('numberFormat')(value);
      },
      set formulas(value: unknown) {
        record('formulas')(value);
      },
    };
  };
  const excel = new OfficeMockObject({
    context: {
      workbook: {
        application: {
          suspendApiCalculationUntilNextSync: () => log.push('suspend calculation'),
        },
        tables: {
          getItemOrNullObject: () => ({ isNullObject: true, load: () => undefined }),
        },
        worksheets: {
          sheet: {
            name: 'Data',
            anchor: { rowIndex: 1, columnIndex: 1 },
            tables: {
              add: (address: string, hasHeaders: boolean) => {
                log.push(`tables.add ${address} ${String(hasHeaders)}`);
                return { name: '' };
              },
            },
            getRange(this: { anchor: unknown }, address: string) {
              return address === 'B2' ? this.anchor : range(address);
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
    context: { requirements: { isSetSupported: () => supported } },
  });
  Object.assign(globalThis, { Excel: excel, Office: office });
  return { log, written };
}

afterEach(() => {
  delete (globalThis as { Excel?: unknown }).Excel;
  delete (globalThis as { Office?: unknown }).Office;
});

describe('the Excel writer on office-addin-mock', () => {
  it('writes the range first, then adds the table, then formats and formulas, calculation suspended', async () => {
    const { log, written } = installExcel(true);
    const result = await createExcelTableWriter().writeTable({
      tableName: 'Orders',
      anchor: 'B2',
      columns: [
        { name: 'Order', format: '0' },
        { name: 'Amount', format: '#,##0.00' },
        { name: 'Doubled', formula: '=[@Amount]*2' },
      ],
      rows: [
        [1, 2.5, null],
        [2, null, null],
      ],
    });
    expect(result).toMatchObject({ rowCount: 2, address: 'Data!B2:D4' });
    expect(log).toEqual([
      'suspend calculation',
      'values B2:D4',
      'suspend calculation',
      'tables.add B2:D4 true',
      'numberFormat B3:B4',
      'numberFormat C3:C4',
      'numberFormat D3:D4',
      'formulas D3:D4',
    ]);
    expect(written[0]?.value).toEqual([
      ['Order', 'Amount', 'Doubled'],
      [1, 2.5, ''],
      [2, '', ''],
    ]);
    expect(written.filter((w) => w.property === 'numberFormat').map((w) => w.value)).toEqual([
      '0',
      '#,##0.00',
      'General',
    ]);
  });

  it('leaves calculation alone where ExcelApi 1.6 is not supported', async () => {
    const { log } = installExcel(false);
    await createExcelTableWriter().writeTable({
      tableName: 'Orders',
      anchor: 'B2',
      columns: [{ name: 'Order' }],
      rows: [[1]],
    });
    expect(log).not.toContain('suspend calculation');
  });
});
