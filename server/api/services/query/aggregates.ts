/** The SQL of each aggregate function of the query language, over a column expression. */
import type { AggregateFunction } from '@wharf/contract';

export const AGGREGATE_SQL: Readonly<Record<AggregateFunction, (expr: string) => string>> = {
  sum: (expr) => `sum(${expr})`,
  avg: (expr) => `avg(${expr})`,
  min: (expr) => `min(${expr})`,
  max: (expr) => `max(${expr})`,
  count: (expr) => `count(${expr})`,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
};
