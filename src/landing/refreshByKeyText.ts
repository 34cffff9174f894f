/** What a refresh by key says, in plain words (docs/host.md, "Refresh by key"). */
import type { KeyedRefreshSummary } from '../host/refreshByKey/outcome';
import type { CellValue } from '../host';
import { countOf, countText } from '../format/words';

/** "1,204 rows landed at Sheet1!A1:L1205.": what a full rewrite says too, so both read alike. */
export function landedText(rowCount: number, address: string): string {
  return `${countOf(rowCount, 'row')} landed at ${address}.`;
}

/** "12 changed, 3 new, 1 removed; 2 of your edits kept" — "Nothing changed" when nothing did. */
export function refreshByKeyText(summary: KeyedRefreshSummary): string {
  const { changedRows, newRows, removed, kept } = summary;
  const counts =
    changedRows + newRows + removed.length === 0
      ? 'Nothing changed'
      : `${countText(changedRows)} changed, ${countText(newRows)} new, ${countText(removed.length)} removed`;
  const keptText = kept > 0 ? `; ${countOf(kept, 'of your edits', 'of your edits')} kept` : '';
  return `${counts}${keptText}.`;
}

/** A cell's value as the person reads it: numbers with separators, empty as "(empty)". */
export function cellWords(value: CellValue): string {
  if (value === null || value === '') return '(empty)';
  return typeof value === 'number' ? countText(value) : value;
}
