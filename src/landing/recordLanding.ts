/**
 * A landing is recorded here and nowhere else: the landed table's record (src/host, where the table lives: the
 * workbook in Excel, this browser's storage in a tab) is written first, and the design's last refresh is read from
 * that record — kept where the design lives (the workbook's settings in Excel, the library in the browser) and on
 * its open draft, so a later save keeps it rather than bringing back the previous one. An unsaved design has only
 * its draft. The caller invalidates the design list once it is done (once per batch, not once per design).
 */
import type { HostMode } from '../host';
import { writeLandedTableRecord, type LandedTableRecord } from '../host/records';
import { designDrafts } from '../design/draftStore';
import { NEW_TABLE_ID, type LastRefresh, type TableDesign } from '../design/tableDesign';
import { designRepositoryFor } from '../design/storage/designRepository';

/** Records one landing of the design; refreshTable calls it once the table is written. */
export type RecordLanding = (design: TableDesign, record: LandedTableRecord) => Promise<void>;

export interface RecordLandingOptions {
  mode: HostMode;
  /**
   * False for a landing that is not the designer's (the AI view's): an unsaved design landed there is not the
   * designer's new draft, which must not take its refresh.
   */
  fromDesigner: boolean;
}

/** The design's last refresh, as its landed table's record has it. */
export function lastRefreshOf(record: LandedTableRecord): LastRefresh {
  return { at: record.landedAt, rowCount: record.rowCount };
}

export async function recordLanding(
  design: TableDesign,
  record: LandedTableRecord,
  { mode, fromDesigner }: RecordLandingOptions,
): Promise<void> {
  await writeLandedTableRecord(record);
  const lastRefresh = lastRefreshOf(record);
  if (design.id !== null) await designRepositoryFor(mode).recordRefresh(design.id, lastRefresh);
  if (design.id === null && !fromDesigner) return;
  const draftKey = design.id === null ? NEW_TABLE_ID : String(design.id);
  designDrafts.dispatch(draftKey, { type: 'patch', changes: { lastRefresh } });
}
