/**
 * The key of a design's landed rows: /api/clientQuery answers which of its query columns identify a row (the
 * model's key of the design's table, or a summary's group-by columns); a refresh by key needs their places among
 * the landed columns, which follow the design's order (docs/host.md, "Refresh by key").
 */
import { sourceRefs } from '../design/buildQuery';
import type { TableDesign } from '../design/tableDesign';

/** The key's places among the design's columns; null when the answer names none or one is not landed. */
export function landedRowKey(
  design: TableDesign,
  rowKey: readonly number[] | null | undefined,
): number[] | null {
  if (!rowKey || rowKey.length === 0) return null;
  const refs = sourceRefs(design);
  const positions = design.columns.map((column) =>
    column.kind === 'source' ? refs.indexOf(column.ref) : -1,
  );
  const key = rowKey.map((position) => positions.indexOf(position));
  return key.every((position) => position >= 0) ? key : null;
}
