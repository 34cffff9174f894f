/**
 * The model's segments: a named set of a business table's rows that people ask for by a phrase ("out of stock"),
 * declared once with its definition in plain words. The AI view reads the phrase as the segment's filters on its
 * table and says the definition in "what it assumed" (docs/model.md, "Segments"). A phrase the warehouse cannot
 * define is not a segment: it is one of the undefined words (measures.ts), declined with what is missing.
 */

/** A condition on a column of the segment's table: the operators of the design language's row filters. */
export interface SegmentCondition {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte';
  values: readonly (string | number)[];
}

export interface SegmentDefinition {
  /** Stable, for tests and docs. */
  key: string;
  friendlyName: string;
  /** The business table whose rows it chooses. */
  table: string;
  /** The phrases people ask for it by. */
  words: readonly string[];
  /** Which rows, in plain words: said in "what it assumed". */
  definition: string;
  conditions: readonly SegmentCondition[];
  /** What a list of the segment shows: columns of the table or, through a relation, of another ("product.name"). */
  show: readonly string[];
}

export const SEGMENTS: readonly SegmentDefinition[] = [
  {
    key: 'out_of_stock',
    friendlyName: 'Out of stock',
    table: 'stock_on_hand',
    words: ['out of stock', 'sold out', 'no stock', 'stocked out', 'zero stock', 'none left', 'nothing left'],
    definition:
      'out of stock = Stock on Hand rows with 0 or fewer units on hand: the product has none left in that branch',
    conditions: [{ column: 'on_hand', op: 'lte', values: [0] }],
    show: ['sku', 'product.name', 'branch', 'on_hand'],
  },
];
