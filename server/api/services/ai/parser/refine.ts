/**
 * A refinement edits the answer before it: "only Auckland" replaces the branch filter, "by quarter instead" the
 * grain, "add the brand" adds a column, "drop the branch" takes one away, "top 5" re-ranks, a new measure replaces
 * the old one. What the refinement does not mention stays as it was.
 */
import type { Intent } from './intent.ts';

const sameColumn = (a: { table: string; column: string }, b: { table: string; column: string }) =>
  a.table === b.table && a.column === b.column;

export function mergeRefinement(before: Intent, refinement: Intent): Intent {
  const merged: Intent = structuredClone(before);
  if (refinement.measures.length > 0 || refinement.count) {
    merged.measures = refinement.measures;
    merged.count = refinement.count;
  }
  const removedDimensions = new Set(refinement.removed.dimensions.map((d) => d.word));
  merged.dimensions = merged.dimensions.filter(
    (d) =>
      !removedDimensions.has(d.word) &&
      !refinement.removed.dimensions.some((r) => r.homes.some((h) => d.homes.some((x) => sameColumn(h, x)))),
  );
  for (const dimension of refinement.dimensions) {
    if (!merged.dimensions.some((d) => d.word === dimension.word)) merged.dimensions.push(dimension);
  }
  merged.entities = merged.entities.filter((e) => !refinement.removed.entities.includes(e.table));
  for (const entity of refinement.entities) {
    if (!merged.entities.some((e) => e.table === entity.table))
      merged.entities.push({
        ...entity,
        role: merged.measures.length > 0 || merged.count ? 'group' : entity.role,
      });
  }
  if (refinement.removed.grain) merged.grain = null;
  if (refinement.grain) merged.grain = refinement.grain;
  if (refinement.period) merged.period = refinement.period;
  // A value for a column replaces that column's values: "only Auckland" after "Wellington".
  const removedMembers = new Set(refinement.removed.members.map((m) => m.toLowerCase()));
  merged.members = merged.members.filter(
    (m) =>
      !removedMembers.has(m.text.toLowerCase()) &&
      !refinement.members.some((r) => r.hits.some((hit) => m.hits.some((old) => sameColumn(hit, old)))),
  );
  merged.members.push(...refinement.members);
  for (const segment of refinement.segments)
    if (!merged.segments.some((s) => s.key === segment.key)) merged.segments.push(segment);
  if (refinement.comparisons.length > 0) merged.comparisons = refinement.comparisons;
  if (refinement.top) merged.top = refinement.top;
  merged.each = {
    dimensions: [...merged.each.dimensions, ...refinement.each.dimensions],
    grain: merged.each.grain || refinement.each.grain,
    entities: [...merged.each.entities, ...refinement.each.entities],
  };
  if (refinement.superlative !== null) merged.superlative = refinement.superlative;
  if (refinement.sortDesc !== null) merged.sortDesc = refinement.sortDesc;
  merged.writes = refinement.writes;
  merged.unknown = refinement.unknown;
  merged.unsure = refinement.unsure;
  merged.verb = refinement.verb ?? merged.verb;
  merged.newRows = refinement.newRows ?? merged.newRows;
  merged.corrections = [...merged.corrections, ...refinement.corrections];
  merged.removed = refinement.removed;
  return merged;
}
