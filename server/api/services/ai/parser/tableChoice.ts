/**
 * Which table answers a question: the candidates (where the model's measure is, what is counted or listed), the
 * order they are tried in (the table the question lists, tables of what it names, the table counted itself, the
 * model's primary meaning, the rest), and the choice said in "what it assumed" (docs/ai.md, "Which table a
 * question reads").
 */
import type { Catalogue } from '../../query/catalogue.ts';
import type { Intent } from './intent.ts';
import { relationPath, tablesReaching } from './paths.ts';
import { isPrimary, makesRows, wordsOf, type ParserModel } from './modelWords.ts';
import { table } from './designLookups.ts';

/** Candidate design tables, in order of preference: where the model's measure is, then the word's columns. */
export function candidateTables(catalogue: Catalogue, intent: Intent): string[] {
  const [first] = intent.measures;
  if (first) return [...first.term.model, ...first.term.homes].map((home) => home.table);
  if (intent.count) {
    const counted = intent.count.table;
    // "customers who placed orders in 2025": counted over the orders, not the customer list.
    const over = intent.entities.filter(
      (e) => e.role === 'subject' && relationPath(catalogue, e.table, counted) !== null,
    );
    return [...over.map((e) => e.table), ...tablesReaching(catalogue, counted)];
  }
  const subject = intent.entities.find((e) => e.role === 'subject') ?? intent.entities[0];
  if (subject) return tablesReaching(catalogue, subject.table);
  const compared = intent.comparisons.find((c) => c.measure)?.measure;
  if (compared) return compared.homes.map((home) => home.table);
  const dimension = intent.dimensions[0];
  if (dimension) return dimension.homes.map((home) => home.table);
  const member = intent.members[0]?.hits[0];
  return member ? [member.table] : [];
}

/** What a table's rows record, as the model declares it ("sales", "credits"); its own name when undeclared. */
const subjectOf = (model: ParserModel, name: string) => wordsOf(model, name)?.subject ?? name;

/** The tables the question names by their words ("credit notes", "quotes'"), by what their rows record. */
function namedSubjects(model: ParserModel, intent: Intent): Set<string> {
  return new Set(intent.entities.map((entity) => subjectOf(model, entity.table)));
}

/**
 * The order tables are tried in: the table the question lists, then tables of what it names, then the table
 * counted itself, then the model's primary meaning (the sales), then the rest as found. "Orders", "customers … per branch", "largest order"
 * read the sales unless the question names credits, quotes, payments, transfers or adjustments.
 */
export function orderCandidates(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  tables: string[],
): string[] {
  const named = namedSubjects(model, intent);
  const subjects = intent.entities.filter((e) => e.role === 'subject').map((e) => e.table);
  const itself = intent.count?.table ?? null;
  const measured = intent.measures.length > 0;
  const segmented = intent.segments.map((s) => s.table);
  // "how many products were returned": counted over the rows of what the verb asks for (the credits).
  const verbTable = intent.verb?.term.model[0]?.table;
  const verbSubject =
    intent.count && verbTable && !verbMakesCounted(model, intent) ? subjectOf(model, verbTable) : null;
  const rank = (name: string) => {
    // "products that are out of stock": the rows the model's segment chooses are the answer's table.
    if (segmented.includes(name)) return -1;
    if (subjects.includes(name)) return 0;
    if (named.has(subjectOf(model, name)) && (measured || subjects.length > 0)) return 1;
    if (verbSubject !== null && subjectOf(model, name) === verbSubject) return 1;
    if (name === itself) return 2;
    // A measure word's homes are already in the model's order (its primary meaning first).
    return measured || isPrimary(model, name) ? 3 : 4;
  };
  return tables
    .filter((name) => table(catalogue, name))
    .map((name, index) => ({ name, index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map(({ name }) => name);
}

/**
 * "how many invoices did we raise": a verb that makes rows, said of another table's rows, made those rows: they are
 * counted themselves, not over the rows the verb's measure totals.
 */
function verbMakesCounted(model: ParserModel, intent: Intent): boolean {
  const verbTable = intent.verb?.term.model[0]?.table;
  if (!intent.verb || !intent.count || !verbTable) return false;
  return (
    makesRows(model, intent.verb.word) && subjectOf(model, intent.count.table) !== subjectOf(model, verbTable)
  );
}

/**
 * The choices made between tables, said in "what it assumed": the table read when others of another meaning could
 * have answered, and a word two tables declare read as the primary one.
 */
export function choiceOf(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  base: string,
  candidates: string[],
): string[] {
  const said: string[] = [];
  const name = (t: string) => table(catalogue, t)?.friendlyName ?? t;
  if (intent.verb && intent.count && verbMakesCounted(model, intent))
    said.push(`"${intent.verb.word}" = ${name(intent.count.table)} made in the period, counted themselves`);
  for (const named of [...intent.entities, ...(intent.count ? [intent.count] : [])]) {
    if (named.others && named.others.length > 0)
      said.push(
        `"${named.said ?? ''}" = ${name(named.table)} (the model's primary meaning; not ${named.others.join(' or ')})`,
      );
  }
  // What is counted or listed is read from its own table: no other table was a choice.
  const itself = [
    intent.count?.table,
    ...intent.entities.filter((e) => e.role === 'subject').map((e) => e.table),
  ];
  if (intent.measures.length === 0 && itself.includes(base)) return said;
  const subject = subjectOf(model, base);
  const others = candidates.filter(
    (t) => t !== base && subjectOf(model, t) !== subject && t !== intent.count?.table,
  );
  if (others.length === 0) return said;
  const verbTable = intent.verb?.term.model[0]?.table;
  const why = namedSubjects(model, intent).has(subject)
    ? 'as the question names them'
    : intent.verb && verbTable && subjectOf(model, verbTable) === subject
      ? `what "${intent.verb.word}" asks for`
      : isPrimary(model, base)
        ? `the ${subject}, the model's primary meaning`
        : "the model's first home of the word";
  const otherSubjects = [...new Set(others.map((t) => subjectOf(model, t)))];
  said.push(`table = ${name(base)} (${why}; ${otherSubjects.join(', ')} not read: name them to read them)`);
  return said;
}
