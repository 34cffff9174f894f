/**
 * A design that sorts its rows and keeps fewer than the default limit asks for its top N ("the 100 customers with
 * the most revenue", an answer's top 1): more rows matching is what it is for, not rows left out by mistake.
 */
import { DEFAULT_ROW_LIMIT } from './tableDesign';

interface Ordered {
  sort?: ReadonlyArray<{ column: string }> | undefined;
  limit?: number | undefined;
}

/** The N of a top-N design or query; null when its limit only caps its rows. */
export function topNOf({ sort, limit }: Ordered): number | null {
  return sort?.length && limit !== undefined && limit < DEFAULT_ROW_LIMIT ? limit : null;
}
