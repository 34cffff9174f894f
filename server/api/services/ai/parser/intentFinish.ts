/**
 * The last steps of reading a question, once every word is placed (intent.ts): what a count or ranking left
 * pending becomes, filters on totals, the measure a verb or a ranking of people asks for, and the readings the
 * words contradict. Each step is a function named for what it decides.
 */
import type { AggregateFunction } from '@wharf/contract';
import type { Intent, MeasureTerm } from './intent.ts';
import type { Lexicon } from './lexicon.ts';
import { isFlow, makesRows, reaches, wordsOf, type ParserModel } from './modelWords.ts';
import { readTotals } from './totals.ts';

/** What the word-by-word reading left open at the end of the question. */
export interface LeftOpen {
  aggregate: AggregateFunction | null;
  top: { desc: boolean; n: number | null } | null;
  superlative: boolean | null;
  verb: { word: string; term: MeasureTerm | null } | null;
  firstWord: string | null;
  /** A refinement: "add the brand" adds a column to the answer before it, it asks for no list of its own. */
  refining: boolean;
  /** "who bought…": "who" right before a verb, so the one who did it is never named after. */
  whoDid: boolean;
}

export function finishIntent(intent: Intent, lexicon: Lexicon, left: LeftOpen): Intent {
  rankByWhatIsNamed(intent);
  countNewRows(intent, lexicon.model);
  countOfWhat(intent, left.aggregate);
  groupByOwners(intent);
  if (left.top && !intent.top) intent.top = left.top;
  if (!left.refining) {
    attributesOfEach(intent);
    valuesListed(intent);
  }
  countWhatIsListed(intent);
  listOverFlow(intent, lexicon.model);
  rankOrExtreme(intent, left.superlative);
  readTotals(intent, lexicon.model);
  assumeMeasure(intent, lexicon, left);
  keepAbove(intent, lexicon, left);
  askedWho(intent, left.firstWord, left.whoDid);
  averageOfTotals(intent);
  percentOfRatios(intent, lexicon.model);
  return intent;
}

/**
 * "products with a margin above 30%": a measure the model keeps as a ratio (its format a percentage: Gross margin %
 * is 0.3 for 30 %) compares with the percentage said as that ratio; a column kept in percent (Discount %) as said.
 */
function percentOfRatios(intent: Intent, model: ParserModel): void {
  for (const comparison of intent.comparisons) {
    const homes = comparison.measure?.model ?? [];
    const ratio = homes.some((home) =>
      model.measures.some(
        (m) => m.table === home.table && `measure:${m.key}` === home.column && m.format.endsWith('%'),
      ),
    );
    if (comparison.percent && ratio) comparison.values = comparison.values.map((v) => v / 100);
  }
}

/**
 * "how many new customers signed up in 2024": a measure of rows new by their first sale, said with a word of those
 * rows' own date ("signed up", "joined", "registered"), counts the rows made in the period, by their own date.
 */
function countNewRows(intent: Intent, model: ParserModel): void {
  if (!intent.newRows || intent.count) return;
  const at = intent.measures.findIndex(({ term }) => newRowsTable(model, term) !== null);
  const measure = intent.measures[at];
  if (!measure || intent.measures.length > 1) return;
  const table = newRowsTable(model, measure.term) ?? '';
  intent.measures.splice(at, 1);
  intent.count = { table, distinct: false, said: measure.term.word };
}

/** The table a measure word counts as new by its first sale (newRowsOf), if it is one. */
function newRowsTable(model: ParserModel, term: MeasureTerm): string | null {
  for (const home of term.model) {
    const key = home.column.replace(/^measure:/, '');
    const table = model.measures.find((m) => m.key === key && m.table === home.table)?.newRowsOf;
    if (table) return table;
  }
  return null;
}

/**
 * "best selling products by revenue": the measure the question names ranks, not the one the ranking word implies
 * (units); kept both, the answer would rank by units beside a revenue column.
 */
function rankByWhatIsNamed(intent: Intent): void {
  if (intent.measures.some((m) => !m.implied)) intent.measures = intent.measures.filter((m) => !m.implied);
}

