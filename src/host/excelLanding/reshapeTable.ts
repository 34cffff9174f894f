/** Step 2, for a replaced table: it takes its new shape, and only the cells it gives up are cleared. */
import { grownAreas, rectAddress, type Rect } from '../address';
import type { ExcelLanding } from './landing';

export function reshapeTable(
  landing: ExcelLanding,
  sheetName: string,
  target: Rect,
  existing: Rect,
): Promise<void> {
  const { tableName } = landing.request;
  return landing.batch(async (context) => {
    if (landing.suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
    const sheet = context.workbook.worksheets.getItem(sheetName);
    if (landing.canResize) {
      context.workbook.tables.getItem(tableName).resize(rectAddress(target));
      for (const area of grownAreas(target, existing)) sheet.getRange(rectAddress(area)).clear('All');
    } else {
      // Before ExcelApi 1.13 a table cannot be resized: it becomes a plain range, is cleared, and is added again.
      context.workbook.tables.getItem(tableName).convertToRange();
      sheet.getRange(rectAddress(existing)).clear('All');
    }
    landing.requests += 1;
    await context.sync();
  });
}
