/**
 * Step 4: the table over the written range (a new one added; a replaced one resized when the rows that came were
 * not the rows the first page announced, and the rows it took room for but did not fill cleared), then each
 * column's number format and formula (values before formats), and the formats of single cells that have their own.
 */
import { grownAreas, rectAddress, sameRect, type Rect } from '../address';
import type { ExcelLanding } from './landing';
import type { OwnFormat } from './writeValues';

/**
 * Sets one value for every cell of a range. Office.js accepts a single value for a multi-cell range; the typings
 * only describe the 2-D form, hence the narrow cast.
 */
function setForEveryCell(range: Excel.Range, property: 'numberFormat' | 'formulas', value: string): void {
  (range as unknown as Record<'numberFormat' | 'formulas', string>)[property] = value;
}

export interface FinishedShape {
  /** Where the table ends up: the header and every row written. */
  target: Rect;
  /** Add a table over target (a new table, or one converted to a range before ExcelApi 1.13). */
  createNew: boolean;
  /** The range a replaced table was resized to in step 2. */
  reshapedTo: Rect;
  /** Every cell the landing took room for: what the table does not keep of it is cleared. */
  room: Rect;
  /** Body cells with a number format of their own, set over their column's (writeValues.ts). */
  ownFormats: readonly OwnFormat[];
}

export function finishTable(landing: ExcelLanding, sheetName: string, shape: FinishedShape): Promise<void> {
  const { tableName, columns } = landing.request;
  const { target, createNew, reshapedTo, room, ownFormats } = shape;
  const total = target.rows - 1;
  return landing.batch(async (context) => {
    if (landing.suspendCalculation) context.workbook.application.suspendApiCalculationUntilNextSync();
    const sheet = context.workbook.worksheets.getItem(sheetName);
    if (createNew) sheet.tables.add(rectAddress(target), true).name = tableName;
    else if (!sameRect(target, reshapedTo))
      context.workbook.tables.getItem(tableName).resize(rectAddress(target));
    for (const area of grownAreas(target, room)) sheet.getRange(rectAddress(area)).clear('All');
    if (total > 0) {
      columns.forEach((column, index) => {
        const body = sheet.getRange(
          rectAddress({ top: target.top + 1, left: target.left + index, rows: total, columns: 1 }),
        );
        setForEveryCell(body, 'numberFormat', column.format ?? 'General');
        if (column.formula) setForEveryCell(body, 'formulas', column.formula);
      });
      // A part period's group reads "Nov 2025 (15–30 only)" and stays a date (components/partPeriods.ts).
      for (const { row, column, format } of ownFormats) {
        if (row >= total) continue;
        const cell = sheet.getRange(
          rectAddress({ top: target.top + 1 + row, left: target.left + column, rows: 1, columns: 1 }),
        );
        setForEveryCell(cell, 'numberFormat', format);
      }
    }
    landing.requests += 1;
    await context.sync();
    await writeHeaderNotes(landing, context, sheet, target);
  });
}

/**
 * Each noted column's header cell gets its note (a measure's definition); a note already there (an earlier landing's)
 * is rewritten, since Excel refuses a second note on a cell. Before ExcelApi 1.18 there are no notes to write.
 */
async function writeHeaderNotes(
  landing: ExcelLanding,
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  target: Rect,
): Promise<void> {
  const noted = landing.request.columns.flatMap((column, index) =>
    column.note
      ? [
          {
            note: column.note,
            address: rectAddress({ top: target.top, left: target.left + index, rows: 1, columns: 1 }),
          },
        ]
      : [],
  );
  if (!landing.canNote || noted.length === 0) return;
  const existing = noted.map(({ address }) => {
    const note = sheet.notes.getItemOrNullObject(address);
    note.load('content');
    return note;
  });
  landing.requests += 1;
  await context.sync();
  noted.forEach(({ note, address }, index) => {
    const current = existing[index];
    if (current && !current.isNullObject) current.content = note;
    else sheet.notes.add(address, note);
  });
  landing.requests += 1;
  await context.sync();
}