/**
 * "how many in Auckland" with nothing counted: kept unknown so the answer says what is missing. "How many orders does
 * a typical customer place": an average (or largest, smallest, distinct) that reached nothing it could apply to is
 * not read past, or the answer would be the total.
 */
function countOfWhat(intent: Intent, aggregate: AggregateFunction | null): void {
  if (aggregate && intent.measures.length === 0 && intent.count === null)
    intent.unknown.push(`${aggregate === 'count' ? 'how many' : aggregate} of what`);
  else if (aggregate && aggregate !== 'sum' && aggregate !== 'count')
    intent.unsure.push(
      `what the ${AGGREGATE_SAID[aggregate]} is of: it is said of nothing the answer totals`,
    );
}

const AGGREGATE_SAID: Readonly<Record<AggregateFunction, string>> = {
  sum: 'total',
  count: 'count',
  countDistinct: 'distinct count',
  avg: 'average',
  max: 'largest',
  min: 'smallest',
};

/**
 * "reps' sales this week": a total said to belong to the rows of another table is a total for each of them. Read as
 * the total alone, the possessive would be a word read past.
 */
function groupByOwners(intent: Intent): void {
  for (const entity of intent.entities) {
    if (!entity.possessive || !entity.plural || entity.role !== 'subject' || intent.measures.length === 0)
      continue;
    const own = intent.measures.some((m) =>
      [...m.term.model, ...m.term.homes].some((home) => home.table === entity.table),
    );
    if (own) continue;
    entity.role = 'group';
    intent.grouped = true;
  }
}

/**
 * "the email address of each rep": a column of the rows said after "each", with nothing totalled or counted, is
 * shown for each of them — a list of those rows, not a grouping that needs a total.
 */
function attributesOfEach(intent: Intent): void {
  const [each, ...more] = intent.entities;
  if (!each || more.length > 0 || each.role !== 'group' || !intent.each.entities.includes(each.word)) return;
  if (intent.measures.length > 0 || intent.count || intent.comparisons.length > 0 || intent.top) return;
  if (intent.grain !== null || intent.dimensions.length === 0) return;
  if (!intent.dimensions.every((d) => d.homes.some((home) => home.table === each.table))) return;
  each.role = 'subject';
  intent.grouped = false;
  intent.each.entities = [];
}

/**
 * "list all categories", "what brands are there": a column asked for alone is each of its values once (with how many
 * rows of its table hold it), never the column of every row, which repeats them.
 */
function valuesListed(intent: Intent): void {
  const [dimension, ...more] = intent.dimensions;
  const [home] = dimension?.homes ?? [];
  if (!dimension || !home || more.length > 0 || intent.grouped || intent.entities.length > 0) return;
  // "the cities": of branches or of customers — nothing says which rows to count.
  if (dimension.homes.some((h) => h.table !== home.table)) return;
  if (intent.measures.length > 0 || intent.count || intent.comparisons.length > 0 || intent.top) return;
  if (intent.segments.length > 0 || intent.members.length > 0 || intent.grain !== null) return;
  intent.grouped = true;
  intent.count = { table: home.table, distinct: false };
  intent.assumed.push(
    `${dimension.word} listed = each once, with how many ${home.table.replace(/_/g, ' ')} hold it`,
  );
}

/** "customers per country": grouped with nothing totalled counts what is listed. */
function countWhatIsListed(intent: Intent): void {
  const subject = intent.entities.find((e) => e.role === 'subject');
  if (intent.measures.length > 0 || intent.count || !intent.grouped || !subject) return;
  const { said, others } = subject;
  intent.count = {
    table: subject.table,
    distinct: false,
    ...(said ? { said } : {}),
    ...(others ? { others } : {}),
  };
  intent.entities = intent.entities.filter((e) => e !== subject);
}

/**
 * "which SKUs were written off as damaged this year": things (products, customers) listed by the rows of flows the
 * question names with them — each of them once, with the number of those rows, said in "what it assumed". Listed
 * as they are, the products would be filtered by what only the flows hold.
 */
