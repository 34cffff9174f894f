/**
 * A design made from a table query handed in from outside the designer (the AI view's answer): named after the
 * question, each column under the header the answer's preview showed — the API's result name: "Sum of Total",
 * "Order Date (month)", else the catalogue name — or, when two would land under the same header (which Excel
 * refuses), the full "Relation › Column" label, then a number.
 */
import { AGGREGATE_LABEL, derivedName, type TableQuery } from '@wharf/contract';
import { DESIGN_NAME_LIMIT } from '../routes/designHandOver';
import { designFromQuery } from './storage/libraryDefinition';
import { findMeasure, resolveRef, type DwSchema } from './catalogue';
import type { TableDesign } from './tableDesign';

function uniqueName(candidates: readonly string[], taken: Set<string>): string {
  const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
  const base = candidates[0] ?? 'Column';
  let name = free;
  for (let n = 2; name === undefined; n += 1) {
    if (!taken.has(`${base} (${n})`.toLowerCase())) name = `${base} (${n})`;
  }
  taken.add(name.toLowerCase());
  return name;
}

export function designFromAnswer(name: string, query: TableQuery, schema: DwSchema | undefined): TableDesign {
  const design = designFromQuery(null, name.trim().slice(0, DESIGN_NAME_LIMIT), query);
  const taken = new Set<string>();
  // A total as the answer named it: the measure's name, or the column's with its function ("Sum of Total").
  const totalName = (ref: string): string => {
    const measure = findMeasure(schema, design.table, ref);
    if (measure) return measure.friendlyName;
    const label = resolveRef(schema, design.table, ref)?.column.friendlyName ?? ref;
    const fn = query.aggregate?.[ref];
    return fn ? `${AGGREGATE_LABEL[fn]} ${label}` : label;
  };
  const columns = design.columns.map((column) => {
    if (column.kind !== 'source') return column;
    const derived = derivedName(query, column.ref, totalName);
    if (derived !== null) return { ...column, name: uniqueName([derived], taken) };
    const measure = findMeasure(schema, design.table, column.ref);
    if (measure) return { ...column, name: uniqueName([measure.friendlyName], taken) };
    const choice = resolveRef(schema, design.table, column.ref);
    const header = (label: string) =>
      column.aggregate
        ? `${AGGREGATE_LABEL[column.aggregate]} ${label}`
        : column.grain
          ? `${label} (${column.grain})`
          : label;
    const candidates = choice ? [choice.column.friendlyName, choice.label] : [column.name];
    return { ...column, name: uniqueName(candidates.map(header), taken) };
  });
  return { ...design, columns };
}
