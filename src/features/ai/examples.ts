/**
 * Example questions under the box, made from the instance's own catalogue (its tables' friendly names), so they
 * name what this warehouse holds and the parser reads each of them. Only business tables that hold rows are used: an
 * example never asks for what the company's data cannot fill yet.
 */
import type { z } from 'zod';
import type { clientDWSchemaResponseSchema } from '@wharf/contract';
import { holdsRows } from '../../design/tableOffer';

type Catalogue = z.infer<typeof clientDWSchemaResponseSchema>;
type Table = Catalogue['tables'][number];

const MAX_EXAMPLES = 3;

// The model's first measure of the table ("Revenue"), so examples speak the business's words; without one, the last
// measure column (tables list their grand total after its parts: subtotal, tax, total).
const measureOf = (table: Table): { friendlyName: string } | undefined =>
  // A catalogue built without the schema's defaults (a test's fixture) may lack the list.
  (table.measures as Table['measures'] | undefined)?.[0] ??
  table.columns.filter((c) => c.role === 'measure').at(-1);
const searchableDimension = (table: Table) =>
  table.columns.find((c) => c.role === 'dimension' && c.searchable && c.dataType === 'text');
const hasDate = (table: Table) => table.columns.some((c) => c.dataType === 'date');

export function examplesFromCatalogue(catalogue: Catalogue | undefined): string[] {
  if (!catalogue) return [];
  const examples: string[] = [];
  // The model's business tables, in its words; a source table as its connector lands it is no example.
  const tables = catalogue.tables.filter((table) => holdsRows(table) && table.layer !== 'source');
  const byTable = new Map(tables.map((t) => [t.tableName, t]));
  // "Revenue by Branch per month": a measure of a dated table by one of its dimensions.
  for (const table of tables) {
    const measure = measureOf(table);
    const dimension = table.columns.find(
      (c) =>
        c.role === 'dimension' &&
        c.searchable &&
        c.dataType === 'text' &&
        !/number|sku/i.test(c.friendlyName),
    );
    if (measure && dimension && hasDate(table)) {
      examples.push(`${measure.friendlyName} by ${dimension.friendlyName} per month`);
      // "Top 10 Customers by Revenue": a related table ranked by the measure.
      const related = table.relations.map((r) => byTable.get(r.toTable)).find((t) => t !== undefined);
      if (related) examples.push(`Top 10 ${related.friendlyName} by ${measure.friendlyName}`);
      break;
    }
  }
  // "Number of Customers per City": a table with no measure counted by a dimension.
  for (const table of tables) {
    const dimension = searchableDimension(table);
    if (!measureOf(table) && dimension && table.relations.length === 0) {
      const other = table.columns.find(
        (c) =>
          c.role === 'dimension' &&
          c.searchable &&
          c.dataType === 'text' &&
          c !== dimension &&
          !/name|email|company/i.test(c.friendlyName),
      );
      examples.push(`Number of ${table.friendlyName} per ${(other ?? dimension).friendlyName}`);
      break;
    }
  }
  return examples.slice(0, MAX_EXAMPLES);
}