function listOverFlow(intent: Intent, model: ParserModel): void {
  if (intent.measures.length > 0 || intent.count || intent.comparisons.length > 0 || intent.top) return;
  const [listed, ...rest] = intent.entities;
  if (!listed || listed.role !== 'subject' || isFlow(model, listed.table)) return;
  if (!listed.qualified && !listed.asked) return;
  const flows = rest.filter((e) => e.role === 'subject' && isFlow(model, e.table));
  const [flow] = flows;
  if (!flow || flows.length > 1) return;
  listed.role = 'group';
  intent.grouped = true;
  intent.entities = intent.entities.filter((e) => e !== flow);
  intent.count = { table: flow.table, distinct: false, ...(flow.said ? { said: flow.said } : {}) };
  // Counted as the model counts them (orders that count as sales), those with none are not listed.
  intent.comparisons.push({
    measure: null,
    money: false,
    op: 'gt',
    values: [0],
    onTotal: { countOf: flow.table },
  });
  intent.assumed.push(
    `${listed.said ?? listed.word} listed = those with ${flow.word}, each once with how many (those with none left out)`,
  );
}

/** "the largest": a ranking when something is ranked, else the largest value itself. */
function rankOrExtreme(intent: Intent, superlative: boolean | null): void {
  if (superlative === null || intent.top) return;
  // "which month had the highest revenue": the months are ranked, as rows are.
  if (intent.entities.length + intent.dimensions.length > 0) intent.top = { desc: superlative, n: null };
  else if (intent.grain !== null) {
    intent.top = { desc: superlative, n: null };
    intent.pluralNoun ??= false;
  } else intent.superlative = superlative;
}

/**
 * "average daily revenue": an average (or largest, smallest) of a model measure's totals per day or month. The
 * language averages single rows (each order's Total), never totals per period, so the answer declines saying so.
 */
function averageOfTotals(intent: Intent): void {
  if (intent.grain === null) return;
  const of = intent.measures.find(
    (m) =>
      (m.fn === 'avg' || m.fn === 'max' || m.fn === 'min') && m.fn !== m.term.fn && m.term.model.length > 0,
  );
  if (of)
    intent.unsure.push(
      `the ${of.fn === 'avg' ? 'average' : of.fn === 'max' ? 'largest' : 'smallest'} ${of.term.word} per ` +
        `${intent.grain}: the answer can total ${of.term.word} for each ${intent.grain} (ask "${of.term.word} by ` +
        `${intent.grain}"), not take the ${of.fn === 'avg' ? 'average' : 'largest or smallest'} of those totals`,
    );
}

/**
 * "who paid the most": a person is asked for, and the question does not say which kind. "Who bought the most Kauri
 * products": the rows named are what was bought, not who bought it — ranked, they would answer with products.
 */
function askedWho(intent: Intent, firstWord: string | null, whoDid: boolean): void {
  if (
    whoDid ||
    (firstWord === 'who' && intent.entities.length + intent.dimensions.length === 0 && !intent.count)
  )
    intent.unsure.push('who is meant: name them (customers, sales people, branches…)');
}

/**
 * A question that names no measure: the one its verb asks for ("what did we sell" → Revenue), or, ranking people
 * or places ("who was our best rep"), the company's first primary measure; either is said in "what it assumed".
 */
