/**
 * "transfers received last month", "how many transfers were dispatched this week": a verb that names one of the
 * listed or counted table's own date columns ("received" → Received Date) says which date the period is on. Read
 * as anything else the answer would be another question's: the verb as another table's measure (payments
 * received), or the word as a status value ("Dispatched" is only the transfers not yet received), over the
 * table's first date.
 */
import type { Intent } from './intent.ts';
import type { ParserModel } from './modelWords.ts';
import type { Token } from './tokens.ts';

export interface DateNamed {
  table: string;
  column: string;
  /** As typed ("received"). */
  word: string;
}

/** A verb's stem, whatever its ending: "received", "receive", "receiving" → "receiv". */
const stem = (word: string) => word.toLowerCase().replace(/(?:ed|ing|es|e|s)$/, '');

/** The tables the question lists or counts: where a date it names must be. */
function namedTables(intent: Intent): string[] {
  const listed = intent.entities.filter((e) => e.role === 'subject').map((e) => e.table);
  return intent.count ? [intent.count.table, ...listed] : listed;
}

/** The date column of a named table that a word of the question names, if exactly one does. */
export function dateNamedByVerb(
  intent: Intent,
  tokens: readonly Token[],
  model: ParserModel,
): DateNamed | null {
  if (intent.period === null && intent.grain === null) return null;
  const found: DateNamed[] = [];
  for (const table of new Set(namedTables(intent))) {
    const columns = model.tables.find((t) => t.name === table)?.columns ?? [];
    for (const column of columns) {
      const event = /^([a-z]+)_date$/.exec(column.name)?.[1];
      // The table's own first date ("transfer_date") is read anyway; a verb only chooses another.
      if (!event || column.type !== 'date' || columns.find((c) => c.type === 'date') === column) continue;
      for (const token of tokens)
        if (token.number === null && token.text.length > 3 && stem(token.text) === stem(event))
          found.push({ table, column: column.name, word: token.raw });
    }
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * Reads the date a verb names: the value of the same word (a status "Dispatched") is not a filter, and the verb
 * asks for no other table's measure. Hands back whether the verb was the date's.
 */
export function readDateNamed(intent: Intent, named: DateNamed, verb: string | null): boolean {
  intent.date = named;
  intent.members = intent.members.filter((m) => m.text.toLowerCase() !== named.word.toLowerCase());
  return verb !== null && stem(verb) === stem(named.word);
}
