/**
 * The warehouse tables a design reads: its own table and every table its columns and filters reach through the
 * catalogue's relations ("product.category" reads products). Freshness compares their landings with the sheet's.
 */
import type { DwTable } from '../../design/catalogue';
import type { TableDesign } from '../../design/tableDesign';

/** The table a reference's relation path ends on: "a.b.column" from `from` through relations a then b. */
function tableReached(ref: string, from: string, catalogue: readonly DwTable[]): string[] {
  const hops = ref.split('.').slice(0, -1);
  const reached: string[] = [];
  let current = from;
  for (const hop of hops) {
    const relation = catalogue
      .find((table) => table.tableName === current)
      ?.relations.find((candidate) => candidate.name === hop);
    if (!relation) break;
    current = relation.toTable;
    reached.push(current);
  }
  return reached;
}

export function designSources(design: TableDesign, catalogue: readonly DwTable[]): string[] {
  if (!design.table) return [];
  const refs = [
    ...design.columns.flatMap((column) => (column.kind === 'source' ? [column.ref] : [])),
    ...design.filters.map((filter) => filter.column),
  ];
  const sources = new Set([design.table]);
  for (const ref of refs) for (const table of tableReached(ref, design.table, catalogue)) sources.add(table);
  return [...sources];
}
