/**
 * The comparison the query compiler's tests, the API's tests and the constructs bench all run: revenue by branch
 * last month beside the month before, with the change and the change in percent.
 */
export const REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE = {
  table: 'sales_orders',
  columns: [
    'branch',
    'measure:revenue',
    'previous:measure:revenue',
    'change:measure:revenue',
    'changePct:measure:revenue',
  ],
  filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
  compare: { column: 'order_date', against: 'previousPeriod' },
};
