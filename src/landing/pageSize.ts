import { QUERY_LIMITS } from '@wharf/contract';

/**
 * Cells one page of a landing holds at most. Each page costs the server a fixed part (its plan, the hash tables of the
 * joined tables, a round trip, the catalogue check), so fewer, larger pages land faster; the add-in holds the page it
 * is writing, and what it holds grows with the page's cells, not its rows. 150,000 cells is 12,500 rows of 12 columns
 * (about 5–9 MB held between pages, 33–35 MB in use with garbage since the checked rows are no longer copied) and the server's most, 25,000, up to 6 columns
 * (docs/scale.md "Fewer, larger pages").
 */
export const PAGE_CELLS = 150_000;

/** Rows a landing asks for a page of a design with this many columns. */
export function landingPageSize(columns: number): number {
  return Math.max(1, Math.min(QUERY_LIMITS.maxPageSize, Math.floor(PAGE_CELLS / Math.max(1, columns))));
}
