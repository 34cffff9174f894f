/**
 * Step 1: where the table goes — the range of the table of that name (replaced where it stands), the anchor's cell,
 * or for a new table without either the add-in's "where new tables land" (newTableOrigin.ts) —
 * and a refusal when any cell the table would grow into holds the user's data.
 */
import { grownAreas, rectAddress, splitSheet, type Rect } from '../address';
import { LandingError } from '../landingError';
import { quoteSheet, type ExcelLanding, type Placement } from './landing';
import { newTableOrigin, type Origin } from './newTableOrigin';

/** Rows on an Excel worksheet. */
const SHEET_ROWS = 1048576;

async function existingTableOrigin(
  landing: ExcelLanding,
  context: Excel.RequestContext,
  table: Excel.Table,
): Promise<Origin> {
  const range = table.getRange();
  range.load(['rowIndex', 'columnIndex', 'rowCount', 'columnCount']);
  const sheet = table.worksheet;
  sheet.load('name');
  landing.requests += 1;
  await context.sync();
  const existing: Rect = {
    top: range.rowIndex,
    left: range.columnIndex,
    rows: range.rowCount,
    columns: range.columnCount,
  };
  return { sheetName: sheet.name, top: existing.top, left: existing.left, existing };
}

async function anchorOrigin(landing: ExcelLanding, context: Excel.RequestContext): Promise<Origin> {
  const { request } = landing;
  if (request.newTable && !request.anchor && !request.sheetName) {
    return newTableOrigin(landing, context, request.newTable);
  }
  const anchor = splitSheet(request.anchor ?? 'A1');
  const named = anchor.sheet ?? request.sheetName;
  const sheet = named
    ? context.workbook.worksheets.getItem(named)
    : context.workbook.worksheets.getActiveWorksheet();
  const cell = sheet.getRange(anchor.cells);
  cell.load(['rowIndex', 'columnIndex']);
  sheet.load('name');
  landing.requests += 1;
  await context.sync();
  return { sheetName: sheet.name, top: cell.rowIndex, left: cell.columnIndex, existing: null };
}

async function findOrigin(landing: ExcelLanding, context: Excel.RequestContext): Promise<Origin> {
  const table = context.workbook.tables.getItemOrNullObject(landing.request.tableName);
  table.load('name');
  landing.requests += 1;
  await context.sync();
  return table.isNullObject ? anchorOrigin(landing, context) : existingTableOrigin(landing, context, table);
}

/** Throws target-not-empty naming the used cells among those the table grows into. */
async function assertRoomFree(
  landing: ExcelLanding,
  context: Excel.RequestContext,
  placement: Placement,
): Promise<void> {
  const { sheetName, target, existing } = placement;
  const areas = existing ? grownAreas(existing, target) : [target];
  if (areas.length === 0) return;
  const sheet = context.workbook.worksheets.getItem(sheetName);
  const used = areas.map((area) => sheet.getRange(rectAddress(area)).getUsedRangeOrNullObject(true));
  used.forEach((range) => range.load('address'));
  landing.requests += 1;
  await context.sync();
  const inTheWay = used.filter((range) => !range.isNullObject).map((range) => range.address);
  if (inTheWay.length > 0) {
    throw new LandingError(
      'target-not-empty',
      `${landing.request.tableName} was not written: it needs ${quoteSheet(sheetName)}!${rectAddress(target)}, and ` +
        `${inTheWay.join(', ')} already ${inTheWay.length === 1 ? 'holds' : 'hold'} data. ` +
        'Move or clear those cells, or choose another place, and try again.',
    );
  }
}

function assertFitsSheet(landing: ExcelLanding, target: Rect): void {
  if (target.top + target.rows > SHEET_ROWS) {
    throw new LandingError(
      'host',
      `${landing.request.tableName} has more rows than fit on the worksheet below its place.`,
    );
  }
}

/** The place for the expected rows, checked free of the user's data. */
export function placeTable(landing: ExcelLanding): Promise<Placement> {
  const { columns, expectedRows } = landing.request;
  return landing.batch(async (context): Promise<Placement> => {
    const { sheetName, top, left, existing } = await findOrigin(landing, context);
    const target: Rect = { top, left, rows: expectedRows + 1, columns: columns.length };
    assertFitsSheet(landing, target);
    const placement = { sheetName, target, existing };
    await assertRoomFree(landing, context, placement);
    return placement;
  });
}

/**
 * More rows came than the first page announced: the rows below `room` that `rows` (header included) needs are
 * checked free as a new table's place was, and the larger room is answered.
 */
export function claimRows(landing: ExcelLanding, sheetName: string, room: Rect, rows: number): Promise<Rect> {
  const grown: Rect = { ...room, rows };
  assertFitsSheet(landing, grown);
  return landing.batch(async (context) => {
    await assertRoomFree(landing, context, { sheetName, target: grown, existing: room });
    return grown;
  });
}
