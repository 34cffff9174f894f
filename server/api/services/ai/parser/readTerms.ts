/**
 * The steps of reading one known word or phrase of a question (intent.ts): which of its meanings is meant, and what
 * that meaning adds to the intent or leaves pending for the words after it. One function per kind of meaning.
 */
import { measureRef } from '@wharf/contract';
import type { Term } from './lexicon.ts';
import type { MemberHit } from './members.ts';
import type { Token } from './tokens.ts';
import { GRAIN_WORDS, NEW_WORDS } from './words.ts';
import {
  asksAboutThePast,
  continuesGrouping,
  eachBefore,
  EACH_WORDS,
  isPlural,
  lastMember,
  matchAt,
  numberOf,
  REFINE_ADD_SET,
  REFINE_REMOVE_SET,
  type ReadState,
} from './readState.ts';

type TermOf<K extends Term['kind']> = Extract<Term, { kind: K }>;

const GRAIN_WORD_SET = new Set(Object.keys(GRAIN_WORDS));

/** Where the phrase is: its first token, its length in tokens and its last token. */
interface At {
  index: number;
  length: number;
  token: Token;
  lastToken: Token | undefined;
}

/** Reads the known phrase at `index` (its meanings in `match.terms`) into the intent. */
export function readTerm(
  s: ReadState,
  index: number,
  token: Token,
  match: { length: number; terms: Term[]; hits: MemberHit[] | null },
): void {
  // "how much do customers owe us in total": "in total" asks for the total already asked, not the Total column.
  if (match.length === 1 && token.text === 'total' && s.tokens[index - 1]?.text === 'in') return;
  const terms = match.terms;
  // "the total of payments": "of" between an aggregation and a measure joins them ("total of credit notes" is
  // their Total column).
  const pastOf =
    s.tokens[index + match.length]?.text === 'of' && terms.some((t) => t.kind === 'aggregate')
      ? matchAt(s.tokens, index + match.length + 1, s.lexicon, s.members)
      : null;
  const ofAfter = pastOf?.terms?.some((t) => t.kind === 'measure') === true;
  const next = ofAfter && pastOf ? pastOf : matchAt(s.tokens, index + match.length, s.lexicon, s.members);
  // "total cash payments": a value between the aggregation and what it totals.
  const afterValue = next.hits
    ? matchAt(s.tokens, index + match.length + (ofAfter ? 1 : 0) + next.length, s.lexicon, s.members)
    : null;
  const nextKind = next.terms?.[0]?.kind ?? afterValue?.terms?.[0]?.kind ?? (next.hits ? 'member' : null);
  // "total revenue" is an aggregation; "total by branch" is the Total column.
  const term: Term | undefined =
    // "refund all the orders": a write word opening the question asks to act, whatever else it names.
    // "refunds by branch" is the plural of a noun, not a request to refund.
    (index === 0 && !isPlural(token) ? terms.find((t) => t.kind === 'write') : undefined) ??
    // "how many payments": a count of a table's rows, where the word also names a total.
    (s.pendingAggregate === 'count' ? terms.find((t) => t.kind === 'entity') : undefined) ??
    terms.find((t) => t.kind === 'aggregate' && (nextKind === 'measure' || nextKind === 'entity')) ??
    terms.find((t) => t.kind === 'measure') ??
    terms.find((t) => t.kind !== 'aggregate') ??
    terms[0];
  const lastToken = s.tokens[index + match.length - 1];
  const at: At = { index, length: match.length, token, lastToken };
  switch (term?.kind) {
    case 'measure':
      readMeasure(s, term);
      break;
    case 'dimension':
      readDimension(s, term, at);
      break;
    case 'entity':
      readEntity(s, term, at);
      break;
    case 'aggregate':
      readAggregate(s, term, at);
      break;
    case 'grain':
      readGrain(s, term, at);
      break;
    case 'group':
      readGroup(s, at);
      break;
    case 'top':
      readTop(s, term);
      break;
    case 'superlative':
      readSuperlative(s, term);
      break;
    case 'compare':
      // "units moved between stores": "between" before rows, not numbers, says where each row goes from and to.
      if (term.op === 'between' && next.terms?.some((t) => t.kind === 'entity')) s.pendingBetween = true;
      else readCompare(s, term);
      break;
    case 'negate':
      readNegate(s);
      break;
    case 'segment':
      readSegment(s, term);
      break;
    case 'sort':
      readSort(s, term);
      break;
    case 'write':
      readWrite(s, term);
      break;
    default:
      break;
  }
  s.previousTerm = term ?? null;
}

