/**
 * The partial groups of an answer (contract/partialGroups.ts): each chosen date column grouped by a grain, read
 * against its own period filter (the first "inPeriod" on the same column) and today. A column a comparison
 * compares holds two periods' groups and is left unmarked; its words already name both periods.
 */
import {
  parsePeriodValues,
  partialGroupsOf,
  resolvePeriod,
  type PartialGroup,
  type QueryResultColumn,
  type TableQuery,
} from '@wharf/contract';

export function partialGroupsOfAnswer(
  query: TableQuery,
  columns: readonly QueryResultColumn[],
  today: string,
): PartialGroup[] {
  return columns.flatMap((column) => {
    if (column.grain === null || column.aggregate !== null) return [];
    if (query.compare?.column === column.ref) return [];
    const filter = (query.filters ?? []).find((f) => f.op === 'inPeriod' && f.column === column.ref);
    const read = filter ? parsePeriodValues(filter.values) : null;
    if (read && !read.ok) return [];
    const dates = read?.ok ? resolvePeriod(read.spec, today) : null;
    return partialGroupsOf(column.ref, column.grain, dates, today);
  });
}
