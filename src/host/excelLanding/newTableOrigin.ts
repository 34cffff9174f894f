/**
 * Where a table that does not exist yet starts when neither its sheet nor its anchor is given: the add-in setting
 * "where new tables land" — a new worksheet named after the design (activated, so the user sees it), or the
 * top-left cell of the user's selection.
 */
import type { Rect } from '../address';
import type { NewTableSpot } from '../types';
import type { ExcelLanding } from './landing';
import { worksheetNameFor } from './worksheetName';

/** A table's top-left cell, and the range the table had before this landing (when it existed). */
export interface Origin {
  sheetName: string;
  top: number;
  left: number;
  existing: Rect | null;
}

async function newSheetOrigin(
  landing: ExcelLanding,
  context: Excel.RequestContext,
  sheetTitle: string,
): Promise<Origin> {
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  landing.requests += 1;
  await context.sync();
  const name = worksheetNameFor(
    sheetTitle,
    worksheets.items.map((sheet) => sheet.name),
  );
  const sheet = worksheets.add(name);
  sheet.activate();
  sheet.load('name');
  landing.requests += 1;
  await context.sync();
  return { sheetName: sheet.name, top: 0, left: 0, existing: null };
}

async function selectionOrigin(landing: ExcelLanding, context: Excel.RequestContext): Promise<Origin> {
  const selected = context.workbook.getSelectedRange();
  selected.load(['rowIndex', 'columnIndex']);
  // The selection is always on the active sheet.
  const sheet = context.workbook.worksheets.getActiveWorksheet();
  sheet.load('name');
  landing.requests += 1;
  await context.sync();
  return { sheetName: sheet.name, top: selected.rowIndex, left: selected.columnIndex, existing: null };
}

export function newTableOrigin(
  landing: ExcelLanding,
  context: Excel.RequestContext,
  spot: NewTableSpot,
): Promise<Origin> {
  return spot.kind === 'newSheet'
    ? newSheetOrigin(landing, context, spot.sheetTitle)
    : selectionOrigin(landing, context);
}