/** A measure: what is totalled, or the measure of a comparison or ranking said around it. */
function readMeasure(s: ReadState, term: TermOf<'measure'>): void {
  if (s.intent.comparisons.at(-1)?.measure === null && s.previousTerm?.kind === 'compare') {
    // "fewer than 10 available": the comparison's number came before its measure.
    const last = s.intent.comparisons.at(-1);
    if (last) last.measure = term;
  } else if (s.pendingCompare && s.pendingCompare.values.length === 0) {
    s.pendingCompare.measure = term;
  } else {
    if (
      s.pendingTop === null &&
      s.pendingSuperlative !== null &&
      (s.intent.entities.length + s.intent.dimensions.length > 0 || s.intent.grain !== null)
    ) {
      // "the highest monthly revenue": one month, unless rows were named ("months").
      if (s.intent.entities.length + s.intent.dimensions.length === 0) s.intent.pluralNoun ??= false;
      s.pendingTop = { desc: s.pendingSuperlative, n: null };
      s.pendingSuperlative = null;
    }
    if (s.pendingNegate && !s.options.refining) {
      // "revenue excluding GST": leaving out a figure is no filter the answer can make; adding it would mislead.
      s.intent.unsure.push(
        `what leaving out ${term.word} means here: only values can be left out ("excluding Auckland")`,
      );
      s.pendingNegate = false;
      return;
    }
    const rows = s.pendingAggregate === 'count' ? rowsCounted(s, term) : null;
    if (rows && !s.intent.count) {
      // "how many sales", "how many returns": a sum of money is not counted; its rows are.
      s.intent.count = { table: rows, distinct: false, said: term.word };
      s.intent.pluralNoun ??= true;
      s.pendingAggregate = null;
      return;
    }
    // "average daily revenue": an average of totals per period, which the design step declines by name.
    if (s.pendingAggregate === 'avg' && s.intent.grain === null && !averagesAsDefined(s, term)) {
      // "average revenue per store": the average of one order's value would not be Revenue as the model defines it.
      s.intent.unsure.push(
        `what the average of ${term.word} is over: one row's ${term.word} is not what the model totals ` +
          '(say "average order value", or the total by the group you mean)',
      );
      s.pendingAggregate = null;
      return;
    }
    if (s.pendingAggregate === 'sum' && term.fn === 'avg') {
      // "total discount": a rate or a price of one row, whose sum means nothing; its average does.
      s.intent.unsure.push(`a total of ${term.word}: it is a rate or price of each row; ask for its average`);
      s.pendingAggregate = null;
      return;
    }
    rowsInOrderOf(s);
    // "how many units", "how much stock": a count word before a measure asks for its total.
    const fn = s.pendingAggregate === 'count' || s.pendingAggregate === null ? term.fn : s.pendingAggregate;
    s.intent.measures.push({ term, fn, counted: s.pendingAggregate === 'count' });
    if (s.pendingTop) {
      s.intent.top = s.pendingTop;
      s.pendingTop = null;
    }
    s.pendingAggregate = null;
  }
}

/**
 * "branches by revenue", "reps by sales last month": rows named, then "by" a measure, are each of those rows with
 * their total, the largest first — never the total alone with the rows left out.
 */
function rowsInOrderOf(s: ReadState): void {
  const subjects = s.intent.entities.filter((e) => e.role === 'subject');
  const [rows] = subjects;
  if (!s.pendingGroup || subjects.length !== 1 || !rows || s.intent.grouped) return;
  if (s.intent.measures.length > 0 || s.intent.count || s.intent.dimensions.length > 0) return;
  rows.role = 'group';
  s.intent.grouped = true;
  s.intent.sortDesc ??= true;
  s.pendingGroup = false;
}

/**
 * The table whose rows "how many" counts before a measure of money ("how many sales", "how many refunds"): the
 * measure's home table, as the model declares it. A measure of units ("how many units") is totalled instead.
 */
function rowsCounted(s: ReadState, term: TermOf<'measure'>): string | null {
  const [home] = term.model;
  if (!home) return null;
  const declared = s.lexicon.model.measures.find(
    (m) => m.table === home.table && measureRef(m.key) === home.column,
  );
  return declared?.dataType === 'numeric' ? home.table : null;
}

