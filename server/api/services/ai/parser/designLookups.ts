/**
 * Lookups in the catalogue a design is made from: a table by name, a column's label as people read it, the
 * table's date, the columns that show one row of a related table, a column named as a table. Shared by the steps
 * of design.ts.
 */
import { measureKeyOf } from '@wharf/contract';
import { findMeasure } from '../../../../model/measures.ts';
import { BUSINESS_TABLES } from '../../../../model/businessTables.ts';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import { refToAny, relationPath } from './paths.ts';
import { wordsOf, type ColumnHome, type ParserModel } from './modelWords.ts';

/** Columns no question is about: the load time of the warehouse row. */
export const HIDDEN = new Set(['landed_at']);

export function table(catalogue: Catalogue, name: string): CatalogueTable | undefined {
  return catalogue.tables.find((t) => t.name === name);
}

export function homeLabel(catalogue: Catalogue, home: ColumnHome): string {
  const t = table(catalogue, home.table);
  const key = measureKeyOf(home.column);
  const name =
    key !== null
      ? findMeasure(home.table, key)?.friendlyName
      : t?.columns.find((c) => c.name === home.column)?.friendlyName;
  return `${t?.friendlyName ?? home.table} › ${name ?? home.column}`;
}

/** The design table's date for periods and grains: its own date column first, then one through a relation. */
export function dateRef(
  catalogue: Catalogue,
  model: ParserModel,
  base: string,
): { ref: string; home: ColumnHome } | null {
  // A date the model works out from other rows (a product's last sale) is not when anything on the row happened.
  const workedOut = (table: string, column: string) =>
    model.tables.find((t) => t.name === table)?.columns.find((c) => c.name === column)?.workedOut === true;
  const homes: ColumnHome[] = [];
  for (const type of ['date', 'timestamptz'] as const) {
    for (const t of catalogue.tables) {
      for (const c of t.columns)
        if (c.dataType === type && !HIDDEN.has(c.name) && !workedOut(t.name, c.name))
          homes.push({ table: t.name, column: c.name });
    }
  }
  const own = homes.find((home) => home.table === base);
  if (own) return { ref: own.column, home: own };
  // Through a relation only an event's date (an order's, a transfer's): a snapshot such as stock on hand has no
  // date, and its product's creation time stamp is not when anything on it happened.
  const events = new Set(
    catalogue.tables.flatMap((t) =>
      t.columns.filter((c) => c.dataType === 'date').map((c) => `${t.name}.${c.name}`),
    ),
  );
  return refToAny(
    catalogue,
    base,
    homes.filter((home) => events.has(`${home.table}.${home.column}`)),
  );
}

export function displayRefs(
  catalogue: Catalogue,
  model: ParserModel,
  base: string,
  entity: string,
): string[] | null {
  const path = relationPath(catalogue, base, entity);
  const t = table(catalogue, entity);
  if (path === null || !t) return null;
  const names = wordsOf(model, entity)?.display ?? t.primaryKey;
  return names
    .filter((name) => t.columns.some((c) => c.name === name))
    .map((name) => [...path, name].join('.'));
}

/**
 * A column named as the table the question named, reachable from the design's table: "by branch" groups by the
 * orders' Branch even where a Branches table exists that the orders do not relate to.
 */
export function columnNamedAs(catalogue: Catalogue, base: string, entityWord: string): string | null {
  const singular = entityWord.replace(/e?s$/, '');
  const homes: ColumnHome[] = catalogue.tables.flatMap((t) =>
    t.columns
      .filter((c) => c.role !== 'measure' && !HIDDEN.has(c.name))
      .filter((c) => [entityWord, singular].includes(c.friendlyName.toLowerCase()))
      .map((c) => ({ table: t.name, column: c.name })),
  );
  return refToAny(catalogue, base, homes)?.ref ?? null;
}

/** A list's columns: the table's own, less what the model works out from other rows (shown when named). */
export function allColumns(catalogue: Catalogue, base: string): string[] {
  const declared = BUSINESS_TABLES.find((t) => t.name === base)?.columns ?? [];
  const workedOut = new Set(declared.filter((c) => c.workedOut).map((c) => c.name));
  return (table(catalogue, base)?.columns ?? [])
    .filter((c) => !HIDDEN.has(c.name) && !workedOut.has(c.name))
    .map((c) => c.name);
}

/** Whether a column reference ("product.name") reaches a column from the table. */
export function refExists(catalogue: Catalogue, base: CatalogueTable, ref: string): boolean {
  const parts = ref.split('.');
  let at: CatalogueTable | undefined = base;
  for (const relation of parts.slice(0, -1)) {
    const to: string | undefined = at?.relations.find((r) => r.name === relation)?.toTable;
    at = to ? table(catalogue, to) : undefined;
  }
  return at?.columns.some((c) => c.name === parts.at(-1)) ?? false;
}

export const singularWord = (word: string) => word.replace(/people$/, 'person').replace(/s$/, '');
