/**
 * Example questions under the box ("Try asking"), made from the company's primary measures (server/model/measures.ts
 * marks them: Revenue, Orders, Units sold…) on business tables that hold rows, each by a dimension those rows fill
 * and over a recent period, so they speak the business's words and never count a table by itself. Each is a
 * question the AI view answers (docs/ai.md).
 */
import type { z } from 'zod';
import type { clientDWSchemaResponseSchema } from '@wharf/contract';
import { holdsRows } from '../../design/tableOffer';

type Catalogue = z.infer<typeof clientDWSchemaResponseSchema>;
type Table = Catalogue['tables'][number];
type Column = Table['columns'][number];

const MAX_EXAMPLES = 3;
const PERIODS = ['last month', 'this year', 'this month'];

/** A column to group by: text the warehouse searches, not an identifier, a status or a person's details. */
const groupable = (c: Column) =>
  c.role === 'dimension' &&
  c.searchable &&
  c.dataType === 'text' &&
  !/number|sku|status|stage|name|email|company|currency|reason/i.test(c.friendlyName);

const primaryMeasures = (table: Table) =>
  // A catalogue built without the schema's defaults (a test's fixture) may lack the list.
  ((table.measures as Table['measures'] | undefined) ?? []).filter((m) => m.primary === true);

const hasDate = (table: Table) => table.columns.some((c) => c.dataType === 'date');

export function examplesFromCatalogue(catalogue: Catalogue | undefined): string[] {
  if (!catalogue) return [];
  // The model's business tables that hold rows; a source table as its connector lands it is no example.
  const tables = catalogue.tables.filter((table) => holdsRows(table) && table.layer !== 'source');
  const byTable = new Map(tables.map((t) => [t.tableName, t]));
  const examples: string[] = [];
  const used = new Set<string>();
  for (const table of tables) {
    if (!hasDate(table)) continue;
    // By one of its own columns ("Revenue by branch"), else a related table's that holds rows ("by category").
    const related = table.relations.map((r) => byTable.get(r.toTable)).filter((t) => t !== undefined);
    const dimension = [table, ...related].flatMap((t) => t.columns.filter(groupable))[0];
    for (const measure of primaryMeasures(table)) {
      if (used.has(measure.key) || !dimension) continue;
      used.add(measure.key);
      const period = PERIODS[examples.length % PERIODS.length] ?? 'last month';
      examples.push(`${measure.friendlyName} by ${dimension.friendlyName.toLowerCase()} ${period}`);
      // "Top 10 customers by revenue this year": a related table that holds rows, ranked by the measure.
      const ranked = related.find((t) => t.columns.some((c) => c.searchable && /name/i.test(c.friendlyName)));
      if (ranked && examples.length === 1)
        examples.push(
          `Top 10 ${ranked.friendlyName.toLowerCase()} by ${measure.friendlyName.toLowerCase()} this year`,
        );
      break;
    }
    if (examples.length >= MAX_EXAMPLES) break;
  }
  return examples.slice(0, MAX_EXAMPLES);
}