/**
 * Whether averaging the word's row values averages what its model measure totals: a measure that is the plain sum
 * of its row value (Payments received: the amounts) is; Revenue (subtotals of orders that count as sales, where a
 * row's value is its total with tax) is not. A word with no model measure is a column, averaged as itself.
 */
function averagesAsDefined(s: ReadState, term: TermOf<'measure'>): boolean {
  return term.model.every((home) => {
    const declared = s.lexicon.model.measures.find(
      (m) => m.table === home.table && measureRef(m.key) === home.column,
    );
    const sum = `sum({${declared?.rowValue ?? ''}})`;
    return (
      declared?.rowValue !== undefined && (declared.sql === sum || declared.sql === `coalesce(${sum}, 0)`)
    );
  });
}

/** A column to group by, or the column of a value said just before it ("the Marine category"). */
function readDimension(s: ReadState, term: TermOf<'dimension'>, at: At): void {
  if (s.options.refining && s.pendingNegate) {
    s.intent.removed.dimensions.push(term);
    s.pendingNegate = false;
    return;
  }
  if (s.previousTerm && !s.pendingGroup) {
    // "the Marine category": a value just before names this dimension; it filters instead of grouping.
    const member = s.intent.members.at(-1);
    if (member && member.dimension === null && lastMember(s.tokens, at.index, s.members)) {
      member.dimension = term;
      return;
    }
  }
  if (eachBefore(s, at.index)) s.intent.each.dimensions.push(term);
  s.intent.dimensions.push(term);
  s.intent.pluralNoun ??= isPlural(at.lastToken);
  {
    const grouped = s.pendingGroup || continuesGrouping(s, at.index);
    s.intent.grouped ||= grouped;
    s.lastDimension = { term, at: at.index, grouped };
    if (grouped) s.groupedEnd = at.index + at.length;
  }
  s.pendingGroup = false;
}

/** A table's rows: counted ("how many orders"), grouped by ("by customer"), ranked, or listed. */
function readEntity(s: ReadState, term: TermOf<'entity'>, at: At): void {
  if (s.options.refining && s.pendingNegate) {
    s.intent.removed.entities.push(term.table);
    s.pendingNegate = false;
    return;
  }
  if (s.pendingBetween) {
    s.intent.between = { table: term.table, said: at.token.raw };
    s.pendingBetween = false;
    return;
  }
  unlinkedOwner(s, term, at);
  const plural = isPlural(at.lastToken);
  const compared = s.intent.comparisons.at(-1);
  if (s.previousTerm?.kind === 'compare' && compared?.measure === null && plural && !compared.onTotal) {
    // "more than 10 orders": the number counts this table's rows, a total of each group.
    compared.onTotal = { countOf: term.table };
    return;
  }
  const before = s.intent.members.at(-1);
  // "active products", "retail branches": the value just before the rows word says which of those rows.
  if (before && s.lastMemberEnd === at.index && before.hostTable === null) before.describes = term.table;
  if (rankedByCount(s, plural, at.index)) {
    // "which city has the most customers": the rows after "most" are counted for each of what was named before.
    for (const entity of s.intent.entities) entity.role = 'group';
    if (s.lastDimension) s.lastDimension.grouped = true;
    s.intent.grouped = true;
    s.intent.count = { table: term.table, distinct: false, said: at.token.raw };
    s.intent.top = s.pendingTop;
    s.pendingTop = null;
    s.lastEntity = { table: term.table, at: at.index };
    return;
  }
  if (eachBefore(s, at.index)) s.intent.each.entities.push(term.word);
  s.intent.pluralNoun ??= plural;
  const said = s.tokens
    .slice(at.index, at.index + at.length)
    .map((t) => t.raw)
    .join(' ');
  const others = term.others ? { others: term.others } : {};
  if (s.pendingAggregate === 'count' || s.pendingAggregate === 'countDistinct') {
    s.intent.count = {
      table: term.table,
      distinct: s.pendingAggregate === 'countDistinct',
      said,
      ...others,
    };
    s.pendingAggregate = null;
  } else {
    const ranked = s.pendingTop !== null || s.pendingSuperlative !== null;
    const grouped = s.pendingGroup || continuesGrouping(s, at.index);
    const role = grouped || ranked ? 'group' : 'subject';
    if (grouped) {
      s.groupedEnd = at.index + at.length;
      // "orders by branch": grouped by a table's rows as by a column ("by Branch" was one before Branches).
      s.intent.grouped = true;
    }
    const possessive = at.lastToken?.possessive ? { possessive: true } : {};
    const qualifier = s.tokens[at.index + at.length]?.text ?? '';
    const qualified = ['who', 'that', 'which'].includes(qualifier) ? { qualified: true } : {};
    const opening = s.tokens[0]?.text;
    const asked = at.index === 1 && (opening === 'which' || opening === 'what') ? { asked: true } : {};
    s.intent.entities.push({
      table: term.table,
      word: term.word,
      role,
      plural,
      said,
      ...others,
      ...possessive,
      ...qualified,
      ...asked,
    });
    if (s.pendingSuperlative !== null && !s.pendingTop)
      s.pendingTop = { desc: s.pendingSuperlative, n: null };
    if (s.pendingTop) {
      s.intent.top = { ...s.pendingTop, n: s.pendingTop.n };
      s.pendingTop = null;
      s.pendingSuperlative = null;
    }
  }
  s.lastEntity = { table: term.table, at: at.index };
  s.pendingGroup = false;
}

