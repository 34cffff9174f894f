/** The download's "About" sheet: what the table is, in the words a person reads, dates and counts through Intl. */
import type { TableAbout } from '../../../host';
import type { SheetCell } from './cells';
import { PART_PERIODS_NOTE } from '../../../components/partPeriods';
import { countText, momentText } from '../../../format/words';

export const ABOUT_SHEET = 'About';

export interface AboutFacts {
  /** The Excel table's name in the file, and the sheet it is on. */
  tableName: string;
  sheetName: string;
  rowCount: number;
  /** Date.now() when it landed; absent for a result that was never refreshed from the warehouse. */
  landedAt?: number;
  about?: TableAbout;
  /** Each noted column's header and its note (a measure's definition). */
  notes: ReadonlyArray<{ header: string; text: string }>;
}

const text = (value: string, bold = false): SheetCell => ({ kind: 'text', value, ...(bold ? { bold } : {}) });

/** Label and value rows; a list (filters, measures) takes one row per entry under its label. */
export function aboutRows(facts: AboutFacts): SheetCell[][] {
  const { about } = facts;
  const rows: SheetCell[][] = [[text('About this table', true)], []];
  const add = (label: string, values: readonly string[]) =>
    values.forEach((value, index) => rows.push([index === 0 ? text(label, true) : null, text(value)]));
  if (about) add('Design', [about.designName]);
  add('Excel table', [`${facts.tableName}, on the sheet “${facts.sheetName}”`]);
  if (about) add('Filters', about.filters.length ? about.filters : ['None: every row of the source']);
  add('Refreshed', [facts.landedAt === undefined ? 'Not refreshed' : momentText(facts.landedAt)]);
  if (about?.sources.length) add('Warehouse tables', about.sources);
  add('Rows', [countText(facts.rowCount)]);
  if (about?.partPeriods?.length) add('Part periods', about.partPeriods);
  // A column's part-period note is said above; the measures are the notes' definitions.
  const measures = facts.notes.flatMap((note) =>
    note.text.split('\n').filter((line) => !line.startsWith(PART_PERIODS_NOTE)),
  );
  if (measures.length) add('Measures', measures);
  return rows;
}
