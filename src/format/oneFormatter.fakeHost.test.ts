// @vitest-environment node
/**
 * The one formatter in Excel: the design oneFormatter.test.tsx checks in the preview, the grid and the .xlsx lands
 * in the fake Excel host (tests/fixtures/fakeOffice.ts) with the same settings saved in the workbook, and each cell
 * Excel holds — its value under its number format, as Excel shows it — reads what the other three places read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeOffice } from '../../tests/fixtures/fakeOffice';
import { excelTableWriter, useHostStore } from '../host';
import { landDesign } from '../landing/landingPipeline';
import { formatCell } from './cellText';
import { ANSWER, DESIGN, EXPECTED, SETTINGS } from './oneDesignCells';

afterEach(() => {
  const realm = globalThis as { Office?: unknown; Excel?: unknown; __fakeExcel?: unknown };
  delete realm.Office;
  delete realm.Excel;
  delete realm.__fakeExcel;
  useHostStore.setState({ status: 'detecting', mode: 'browser', diagnostics: null });
});

describe('one formatter in Excel', () => {
  it('each landed cell, under the number format it was given, reads as in the preview, the grid and the .xlsx', async () => {
    const fake = installFakeOffice({
      host: 'Excel',
      requirementSets: { ExcelApi: '1.13' },
      settings: { 'wharf.addinSettings': SETTINGS },
      excel: { sheets: ['Sheet1'] },
    });
    useHostStore.setState({ status: 'ready', mode: 'excel', diagnostics: null });
    const landed = await landDesign(
      { ...DESIGN, landing: { sheet: 'Sheet1', tableName: 'Stock_and_sales' } },
      { writer: excelTableWriter, requestPage: () => Promise.resolve(structuredClone(ANSWER)) },
    );
    expect(landed.address).toBe('Sheet1!A1:H3');
    const values = fake.cells('Sheet1', 'A2:H3');
    const formats = fake.numberFormats('Sheet1', 'A2:H3');
    // Excel's "General" is no format of Wharf's: the value reads as it is.
    const shown = values.map((row, r) =>
      row.map((value, c) => {
        const format = formats[r]?.[c];
        return formatCell(value, format === 'General' ? undefined : format);
      }),
    );
    expect(shown).toEqual(EXPECTED);
    // Numbers land as numbers (Excel sums them), not as the text they read as.
    expect(values.map((row) => row.slice(1, 4).every((value) => typeof value === 'number'))).toEqual([
      true,
      true,
    ]);
  });
});
