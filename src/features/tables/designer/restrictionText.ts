/**
 * What the design keeps beyond its columns and row filters, in the plain words every place a design is described
 * uses: any-of lists, filters on totals, the top N within each group, the comparison and each calculated measure.
 */
import { restrictionWords } from '@wharf/contract';
import { buildQuery } from '../../../design/buildQuery';
import { labelOf, type DwSchema } from '../../../design/catalogue';
import type { TableDesign } from '../../../design/tableDesign';
import { designTotals } from './designTotals';
import { describeFilter } from './filterText';

export function describeRestrictions(design: TableDesign, schema: DwSchema | undefined): string[] {
  const query = buildQuery(design);
  if (!query) return [];
  const { nameOf } = designTotals(design, schema);
  return restrictionWords(query, {
    columnName: nameOf,
    filterWords: (filter) =>
      describeFilter(labelOf(schema, design.table, filter.column), filter.op, filter.values),
  });
}