/**
 * "revenue by rep's branch": rows said to belong to rows of another table the model does not link them to (a sales
 * person has no branch) cannot be read; left out, the answer would group by the rep alone.
 */
function unlinkedOwner(s: ReadState, term: TermOf<'entity'>, at: At): void {
  const owner = s.tokens[at.index - 1];
  const ownerTable = s.lastEntity?.at === at.index - 1 ? s.lastEntity.table : null;
  if (!owner?.possessive || !ownerTable || ownerTable === term.table) return;
  const links = (from: string, to: string) =>
    s.lexicon.model.tables.find((t) => t.name === from)?.relations?.some((r) => r.toTable === to) === true;
  if (links(ownerTable, term.table) || links(term.table, ownerTable)) return;
  s.intent.unsure.push(
    `what "${owner.raw}'s ${at.token.raw}" means: the model does not link ${ownerTable.replace(/_/g, ' ')} to ${term.table.replace(/_/g, ' ')}`,
  );
}

/**
 * "which branch has the most orders": "most" or "fewest" before rows, with what is ranked named before them and
 * nothing totalled, ranks by the number of those rows.
 */
function rankedByCount(s: ReadState, plural: boolean, index: number): boolean {
  const ranking = s.tokens[index - 1]?.text;
  return (
    plural &&
    s.pendingTop !== null &&
    s.pendingTop.n === null &&
    (ranking === 'most' || ranking === 'fewest' || ranking === 'least') &&
    s.intent.measures.length === 0 &&
    s.intent.count === null &&
    s.intent.entities.length + s.intent.dimensions.length > 0
  );
}

/** "total", "average", "how many": the function of what comes next; "customer count": of the rows just named. */
function readAggregate(s: ReadState, term: TermOf<'aggregate'>, at: At): void {
  const named = s.intent.entities.at(-1);
  if (
    at.token.text === 'count' &&
    at.length === 1 &&
    named &&
    s.previousTerm?.kind === 'entity' &&
    s.previousTerm.table === named.table &&
    named.said?.split(' ').at(-1) === s.tokens[at.index - 1]?.raw &&
    !s.intent.count
  ) {
    // "customer count by city", "SKU count": the rows named just before are what is counted.
    s.intent.entities.pop();
    s.intent.count = {
      table: named.table,
      distinct: false,
      ...(named.said ? { said: named.said } : {}),
      ...(named.others ? { others: named.others } : {}),
    };
    return;
  }
  s.pendingAggregate = term.fn;
}

