/**
 * What /settings/addin decides about a landing: where a table that was never landed goes, and the number and date
 * formats of the columns the design gave no format of their own.
 */
import type { QueryResultColumn } from '@wharf/contract';
import type { LandingColumn, NewTableSpot } from '../host';
import type { AddinSettings } from '../host/records';
import type { TableDesign } from '../design/tableDesign';
import { columnFormat } from '../format/columnFormat';

export type LandingSettings = Pick<
  AddinSettings,
  'newTablePlacement' | 'defaultNumberFormat' | 'defaultDateFormat'
>;

/** A new worksheet named after the design (or its table, for a design without a name), or the selection. */
export function newTableSpot(
  design: TableDesign,
  tableName: string,
  settings: LandingSettings,
): NewTableSpot {
  if (settings.newTablePlacement === 'selection') return { kind: 'selection' };
  return { kind: 'newSheet', sheetTitle: design.name.trim() || tableName };
}

/**
 * The design's landing columns (design order) with each source column's format as the one formatter decides it
 * (src/format/columnFormat.ts): the preview and the browser grid show the same.
 */
export function withDefaultFormats(
  design: TableDesign,
  columns: readonly LandingColumn[],
  answered: readonly QueryResultColumn[],
  settings: LandingSettings,
): LandingColumn[] {
  return columns.map((column, index) => {
    const designColumn = design.columns[index];
    if (designColumn?.kind !== 'source') return column;
    const result = answered.find((candidate) => candidate.ref === designColumn.ref);
    if (!result) return column;
    // The design's own format too goes through the one formatter: a month group lands as "Jan 2025" in any.
    const format = columnFormat({ ...result, format: column.format ?? result.format }, settings);
    return format ? { ...column, format } : column;
  });
}

/**
 * The design's landing columns with a header note on each column that answers a measure: its definition in plain
 * words, as the server answers it, so the landed workbook says what the figure counts.
 */
export function withHeaderNotes(
  design: TableDesign,
  columns: readonly LandingColumn[],
  answered: readonly QueryResultColumn[],
): LandingColumn[] {
  return columns.map((column, index) => {
    const designColumn = design.columns[index];
    if (designColumn?.kind !== 'source') return column;
    const result = answered.find((candidate) => candidate.ref === designColumn.ref);
    if (!result?.definition) return column;
    return { ...column, note: `${result.friendlyName}: ${result.definition}` };
  });
}
