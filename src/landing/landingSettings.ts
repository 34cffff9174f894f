/**
 * What /settings/addin decides about a landing: where a table that was never landed goes, and the number and date
 * formats of the columns the design gave no format of their own.
 */
import type { QueryResultColumn } from '@wharf/contract';
import type { LandingColumn, NewTableSpot } from '../host';
import type { AddinSettings } from '../host/records';
import type { TableDesign } from '../design/model';

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
 * Numbers of a measure (amounts, quantities) take the default number format, dates and timestamps the default date
 * format; a dimension's numbers (ids, codes) and text stay General, since thousands separators would garble them.
 */
function defaultFormatFor(column: QueryResultColumn, settings: LandingSettings): string | undefined {
  if (column.dataType === 'date' || column.dataType === 'timestamptz') return settings.defaultDateFormat;
  const numeric = column.dataType === 'numeric' || column.dataType === 'integer';
  return numeric && column.role === 'measure' ? settings.defaultNumberFormat : undefined;
}

/** The design's landing columns (design order) with the defaults filled where a source column has no format. */
export function withDefaultFormats(
  design: TableDesign,
  columns: readonly LandingColumn[],
  answered: readonly QueryResultColumn[],
  settings: LandingSettings,
): LandingColumn[] {
  return columns.map((column, index) => {
    const designColumn = design.columns[index];
    if (column.format || designColumn?.kind !== 'source') return column;
    const result = answered.find((candidate) => candidate.ref === designColumn.ref);
    const format = result ? defaultFormatFor(result, settings) : undefined;
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
