/**
 * A landed table's part periods (docs/tables.md "Part periods are marked"): the header note of each column grouped
 * by period whose first or last group holds only part of its period, and the About sheet's "Part periods" row.
 */
import type { ClientQueryResponse } from '@wharf/contract';
import type { LandingColumn, TableAbout } from '../host';
import type { TableDesign } from '../design/tableDesign';
import { partCellFormats, partPeriodsNote, partPeriodsOf, partPeriodsText } from '../components/partPeriods';

type Answer = Pick<ClientQueryResponse, 'columns' | 'partialGroups'>;

/**
 * The landing columns with each part-period column's note (after its own note, if it has one) and its part groups'
 * cell formats, so each such cell reads "Nov 2025 (15–30 only)" where it lands.
 */
export function withPartPeriodNotes(
  design: TableDesign,
  columns: readonly LandingColumn[],
  answer: Answer,
): LandingColumn[] {
  const parts = partPeriodsOf(answer);
  if (parts.length === 0) return [...columns];
  return columns.map((column, index) => {
    const designColumn = design.columns[index];
    const part = designColumn?.kind === 'source' ? parts.find((p) => p.ref === designColumn.ref) : undefined;
    if (!part) return column;
    const note = partPeriodsNote(part);
    return {
      ...column,
      note: column.note ? `${column.note}\n${note}` : note,
      cellFormats: partCellFormats(part, column.format),
    };
  });
}

/** What the About sheet says of the landed table, with its part periods when it has any. */
export function aboutWithPartPeriods(about: TableAbout, answer: Answer): TableAbout {
  const parts = partPeriodsOf(answer).map(partPeriodsText);
  return parts.length > 0 ? { ...about, partPeriods: parts } : about;
}
