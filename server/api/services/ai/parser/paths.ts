/**
 * Column references from a table through its relations (the query language's "relation.column", up to three
 * hops): the shortest way from the design's table to a column of another table, or null when there is none.
 */
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import type { ColumnHome } from './modelWords.ts';

const MAX_HOPS = 3;

/** The relation names leading from `from` to `to`, shortest first found; [] for the same table. */
export function relationPath(catalogue: Catalogue, from: string, to: string): string[] | null {
  if (from === to) return [];
  const tables = new Map(catalogue.tables.map((table) => [table.name, table]));
  let frontier: { table: CatalogueTable; path: string[] }[] = [];
  const start = tables.get(from);
  if (!start) return null;
  frontier.push({ table: start, path: [] });
  const seen = new Set([from]);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const nextFrontier: typeof frontier = [];
    for (const { table, path } of frontier) {
      for (const relation of table.relations) {
        if (seen.has(relation.toTable)) continue;
        const target = tables.get(relation.toTable);
        if (!target) continue;
        const nextPath = [...path, relation.name];
        if (relation.toTable === to) return nextPath;
        seen.add(relation.toTable);
        nextFrontier.push({ table: target, path: nextPath });
      }
    }
    frontier = nextFrontier;
  }
  return null;
}

export function refTo(catalogue: Catalogue, base: string, home: ColumnHome): string | null {
  const path = relationPath(catalogue, base, home.table);
  return path === null ? null : [...path, home.column].join('.');
}

/** The first home reachable from base: its own column first, then the fewest hops. */
export function refToAny(
  catalogue: Catalogue,
  base: string,
  homes: readonly ColumnHome[],
): { ref: string; home: ColumnHome } | null {
  let best: { ref: string; home: ColumnHome; hops: number } | null = null;
  for (const home of homes) {
    const ref = refTo(catalogue, base, home);
    if (ref === null) continue;
    const hops = ref.split('.').length - 1;
    if (!best || hops < best.hops) best = { ref, home, hops };
  }
  return best && { ref: best.ref, home: best.home };
}

/** Tables that reach `table` through their relations, nearest first (the table itself first). */
export function tablesReaching(catalogue: Catalogue, table: string): string[] {
  return catalogue.tables
    .map((candidate) => ({ name: candidate.name, path: relationPath(catalogue, candidate.name, table) }))
    .filter((entry): entry is { name: string; path: string[] } => entry.path !== null)
    .sort((a, b) => a.path.length - b.path.length)
    .map((entry) => entry.name);
}