/** "by month", "weekly": the date's grain. */
function readGrain(s: ReadState, term: TermOf<'grain'>, at: At): void {
  if (s.options.refining && s.pendingNegate) {
    s.intent.removed.grain = true;
    s.pendingNegate = false;
    return;
  }
  const of = s.tokens[at.index + at.length]?.text === 'of' ? at.index + at.length + 1 : -1;
  const within = s.tokens[of]?.text === 'the' ? s.tokens[of + 1] : s.tokens[of];
  if (of !== -1 && within && GRAIN_WORD_SET.has(within.text)) {
    // "which day of the week", "month of the year": a day or month within a longer period, which the language
    // cannot group by; read as two grains, the second would answer by weeks.
    s.intent.unsure.push(`grouping by the ${at.token.raw} of the ${within.raw}: it is not read`);
    return;
  }
  if (eachBefore(s, at.index) || EACH_WORDS.has(at.token.text)) s.intent.each.grain = true;
  // "the best month for sales": one month ranked first; "the best months", ten.
  if (s.pendingTop !== null || s.pendingSuperlative !== null) s.intent.pluralNoun ??= isPlural(at.token);
  s.intent.grain = term.grain;
  s.intent.grouped = true;
  s.groupedEnd = at.index + at.length;
  s.pendingGroup = false;
}

/** "by", "per", "each": what comes next is grouped by. */
function readGroup(s: ReadState, at: At): void {
  // "on hand across all branches" totals over them; "revenue across branches" splits by them.
  if (at.token.text === 'across' && s.tokens[at.index + at.length]?.text === 'all') return;
  s.pendingGroup = true;
}

/** "top 10", "bottom 3": a ranking, with what it ranks by when the word says ("best selling" → units). */
function readTop(s: ReadState, term: TermOf<'top'>): void {
  // "top 5 SKUs with the most units returned": "most" says what ranks them; the number was said already.
  s.pendingTop = { desc: term.desc, n: numberOf(s.pendingTop) ?? s.intent.top?.n ?? null };
  if (term.measure) s.intent.measures.push({ term: term.measure, fn: term.measure.fn, implied: true });
}

/** "largest", "cheapest": a ranking when something is ranked, else the largest value. */
function readSuperlative(s: ReadState, term: TermOf<'superlative'>): void {
  s.pendingSuperlative = term.desc;
  if (s.pendingTop) s.pendingTop.desc = term.desc;
  if (term.measure) {
    s.intent.measures.push({ term: term.measure, fn: term.measure.fn, implied: true });
    // "the most expensive products": a ranking, never the largest price alone.
    s.pendingTop ??= { desc: term.desc, n: null };
    s.pendingSuperlative = null;
  }
}

/** "over", "between": a comparison, on the measure said before it or the number's next word. */
function readCompare(s: ReadState, term: TermOf<'compare'>): void {
  s.pendingCompare = {
    measure: s.previousTerm?.kind === 'measure' ? s.previousTerm : null,
    money: false,
    op: term.op,
    values: [],
  };
  if (s.pendingCompare.measure) {
    // "available below 10": the measure named the comparison, it is not a column to total.
    const last = s.intent.measures.at(-1);
    if (last?.term === s.pendingCompare.measure) {
      s.intent.measures.pop();
      // "how many products cost more than $200": the count word asked for a count of those rows.
      const home = last.term.homes[0];
      if (last.counted && home && !s.intent.count) s.intent.count = { table: home.table, distinct: false };
    }
  }
}

/** "not", "excluding": the next value is excluded. */
function readNegate(s: ReadState): void {
  s.pendingNegate = true;
}

/** A named set of rows of the model ("out of stock"). */
function readSegment(s: ReadState, term: TermOf<'segment'>): void {
  if (!s.intent.segments.includes(term.segment)) s.intent.segments.push(term.segment);
}

/** "highest first", "ascending". */
function readSort(s: ReadState, term: TermOf<'sort'>): void {
  s.intent.sortDesc = term.desc;
}

/** A request to change data, or a verb of a question asked of the past ("did we raise"). */
function readWrite(s: ReadState, term: TermOf<'write'>): void {
  // "how many credit notes did we raise": a verb of a question, not a request to change data.
  if (s.lexicon.verbs.has(term.word) && asksAboutThePast(s.tokens)) {
    s.verbAsked ??= { word: term.word, term: s.lexicon.verbs.get(term.word) ?? null };
    return;
  }
  // "how many products did we add this year": asked of the past, a verb of making rows asks for new ones ("added").
  if (asksAboutThePast(s.tokens) && [`${term.word}ed`, `${term.word}d`].some((w) => NEW_WORDS.has(w))) {
    s.intent.newRows ??= term.word;
    return;
  }
  if (s.options.refining && REFINE_REMOVE_SET.has(term.word)) s.pendingNegate = true;
  else if (!(s.options.refining && REFINE_ADD_SET.has(term.word))) s.intent.writes.push(term.word);
}
