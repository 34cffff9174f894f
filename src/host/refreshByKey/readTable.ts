/**
 * Reads a landed table for a refresh by key: its place and header first, then its body in blocks small enough for
 * one response each (Excel on the web refuses one over 5 MB), each handed on and dropped — the hand-edit
 * fingerprint's reader (excelLanding/readTableBody.ts), asked for the header too.
 */
import type { Rect } from '../address';
import { readTableBody, type TablePlace } from '../excelLanding/readTableBody';
import type { ReadCell } from '../tableFingerprint';

export interface KeyedTablePlace {
  sheetName: string;
  /** The whole table, header included. */
  range: Rect;
  header: string[];
}

const keyedPlace = (place: TablePlace): KeyedTablePlace => ({
  sheetName: place.sheetName,
  range: place.range,
  header: place.header ?? [],
});

/** Null when no table has that name; `start` answers false to read no row. */
export async function readKeyedTable(
  tableName: string,
  start: (place: KeyedTablePlace) => boolean,
  onRows: (rows: ReadCell[][]) => void,
): Promise<KeyedTablePlace | null> {
  const place = await readTableBody(tableName, {
    header: true,
    start: (read) => start(keyedPlace(read)),
    onRows,
  });
  return place && keyedPlace(place);
}
