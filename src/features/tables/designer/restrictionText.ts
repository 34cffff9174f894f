/** The design's any-of groups and top N per group as the filter step lists them (filters on totals have their own). */
import { AGGREGATE_LABEL, restrictionWords } from '@wharf/contract';
import { buildQuery } from '../../../design/buildQuery';
import { labelOf, type DwSchema } from '../../../design/catalogue';
import type { TableDesign } from '../../../design/model';
import { describeFilter } from './filterText';

export function describeRestrictions(design: TableDesign, schema: DwSchema | undefined): string[] {
  const query = buildQuery(design);
  if (!query) return [];
  const label = (ref: string) => labelOf(schema, design.table, ref);
  return restrictionWords(
    { ...query, having: undefined },
    {
      columnName: (ref) => {
        const fn = query.aggregate?.[ref];
        return fn ? `${AGGREGATE_LABEL[fn]} ${label(ref)}` : label(ref);
      },
      filterWords: (filter) => describeFilter(label(filter.column), filter.op, filter.values),
    },
  );
}
