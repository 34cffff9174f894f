/**
 * A refresh people can trust, around the landing pipeline: before a refresh overwrites a table edited
 * by hand since it landed, the user chooses — refresh anyway, keep the edits (the refresh lands beside the table),
 * or cancel; after it lands, the landing is recorded once (recordLanding.ts): the table's record says what
 * warehouse data it holds (freshness) and, in Excel, what its cells were (the next refresh's hand-edit check), and
 * the design's last refresh is read from it.
 */
import { type HostMode } from '../host';
import {
  countHandEdits,
  fingerprintLandedTable,
  placeBeside,
  readLandedTableRecord,
  rowsPerCheck,
} from '../host/records';
import { effectiveLanding, type TableDesign } from '../design/tableDesign';
import { newestLanding, type SourceLanding } from './freshness/outOfDate';
import { landDesign, type LandingOptions, type LandingPlace, type LandingResult } from './landingPipeline';
import { recordLanding } from './recordLanding';
import { keyedTableWriter } from '../host/refreshByKey/keyedWriter';
import type { KeyedRefreshSummary } from '../host/refreshByKey/outcome';

export type HandEditChoice = 'refresh' | 'beside' | 'cancel';

/** The warehouse's latest landing per table, or null when it could not be asked. */
export type ReadLandings = () => Promise<readonly SourceLanding[] | null>;

export interface RefreshOptions extends Omit<LandingOptions, 'target' | 'recordRefresh'> {
  mode: HostMode;
  /** False for a landing that is not the designer's (recordLanding.ts); default true. */
  fromDesigner?: boolean;
  /** The /settings/addin setting: ask before overwriting cells edited by hand. */
  warnBeforeOverwrite: boolean;
  /**
   * Asks the user what to do with a table whose cells changed; called only when some did. `rowsPerCheck` is given
   * for a large table, whose fingerprint keeps a hash per row (1) or per group of rows: every cell of a changed row
   * or group is counted, so `changedCells` is at most that many.
   */
  decide: (changedCells: number, tableName: string, rowsPerCheck?: number) => Promise<HandEditChoice>;
  readLandings: ReadLandings;
  /** The warehouse tables the design reads (designSources). */
  sources: readonly string[];
}

export interface RefreshResult extends LandingResult {
  /** The table it landed in: the design's, or the copy beside it when the edits were kept. */
  tableName: string;
  /** A refresh by key: what changed, what was kept, the conflicts and the removed rows. */
  byKey?: KeyedRefreshSummary;
}

/** Where this refresh lands, or null when the user cancelled it. */
async function choosePlace(
  design: TableDesign,
  tableName: string,
  options: RefreshOptions,
): Promise<LandingPlace | null> {
  const fallback: LandingPlace = {
    tableName,
    ...(design.landing.sheet.trim() ? { sheetName: design.landing.sheet.trim() } : {}),
  };
  if (options.mode !== 'excel' || !options.warnBeforeOverwrite) return fallback;
  const record = readLandedTableRecord(tableName);
  // A table landed with a key tells its hand edits cell by cell as it is refreshed: nothing to ask first.
  if (record?.keyed) return fallback;
  const landed = record?.fingerprint ?? null;
  const changed = await countHandEdits(tableName, landed);
  if (changed === 0) return fallback;
  const perCheck = landed ? rowsPerCheck(landed) : null;
  const choice = await (perCheck === null
    ? options.decide(changed, tableName)
    : options.decide(changed, tableName, perCheck));
  if (choice === 'cancel') return null;
  return choice === 'beside' ? placeBeside(tableName) : fallback;
}

/** Refreshes one design; null when the user cancelled before anything was written. */
export async function refreshTable(
  design: TableDesign,
  options: RefreshOptions,
): Promise<RefreshResult | null> {
  // The design's table name, worked out once for the whole refresh: the place, the pipeline and the record.
  const { tableName } = effectiveLanding(design);
  const place = await choosePlace(design, tableName, options);
  if (place === null) return null;
  // Asked before the rows: data landing in the warehouse meanwhile leaves the table out of date, never wrongly fresh.
  const landings = await options.readLandings().catch(() => null);
  const writer =
    options.mode === 'excel'
      ? keyedTableWriter(options.writer, {
          landed: readLandedTableRecord(place.tableName)?.keyed ?? null,
          conflictDefault: options.warnBeforeOverwrite ? 'keep' : 'source',
        })
      : options.writer;
  const result = await landDesign(design, { ...options, writer, target: place });
  const keyed = result.keyed;
  // A keyed table's record says what its cells hold by key; the positional fingerprint is for tables without one.
  const fingerprint =
    options.mode === 'excel' && !keyed ? await fingerprintLandedTable(place.tableName) : null;
  const record = {
    tableName: place.tableName,
    // A copy kept beside hand edits is a snapshot: no design refreshes it, so it is never called out of date.
    designId: place.tableName === tableName ? design.id : null,
    designName: design.name,
    landedAt: result.at,
    rowCount: result.rowCount,
    address: result.address,
    sources: [...options.sources],
    dataAsOf: newestLanding(options.sources, landings ?? []),
    fingerprint,
    ...(keyed ? { keyed: keyed.record } : {}),
  };
  await recordLanding(design, record, { mode: options.mode, fromDesigner: options.fromDesigner ?? true });
  return { ...result, tableName: place.tableName, ...(keyed?.refresh ? { byKey: keyed.refresh } : {}) };
}
