/**
 * The model's roll-ups: totals of a business table kept by the dimensions and time grains people group by, so a
 * design that asks only for those totals reads a few thousand rows instead of every order line. Like Cube's
 * pre-aggregations, a roll-up is declared here, rebuilt in the transaction that rebuilds the business tables
 * (server/model/rollupTables.ts), and chosen by the query compiler only when it holds exactly the answer
 * (server/api/services/query/rollup.ts).
 *
 * A roll-up stores, per group, the row count and every additive total its table's measures and plain-column
 * aggregates are made of: sum, min and max of each number column that is not a key, count of every column, and
 * each sum or count a measure reads. Averages
 * and distinct counts are never answered from one (they do not add up over groups).
 */
import { aggregateCalls, aggregateKey, type AggregateName } from './aggregateCalls.ts';
import { BUSINESS_TABLES } from './businessTables.ts';
import { measuresOfTable } from './measures.ts';

/** The time grains a roll-up keeps a date at: a day, or the first day of its month. */
export type RollupGrain = 'day' | 'month';

export interface RollupDimension {
  /** A column of the table or of a related one, as designs name it: "product.category". */
  ref: string;
  /** On a date column: the grain the roll-up keeps it at. */
  grain?: RollupGrain;
}

export interface RollupDefinition {
  /** The roll-up's table is "_rollup_<name>": a name no catalogue table can have (they start with a letter). */
  name: string;
  /** The business table it totals. */
  table: string;
  dimensions: readonly RollupDimension[];
  /** Built from this finer roll-up (the same dimensions, its dates by day) instead of the table. */
  from?: string;
}

/** One total a roll-up stores: the aggregate call it answers and its column. */
export interface StoredTotal {
  /** "sum({qty} * {unit_cost})"; "count(*)" is the rows of the group. */
  key: string;
  fn: Exclude<AggregateName, 'avg'>;
  /** The call's argument, "*" for the row count. */
  arg: string;
  column: string;
}

const LINE_STATUS = { ref: 'order.status' };
const ORDER_STATUS = { ref: 'status' };

/**
 * Smallest first: the compiler takes the first one that holds the answer. Every roll-up keeps the order status,
 * because the sales measures count only orders that are sales.
 */
export const ROLLUPS: readonly RollupDefinition[] = [
  {
    name: 'orders_by_customer',
    table: 'sales_orders',
    dimensions: [{ ref: 'customer_id' }, ORDER_STATUS],
  },
  {
    name: 'orders_by_branch_month',
    table: 'sales_orders',
    from: 'orders_by_branch_day',
    dimensions: [{ ref: 'branch' }, ORDER_STATUS, { ref: 'order_date', grain: 'month' }],
  },
  {
    name: 'orders_by_branch_day',
    table: 'sales_orders',
    dimensions: [{ ref: 'branch' }, ORDER_STATUS, { ref: 'order_date', grain: 'day' }],
  },
  {
    name: 'lines_by_category_month',
    table: 'sales_order_lines',
    from: 'lines_by_category_day',
    dimensions: [
      { ref: 'product.category' },
      { ref: 'order.branch' },
      LINE_STATUS,
      { ref: 'order.order_date', grain: 'month' },
    ],
  },
  {
    name: 'lines_by_category_day',
    table: 'sales_order_lines',
    dimensions: [
      { ref: 'product.category' },
      { ref: 'order.branch' },
      LINE_STATUS,
      { ref: 'order.order_date', grain: 'day' },
    ],
  },
  {
    name: 'lines_by_customer',
    table: 'sales_order_lines',
    dimensions: [{ ref: 'order.customer_id' }, LINE_STATUS],
  },
];

export const rollupTableName = (rollup: RollupDefinition): string => `_rollup_${rollup.name}`;

/** The roll-up table's column for a dimension: "order.order_date" by month → "order__order_date__month". */
export const dimensionColumn = (dimension: RollupDimension): string =>
  [dimension.ref.replaceAll('.', '__'), dimension.grain].filter(Boolean).join('__');

/**
 * Every total the roll-up stores, in a fixed order: the row count, sum/count/min/max of each number column of the
 * table and count of every other one, then each sum or count the table's measures read.
 */
export function storedTotals(rollup: RollupDefinition): StoredTotal[] {
  const table = BUSINESS_TABLES.find((candidate) => candidate.name === rollup.table);
  if (!table) throw new Error(`roll-up ${rollup.name} totals ${rollup.table}, which is no business table`);
  const totals = new Map<string, Omit<StoredTotal, 'column'>>();
  const add = (fn: StoredTotal['fn'], arg: string) => {
    const key = aggregateKey(fn, arg);
    if (!totals.has(key)) totals.set(key, { key, fn, arg: arg.trim() });
  };
  add('count', '*');
  // Keys are counted, never added up: a total of ids means nothing to anyone.
  const keys = new Set([...table.primaryKey, ...(table.relations ?? []).map((r) => r.fromColumn)]);
  for (const column of table.columns) {
    const arg = `{${column.name}}`;
    if ((column.type === 'integer' || column.type === 'numeric') && !keys.has(column.name)) {
      add('sum', arg);
      add('min', arg);
      add('max', arg);
    }
    add('count', arg);
  }
  for (const measure of measuresOfTable(rollup.table)) {
    for (const call of aggregateCalls(measure.sql) ?? []) {
      // A distinct count does not add up over groups (a customer of two branches is one customer): not stored,
      // so a design that asks for one is answered from the tables.
      if (/^DISTINCT\b/i.test(call.arg.trim())) continue;
      if (call.fn === 'sum' || call.fn === 'count') add(call.fn, call.arg);
    }
  }
  return [...totals.values()].map((total, index) => ({ ...total, column: `t${index}` }));
}

/** What the roll-up's table holds, as text: a table built from another declaration is never read as this one. */
export function rollupSignature(rollup: RollupDefinition): string {
  const dimensions = rollup.dimensions.map((d) => `${d.ref}@${d.grain ?? ''}`).join(',');
  const totals = storedTotals(rollup)
    .map((total) => `${total.column}=${total.key}`)
    .join(',');
  return `${rollup.table}|${dimensions}|${totals}`;
}
