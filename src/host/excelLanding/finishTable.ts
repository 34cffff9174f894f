/** Step 4: a new table over the written range, then each column's number format and formula (values before formats). */
import { rectAddress, type Rect } from '../address';
import type { ExcelLanding } from './landing';

/**
 * Sets one value for every cell of a range. Office.js accepts a single value for a multi-cell range; the typings
 * only describe the 2-D form, hence the narrow cast.
 */
function setForEveryCell(range: Excel.Range, property: 'numberFormat' | 'formulas', value: string): void {
  (range as unknown as Record<'numberFormat' | 'formulas', string>)[property] = value;
}

export function finishTable(
  landing: ExcelLanding,
  sheetName: string,
  target: Rect,
  createNew: boolean,
): Promise<void> {
  const { tableName, columns, rows } = landing.request;
  const total = rows.length;
  return landing.batch(async (context) => {
    if (landing.suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
    const sheet = context.workbook.worksheets.getItem(sheetName);
    if (createNew) sheet.tables.add(rectAddress(target), true).name = tableName;
    if (total > 0) {
      columns.forEach((column, index) => {
        const body = sheet.getRange(
          rectAddress({ top: target.top + 1, left: target.left + index, rows: total, columns: 1 }),
        );
        setForEveryCell(body, 'numberFormat', column.format ?? 'General');
        if (column.formula) setForEveryCell(body, 'formulas', column.formula);
      });
    }
    landing.requests += 1;
    await context.sync();
  });
}
