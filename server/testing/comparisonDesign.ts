/**
 * The comparison the query compiler's tests, the API's tests and the constructs bench all run: revenue by branch
 * last month beside the month before, with the change and the change in percent.
 */
const REVENUE = 'measure:revenue';

export const REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE = {
  table: 'sales_orders',
  // The measure, then the three columns a comparison adds for it (contract/derived.ts).
  columns: ['branch', REVENUE, ...['previous', 'change', 'changePct'].map((kind) => `${kind}:${REVENUE}`)],
  filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
  compare: { column: 'order_date', against: 'previousPeriod' },
};
