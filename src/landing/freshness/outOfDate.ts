/**
 * Freshness: a landed table is out of date when a warehouse table it reads has landed since the data it
 * holds (its record's dataAsOf). A table never landed here has no record and is not called out of date.
 */
import type { LandedTableRecord } from '../../host/records';

/** One warehouse table's latest landing, as /api/warehouseFreshness answers it. */
export interface SourceLanding {
  tableName: string;
  /** ISO 8601; null when no import has landed it. */
  lastLanded: string | null;
}

const timeOf = (iso: string | null): number => (iso === null ? Number.NEGATIVE_INFINITY : Date.parse(iso));

/** The latest landing among these warehouse tables (ISO 8601), or null when none was landed by an import. */
export function newestLanding(sources: readonly string[], landings: readonly SourceLanding[]): string | null {
  let newest: string | null = null;
  for (const landing of landings) {
    if (!sources.includes(landing.tableName) || landing.lastLanded === null) continue;
    if (newest === null || timeOf(landing.lastLanded) > timeOf(newest)) newest = landing.lastLanded;
  }
  return newest;
}

export function isOutOfDate(record: LandedTableRecord, landings: readonly SourceLanding[]): boolean {
  const newest = newestLanding(record.sources, landings);
  return newest !== null && timeOf(newest) > timeOf(record.dataAsOf);
}

/** The records of saved designs whose warehouse data is newer than what they hold, in the order they were landed. */
export function outOfDateRecords(
  records: readonly LandedTableRecord[],
  landings: readonly SourceLanding[],
): LandedTableRecord[] {
  return records.filter((record) => record.designId !== null && isOutOfDate(record, landings));
}