function assumeMeasure(intent: Intent, lexicon: Lexicon, left: LeftOpen): void {
  const chosen = left.verb?.term ? verbMeasures(intent, lexicon.model, left.verb.word, lexicon) : [];
  const [read, ...others] = chosen;
  const verbAsked = left.verb && read ? { word: left.verb.word, term: read } : null;
  const verb = verbAsked ? { ...verbAsked, ...(others.length > 0 ? { others } : {}) } : null;
  intent.verb = verb;
  const gained = verbAsked?.term ? newRowsTable(lexicon.model, verbAsked.term) : null;
  const namesGained =
    intent.count?.table === gained ||
    intent.measures.some((m) => newRowsTable(lexicon.model, m.term) === gained) ||
    intent.entities.some((e) => e.table === gained);
  if (verbAsked && gained && !namesGained)
    // "which branch gained the most": gaining asks for new customers only where the question says customers.
    intent.unsure.push(`what "${verbAsked.word}" asks for: say what was won or gained ("new customers")`);
  if (verbAsked?.term && intent.count && intent.measures.length === 0) {
    // "how many customers did we win": the customers a verb of gaining them asks for are the new ones (the measure
    // that declares them new by their first sale), not every customer who ordered.
    if (newRowsTable(lexicon.model, verbAsked.term) === intent.count.table) {
      intent.assumed.push(`"${verbAsked.word}" = ${verbAsked.term.word}`);
      intent.measures.push({ term: verbAsked.term, fn: verbAsked.term.fn });
      intent.count = null;
    }
  }
  if (verb && intent.measures.length > 0) {
    // "units returned by category" with units sold read: the verb asks for another table's rows, which have
    // units of their own. "Tax collected" stays the sales' tax: what is collected (payments) has no tax.
    const subjects = new Set(intent.measures.flatMap((m) => subjectsOf(lexicon.model, m.term)));
    const verbSubjects = subjectsOf(lexicon.model, verb.term);
    const verbHas = intent.measures.some((m) => verbTablesHold(lexicon.model, verbSubjects, m.term));
    const differ = subjects.size > 0 && !verbSubjects.some((s) => subjects.has(s));
    if (differ && verbHas && unitsOfVerb(intent, lexicon.model, verb)) {
      // "how many units were returned": read as the verb's measure of the same units.
    } else if (differ && verbHas)
      intent.unsure.push(
        `whether "${verb.word}" asks for ${intent.measures.map((m) => m.term.word).join(', ')} or ${verb.term.word}: ` +
          'they are totals of different tables (name the one you mean)',
      );
  }
  // "customers who bought Marine products", "which SKUs came back last month": people or things listed by what
  // they did — each of them with its total of what the verb asks for.
  const qualified = intent.entities.find(
    (e) =>
      e.role === 'subject' && !isFlow(lexicon.model, e.table) && (e.qualified === true || e.asked === true),
  );
  const saysWhich = intent.members.length > 0 || intent.period !== null;
  const listed =
    intent.top === null && intent.comparisons.length === 0 && qualified !== undefined && saysWhich;
  if (verbAsked?.term && qualified && !saysWhich && intent.top === null && intent.comparisons.length === 0) {
    // "customers who bought": all of them, or those above the floor the model declares ("who owe us").
    const keys = verbAsked.term.model.map((home) => home.column.replace(/^measure:/, ''));
    if (!lexicon.model.measures.some((m) => keys.includes(m.key) && m.askedAbove))
      intent.unsure.push(
        `which ${qualified.said ?? qualified.word} are meant: say what, when or how much ("last month", "over 5k")`,
      );
  }
  if (
    verbAsked?.term &&
    listed &&
    qualified &&
    intent.measures.length === 0 &&
    intent.count === null &&
    !madeRowsNamed(intent, lexicon.model, verbAsked.word)
  ) {
    intent.assumed.push(
      `"${verbAsked.word}" = ${qualified.said ?? qualified.word} with ${verbAsked.term.word}, each of them`,
    );
    intent.measures.push({ term: verbAsked.term, fn: verbAsked.term.fn });
    // Those who did it: a total above 0 (a customer with only voided orders, a SKU only on a draft credit note
    // did not buy or come back).
    intent.comparisons.push({
      measure: verbAsked.term,
      money: false,
      op: 'gt',
      values: [0],
      onTotal: { countOf: null },
    });
    qualified.role = 'group';
    intent.grouped = true;
    intent.listedByVerb = true;
  }
  if (verbAsked?.term && rowsRankedByVerb(intent, lexicon.model, verbAsked.term)) {
    intent.rankedByVerb = true;
    return;
  }
  if (
    verbAsked?.term &&
    !listed &&
    !madeRowsNamed(intent, lexicon.model, verbAsked.word) &&
    intent.measures.length === 0 &&
    intent.count === null &&
    !intent.comparisons.some((c) => c.measure)
  ) {
    // "what did we sell last month by store": the verb names the measure.
    intent.assumed.push(`"${verbAsked.word}" = ${verbAsked.term.word} (say units or orders for those)`);
    // "which branches took more than 1.2m": the amount is each branch's total of what the verb asks for.
    const open = intent.comparisons.filter((c) => c.measure === null && !c.onTotal);
    for (const comparison of open) comparison.measure = verbAsked.term;
    readTotals(intent, lexicon.model);
    for (const comparison of open) if (!comparison.onTotal) comparison.measure = null;
    if (intent.measures.length === 0) intent.measures.push({ term: verbAsked.term, fn: verbAsked.term.fn });
  }
  // A table of flows (orders) is ranked by its rows' own value; people and places by a total of them.
  const rankedGroup = intent.entities.find((e) => e.role === 'group' && !isFlow(lexicon.model, e.table));
  const withinEach = intent.each.dimensions.length + intent.each.entities.length > 0 || intent.each.grain;
  if (intent.measures.length === 0 && intent.count === null && rankedGroup && intent.top && !withinEach) {
    // "who was our best rep": ranked by the company's first primary measure, and said so.
    const primary = primaryMeasure(lexicon);
    if (primary) {
      intent.measures.push({ term: primary, fn: primary.fn });
      intent.assumed.push(`best = by ${primary.word} (say units, orders… to rank by those)`);
    }
  }
}

