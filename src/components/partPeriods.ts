/**
 * The part periods of an answer in a person's words (clientQuery's `partialGroups`, docs/api.md "Partial periods"):
 * per grouped date column, each group that holds only part of its period — "Order Date (month): Aug 2026 (29–31
 * only), Nov 2026 (1–28 only)" — and the mark its cell carries.
 */
import { partialGroupText, type PartialGroup, type QueryCell, type QueryResultColumn } from '@wharf/contract';

export interface PartPeriods {
  /** The grouped column's reference and its name as the answer gives it ("Order Date (month)"). */
  ref: string;
  columnName: string;
  /** Each part group: its value as the rows hold it and its words ("Aug 2026 (29–31 only)"). */
  groups: ReadonlyArray<{ value: string; text: string; mark: string }>;
}

interface Answer {
  columns: readonly QueryResultColumn[];
  partialGroups?: readonly PartialGroup[] | undefined;
  /** The rows shown: only groups among them are named. Absent: every part group is. */
  rows?: ReadonlyArray<readonly QueryCell[]>;
}

/** The answer's part periods, column by column, in the answer's column order. */
export function partPeriodsOf({ columns, partialGroups, rows }: Answer, locale?: string): PartPeriods[] {
  if (!partialGroups?.length) return [];
  return columns.flatMap((column, index) => {
    if (column.grain === null) return [];
    const present = rows ? new Set(rows.map((row) => row[index])) : null;
    const groups = partialGroups
      .filter((group) => group.column === column.ref && (present === null || present.has(group.value)))
      .map((group) => {
        const text = partialGroupText(group, column.grain ?? 'day', locale);
        return { value: group.value, text, mark: text.slice(text.lastIndexOf(' (') + 1) };
      });
    return groups.length > 0 ? [{ ref: column.ref, columnName: column.friendlyName, groups }] : [];
  });
}

/** "Order Date (month): Aug 2026 (29–31 only), Nov 2026 (1–28 only)": one column's part periods. */
export const partPeriodsText = (part: PartPeriods): string =>
  `${part.columnName}: ${part.groups.map((group) => group.text).join(', ')}`;

/** How a header note's part-period line starts, so the About sheet tells it from a measure's definition. */
export const PART_PERIODS_NOTE = 'Part periods in ';

/** The header note of a column grouped by period: which of its groups are part periods. */
export const partPeriodsNote = (part: PartPeriods): string =>
  `${PART_PERIODS_NOTE}${part.columnName}: ${part.groups.map((group) => group.text).join(', ')}.`;

/** The mark after a cell's value when it is a part group ("(29–31 only)"), or ''. */
export function partMarkOf(parts: readonly PartPeriods[], ref: string | undefined, value: unknown): string {
  if (ref === undefined || typeof value !== 'string') return '';
  const group = parts.find((part) => part.ref === ref)?.groups.find((g) => g.value === value);
  return group ? group.mark : '';
}

/**
 * The number format of a part group's cell: the column's own format with the mark as a literal after it
 * (`mmm yyyy" (15–30 only)"`), so the cell keeps its date and reads "Nov 2025 (15–30 only)" in Excel, the .xlsx and
 * the browser grid alike (format/cellText.ts applies it as Excel does).
 */
export function partCellFormat(format: string | undefined, mark: string): string {
  return `${format ?? 'General'}" ${mark.replace(/"/g, '')}"`;
}

/** Each part group's stored value and its cell's number format, for one landed column. */
export function partCellFormats(part: PartPeriods, format: string | undefined): Record<string, string> {
  return Object.fromEntries(part.groups.map((group) => [group.value, partCellFormat(format, group.mark)]));
}
