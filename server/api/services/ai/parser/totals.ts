/**
 * Filters on totals in a question: "customers with more than 10 orders" (a count of each customer's orders),
 * "branches with revenue over 50,000" (each branch's revenue). A comparison on a sales measure beside something to
 * group by is a filter on each group's total, never on single rows: read as rows it would answer another question.
 */
import type { Intent } from './intent.ts';
import { isFlow, type ParserModel } from './modelWords.ts';

/** Tables the model declares flows (sales), where a customer, product or branch has many rows, total per group. */
export function readTotals(intent: Intent, model: ParserModel): void {
  for (const comparison of intent.comparisons) {
    const measure = comparison.measure;
    if (comparison.onTotal || !measure) continue;
    const homes = measure.model.map((home) => home.table);
    if (!homes.some((table) => isFlow(model, table))) continue;
    const groups =
      intent.dimensions.length > 0 || intent.entities.some((entity) => !homes.includes(entity.table));
    if (!groups) continue;
    comparison.onTotal = { countOf: null };
    intent.measures.push({ term: measure, fn: measure.fn });
  }
  if (!intent.comparisons.some((comparison) => comparison.onTotal)) return;
  // What the question lists is what it groups by: each customer, each branch.
  for (const entity of intent.entities) entity.role = 'group';
  for (const comparison of intent.comparisons) {
    const counted = comparison.onTotal?.countOf;
    if (counted && !intent.count && intent.measures.length === 0)
      intent.count = { table: counted, distinct: false };
  }
}
