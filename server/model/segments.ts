/**
 * The model's segments: a named set of a business table's rows that people ask for by a phrase ("out of stock"),
 * declared once with its definition in plain words. The AI view reads the phrase as the segment's filters on its
 * table and says the definition in "what it assumed" (docs/model.md, "Segments"). A phrase the warehouse cannot
 * define is not a segment: it is one of the undefined words (measures.ts), declined with what is missing.
 */

/** A condition on a column of the segment's table: the operators of the design language's row filters. */
export interface SegmentCondition {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'isNull' | 'notNull' | 'beforePeriod';
  /** For beforePeriod, a relative period as the design language stores it (["lastNDays", 90]): kept relative. */
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
  {
    key: 'slow_moving',
    friendlyName: 'Slow moving',
    table: 'products',
    words: [
      'slow moving',
      'slow-moving',
      'slow movers',
      'slow mover',
      'slow sellers',
      'slow selling',
      'non moving',
      'non-moving',
      'dead stock',
      'stagnant',
      'not selling',
    ],
    definition:
      'slow moving = products that sold nothing in the last 90 days (no order that counts as sales, every status ' +
      'but Draft and Voided, has a line of them in the 90 whole days before today), products never sold included; ' +
      'Products › Last Sold is the day of their latest sale',
    // Kept relative: a refresh next month looks at the 90 days before that day.
    conditions: [{ column: 'last_sold', op: 'beforePeriod', values: ['lastNDays', 90] }],
    show: ['sku', 'name', 'category', 'last_sold'],
  },
  {
    key: 'in_transit',
    friendlyName: 'In transit',
    table: 'stock_transfers',
    words: ['in transit', 'on the way', 'en route', 'not yet received', 'not received yet'],
    definition:
      'in transit = Stock Transfers dispatched and not yet received (a Dispatched Date and no Received Date): the ' +
      'stock has left one branch and not arrived at the other',
    conditions: [
      { column: 'dispatched_date', op: 'notNull', values: [] },
      { column: 'received_date', op: 'isNull', values: [] },
    ],
    show: ['transfer_number', 'transfer_date', 'from_branch', 'to_branch', 'dispatched_date'],
  },
];
