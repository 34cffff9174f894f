/**
 * What /dataSetSearch hands back to the designer (docs/tables.md): it navigates to /table/{tableId} with this in
 * the location state, and the designer applies it to the draft as one edit. The datasets feature writes the same
 * shape (features do not import one another; the shape is the contract).
 */
import { z } from 'zod';

export const datasetSearchResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('columns'),
    columns: z.array(z.object({ ref: z.string().min(1), name: z.string().min(1) })).min(1),
  }),
  z.object({
    kind: z.literal('members'),
    column: z.string().min(1),
    values: z.array(z.string()).min(1),
  }),
]);
export type DatasetSearchResult = z.infer<typeof datasetSearchResultSchema>;

export const DATASET_SEARCH_STATE_KEY = 'datasetSearchResult';

/** The result in a location's state, if it carries one. */
export function datasetSearchResultIn(state: unknown): DatasetSearchResult | null {
  if (typeof state !== 'object' || state === null || !(DATASET_SEARCH_STATE_KEY in state)) return null;
  const parsed = datasetSearchResultSchema.safeParse(
    (state as Record<string, unknown>)[DATASET_SEARCH_STATE_KEY],
  );
  return parsed.success ? parsed.data : null;
}