/**
 * "the biggest order we've taken this month": rows of the table the verb's measure totals, ranked with nothing else
 * named, are ranked by their own value; the verb says which rows count (those its measure totals), not what ranks.
 */
function rowsRankedByVerb(intent: Intent, model: ParserModel, term: MeasureTerm): boolean {
  if (!intent.top || intent.measures.length > 0 || intent.count || intent.comparisons.length > 0)
    return false;
  const homes = new Set(term.model.map((home) => home.table));
  const [ranked, ...rest] = intent.entities;
  return (
    rest.length === 0 &&
    ranked !== undefined &&
    homes.has(ranked.table) &&
    isFlow(model, ranked.table) &&
    intent.dimensions.length === 0
  );
}

/**
 * "how many units were returned", "units did stocktakes adjust": a measure that sums a count of things (units sold:
 * the lines' Quantity), said with a verb whose measures include one summing the column of that name on the verb's
 * own rows (units credited), is that measure: the units the verb did. Said in "what it assumed".
 */
function unitsOfVerb(
  intent: Intent,
  model: ParserModel,
  verb: { word: string; term: MeasureTerm; others?: MeasureTerm[] },
): boolean {
  const [read, ...more] = intent.measures;
  if (!read || more.length > 0) return false;
  const summed = summedCount(model, read.term);
  if (!summed) return false;
  const instead = [verb.term, ...(verb.others ?? [])].find((t) => summedCount(model, t) === summed);
  if (!instead || instead === read.term) return false;
  intent.measures = [{ ...read, term: instead, fn: instead.fn }];
  for (const comparison of intent.comparisons)
    if (comparison.measure === read.term) comparison.measure = instead;
  intent.assumed.push(`${read.term.word} "${verb.word}" = ${instead.word}`);
  return true;
}

