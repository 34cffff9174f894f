/**
 * Which phrases of a question are values in the warehouse ("Auckland" is a branch and a city, "Marine" a category,
 * "Online" a customer group). The distinct values of the catalogue's searchable text columns — the ones the member
 * index serves — are read once per instance into a dictionary kept for a few minutes, so a question costs map
 * look-ups rather than a scan per column (an equality over many phrases cannot use the trigram index; measured:
 * 20–120 ms per column on the demo warehouse, against the 300 ms budget of a whole answer).
 *
 * A column whose values all come from a related table (sales_order_lines.sku from products) is left to that table; a
 * column with more than MAX_VALUES_PER_COLUMN distinct values is left out (docs/ai.md).
 */
import { distance } from 'fastest-levenshtein';
import type { Queryable } from '../../../../db/database.ts';
import { assertSafeSchemaName, quoteIdent } from '../../../../db/identifiers.ts';
import type { Catalogue, CatalogueTable } from '../../query/catalogue.ts';
import type { ColumnHome } from './modelWords.ts';

export interface MemberHit extends ColumnHome {
  /** The value as stored ("Auckland"). */
  value: string;
}

/** Lower-case value → where it is a value. */
export type MemberIndex = Map<string, MemberHit[]>;

export const MAX_VALUES_PER_COLUMN = 20_000;
export const MEMBER_DICTIONARY_TTL_MS = 5 * 60_000;

const columnKey = (table: string, column: string) => `${table}.${column}`;

/**
 * Copies: a column whose every value is also in the column of that name on a table it relates to
 * (sales_order_lines.sku from products): its values are read at their source. By name alone was not enough once
 * the model grew: sales_orders.status is no copy of sales_people.status, and skipping it lost "Draft" and "Voided".
 */
function isCopied(
  table: CatalogueTable,
  column: string,
  values: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  const own = values.get(columnKey(table.name, column));
  if (!own || own.size === 0) return false;
  return table.relations.some((relation) => {
    if (relation.fromColumn === column) return false;
    const there = values.get(columnKey(relation.toTable, column));
    return there !== undefined && [...own].every((value) => there.has(value));
  });
}

async function readDictionary(db: Queryable, catalogue: Catalogue): Promise<MemberIndex> {
  assertSafeSchemaName(catalogue.schema);
  // Each searchable text column's distinct values; a column with too many is only named in tooMany.
  const values = new Map<string, Set<string>>();
  const tooMany = new Set<string>();
  for (const table of catalogue.tables) {
    for (const column of table.columns) {
      if (!column.searchable || column.dataType !== 'text') continue;
      const col = quoteIdent(column.name);
      const rows = await db.query<{ member: string }>(
        `SELECT DISTINCT ${col} AS member FROM ${quoteIdent(catalogue.schema)}.${quoteIdent(table.name)}
         WHERE ${col} IS NOT NULL LIMIT ${MAX_VALUES_PER_COLUMN + 1}`,
      );
      if (rows.length > MAX_VALUES_PER_COLUMN) tooMany.add(columnKey(table.name, column.name));
      else values.set(columnKey(table.name, column.name), new Set(rows.map((row) => row.member)));
    }
  }
  const dictionary: MemberIndex = new Map();
  for (const table of catalogue.tables) {
    for (const column of table.columns) {
      const read = values.get(columnKey(table.name, column.name));
      if (!read || isCopied(table, column.name, values)) continue;
      for (const member of read) {
        const key = member.toLowerCase().trim();
        const hits = dictionary.get(key) ?? [];
        hits.push({ table: table.name, column: column.name, value: member });
        dictionary.set(key, hits);
      }
    }
  }
  // A column with too many values to read holds the values of the column of its name elsewhere
  // (stock_on_hand.branch and sales_orders.branch); a column that was read holds only its own.
  for (const hits of dictionary.values()) {
    for (const table of catalogue.tables) {
      for (const hit of [...hits]) {
        if (!tooMany.has(columnKey(table.name, hit.column))) continue;
        if (hits.some((h) => h.table === table.name && h.column === hit.column)) continue;
        hits.push({ ...hit, table: table.name });
      }
    }
  }
  return dictionary;
}

/**
 * The one-word value (a place, a category, a status: no digits) one slip from the word — a letter more, less or
 * changed, or two letters swapped — with the same first letter, when exactly one is; SKUs and names are not guessed.
 */
function nearestValue(word: string, dictionary: MemberIndex): string | null {
  if (word.length < 5) return null;
  const near = [...dictionary.keys()].filter(
    (key) =>
      key[0] === word[0] &&
      !/[\d\s]/.test(key) &&
      Math.abs(key.length - word.length) <= 1 &&
      (distance(key, word) === 1 || swappedOnce(key, word)),
  );
  return near.length === 1 ? (near[0] ?? null) : null;
}

/** The two words differ by two neighbouring letters swapped. */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Per-instance dictionaries, re-read after MEMBER_DICTIONARY_TTL_MS so imports show up. */
export class MemberDictionaries {
  private readonly entries = new Map<number, { readAt: number; dictionary: Promise<MemberIndex> }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The values among `phrases`; and each word of `misspelt` that is one slip from exactly one one-word value
   * ("Aukland": Auckland), read as that value — the parser says so.
   */
  async lookup(
    db: Queryable,
    catalogue: Catalogue,
    phrases: readonly string[],
    misspelt: readonly string[] = [],
  ): Promise<MemberIndex> {
    const dictionary = await this.dictionaryFor(db, catalogue);
    const found: MemberIndex = new Map();
    for (const phrase of phrases) {
      const hits = dictionary.get(phrase.toLowerCase());
      if (hits) found.set(phrase.toLowerCase(), hits);
    }
    for (const word of misspelt) {
      const key = word.toLowerCase();
      if (found.has(key) || dictionary.has(key)) continue;
      const near = nearestValue(key, dictionary);
      const hits = near ? dictionary.get(near) : undefined;
      if (hits) found.set(key, hits);
    }
    return found;
  }

  private dictionaryFor(db: Queryable, catalogue: Catalogue): Promise<MemberIndex> {
    const entry = this.entries.get(catalogue.instanceId);
    if (entry && this.now() - entry.readAt < MEMBER_DICTIONARY_TTL_MS) return entry.dictionary;
    const dictionary = readDictionary(db, catalogue);
    this.entries.set(catalogue.instanceId, { readAt: this.now(), dictionary });
    // A failed read is not kept: the next question tries again.
    dictionary.catch(() => this.entries.delete(catalogue.instanceId));
    return dictionary;
  }
}
