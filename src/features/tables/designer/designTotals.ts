/**
 * A summarized design's totals and group-by columns as the designer offers them: a total is a measure, a column
 * with a function or a calculated measure; a group is a chosen column that is none of these nor computed from one.
 * Each is named as a person reads it ("Sum of Total", "Revenue", "Branch").
 */
import { AGGREGATE_LABEL, derivedOf, measureKeyOf } from '@wharf/contract';
import { findMeasure, labelOf, type DwSchema } from '../../../design/catalogue';
import type { SourceColumn, TableDesign } from '../../../design/tableDesign';

export interface NamedRef {
  ref: string;
  name: string;
  /** The Excel number format the column lands with, if any. */
  format?: string;
}

export interface DesignTotals {
  totals: NamedRef[];
  groups: NamedRef[];
  /** Any chosen source column's name, by its reference (its own reference when not chosen). */
  nameOf: (ref: string) => string;
}

const isDerived = (ref: string) => derivedOf(ref) !== null;

export function designTotals(design: TableDesign, schema: DwSchema | undefined): DesignTotals {
  const sources = design.columns.filter((c): c is SourceColumn => c.kind === 'source');
  const isTotal = (c: SourceColumn) =>
    c.aggregate !== undefined || measureKeyOf(c.ref) !== null || derivedOf(c.ref)?.kind === 'calc';
  const name = (c: SourceColumn) => {
    if (isDerived(c.ref)) return c.name;
    const label = labelOf(schema, design.table, c.ref);
    return c.aggregate ? `${AGGREGATE_LABEL[c.aggregate]} ${label}` : label;
  };
  const named = (c: SourceColumn): NamedRef => ({
    ref: c.ref,
    name: name(c),
    format: c.format ?? findMeasure(schema, design.table, c.ref)?.format,
  });
  const totals = sources.filter(isTotal).map(named);
  const summarizing = totals.length > 0;
  const groups = summarizing ? sources.filter((c) => !isTotal(c) && !isDerived(c.ref)).map(named) : [];
  const nameOf = (ref: string) => {
    const column = sources.find((c) => c.ref === ref);
    return column ? name(column) : labelOf(schema, design.table, ref);
  };
  return { totals, groups, nameOf };
}