/** The column a whole-number measure of the model sums ("qty" for Units sold), if it is one. */
function summedCount(model: ParserModel, term: MeasureTerm): string | null {
  const [home, ...others] = term.model;
  if (!home || others.length > 0) return null;
  const declared = model.measures.find(
    (m) => m.table === home.table && `measure:${m.key}` === home.column && m.dataType === 'integer',
  );
  return /^(?:coalesce\()?sum\(\{([a-z_]+)\}\)/.exec(declared?.sql ?? '')?.[1] ?? null;
}

/**
 * "invoices issued this week", "credit notes issued yesterday": a verb that makes rows ("issue", "raise"), said of
 * rows the question names, made those rows: they are listed or counted, not the verb's measure totalled.
 */
function madeRowsNamed(intent: Intent, model: ParserModel, verb: string): boolean {
  // "the biggest quote we raised": rows of flows ranked by their own value were made by the verb too.
  const madeRows = (e: Intent['entities'][number]) =>
    e.role === 'subject' || (intent.top !== null && isFlow(model, e.table));
  return makesRows(model, verb) && intent.entities.some(madeRows);
}

/**
 * "Which customers owe us money": a measure the model declares asked above a floor (askedAbove), asked by its verb
 * or by "which"/"who" about people or places, keeps the groups whose total is above it; said in "what it assumed".
 */
function keepAbove(intent: Intent, lexicon: Lexicon, left: LeftOpen): void {
  const listing =
    ((left.verb?.term ?? null) !== null && left.firstWord !== 'how') ||
    left.firstWord === 'which' ||
    left.firstWord === 'who' ||
    // "customers who owe us money": the people said, then what they do.
    intent.entities.some((e) => e.qualified === true);
  if (!listing || intent.top || intent.entities.length + intent.dimensions.length === 0) return;
  for (const { term } of intent.measures) {
    const keys = term.model.map((home) => home.column.replace(/^measure:/, ''));
    const floor = lexicon.model.measures.find((m) => keys.includes(m.key))?.askedAbove;
    if (!floor || intent.comparisons.some((c) => c.measure === term)) continue;
    intent.comparisons.push({
      measure: term,
      money: true,
      op: 'gt',
      values: [floor.value],
      onTotal: { countOf: null },
    });
    // What the question lists is what it groups by: each customer.
    for (const entity of intent.entities) entity.role = 'group';
    intent.assumed.push(`${term.word} above ${floor.value}: ${floor.words}`);
  }
}

/**
 * The measures a verb asks for, in the model's order. A verb the model declares for measures of two kinds of rows
 * ("came back": goods returned, or customers returning; "booked": sales, or stock adjustments) reads the kind whose
 * measure's table reaches everything else the question names ("which SKUs came back": only credit note lines hold
 * SKUs); when both or neither do, the answer declines saying which it could mean.
 */
function verbMeasures(intent: Intent, model: ParserModel, word: string, lexicon: Lexicon): MeasureTerm[] {
  const all = lexicon.verbMeasures.get(word.toLowerCase()) ?? [];
  const kinds = (terms: readonly MeasureTerm[]) => new Set(terms.flatMap((t) => subjectsOf(model, t)));
  if (kinds(all).size < 2) return all;
  const named = [
    ...intent.entities.map((e) => [e.table]),
    ...(intent.count ? [[intent.count.table]] : []),
    ...intent.dimensions.map((d) => d.homes.map((h) => h.table)),
    ...intent.members.map((m) => m.hits.map((h) => h.table)),
  ];
  const holds = (term: MeasureTerm) =>
    term.model.some((home) => named.every((tables) => tables.some((t) => reaches(model, home.table, t))));
  const holding = all.filter(holds);
  if (kinds(holding).size === 1) return holding;
  const words = [...new Set(all.map((t) => t.word))];
  intent.unsure.push(`whether "${word}" asks for ${words.join(' or ')}: say which`);
  return [];
}

/** What the tables a measure word totals record, as the model declares ("sales", "credits"). */
function subjectsOf(model: ParserModel, term: MeasureTerm): string[] {
  const tables = [...term.model, ...term.homes].map((home) => home.table);
  return [...new Set(tables.map((table) => wordsOf(model, table)?.subject ?? table))];
}

/** Whether the tables of the verb's subjects have a column named as one the measure word totals (Quantity). */
function verbTablesHold(model: ParserModel, subjects: readonly string[], term: MeasureTerm): boolean {
  const names = new Set(
    term.homes.map(
      (home) =>
        model.tables.find((t) => t.name === home.table)?.columns.find((c) => c.name === home.column)
          ?.friendlyName,
    ),
  );
  return model.tables
    .filter((t) => t.words && subjects.includes(t.words.subject))
    .some((t) => t.columns.some((c) => names.has(c.friendlyName)));
}

function primaryMeasure(lexicon: Lexicon): MeasureTerm | null {
  const first = lexicon.model.measures.find((m) => m.primary);
  if (!first) return null;
  const ref = `measure:${first.key}`;
  for (const terms of lexicon.phrases.values())
    for (const term of terms)
      if (term.kind === 'measure' && term.model.some((h) => h.table === first.table && h.column === ref))
        return term;
  return null;
}
