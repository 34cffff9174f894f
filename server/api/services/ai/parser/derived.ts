/**
 * Shares, comparisons and calculated measures in a question: "each category's share of revenue", "revenue this
 * month vs last month", "revenue per order by branch". Each is read off the question's words first; the rest of
 * the question is read as any other, and its design then gains the share, comparison or calculated columns. What
 * is read only in part is declined with what was understood and what is missing — never answered as something
 * near it (a comparison with a period that is neither the one before nor a year earlier, a share with nothing to
 * split by, a ratio of measures no one table holds).
 */
import {
  comparedPeriods,
  comparisonDates,
  comparisonName,
  formatPeriodDates,
  derivedOf,
  measureKeyOf,
  parsePeriodValues,
  type CompareAgainst,
  type PeriodSpec,
  type TableQuery,
} from '@wharf/contract';
import { findMeasure, MEASURES } from '../../../../model/measures.ts';
import type { Lexicon, Term } from './lexicon.ts';
import { findPeriod } from './periods.ts';
import { phraseKey, tokenize } from './tokens.ts';
import { wordsOf } from './modelWords.ts';

/** What the question asked beyond the plain design, read off its words. */
export interface DerivedAsk {
  /** The question with those words taken out (and "within X" as "by X"). */
  text: string;
  /** The question as it would read without the "within" groups, to tell which columns they add. */
  textWithoutWithin: string | null;
  share: boolean;
  compare: { against: CompareAgainst | null; words: string; right: string } | null;
  ratio: {
    name: string;
    left: string;
    right: string;
    op: '/' | '-' | '+' | '*';
    perCustomer: boolean;
    /** The table whose distinct rows divide ("customers"), when perCustomer. */
    perTable: string | null;
  } | null;
}

const SHARE =
  /\b(?:share|percentage|proportion|percent)\s+of\s+(?:the\s+|total\s+)?|%\s+of\s+|\b(?:share|percentage|proportion)\s+(?=by\b)/i;
/** "each city's share of orders last year": the city is what the total is split by. */
const OWN_SHARE =
  /\b(?:(?:each|every)\s+)?([a-z][a-z ]*?)['’]s\s+(?:share|percentage|proportion)\s+of\s+(?:the\s+|total\s+)?/i;
const WITHIN =
  /\bwithin\s+(?:each\s+|every\s+|its\s+|their\s+|the\s+)?([a-z][a-z ]*?)(?=\s+(?:in|for|during|last|this|by)\b|[?.,]|$)/i;
const VERSUS = /\s+(?:vs\.?|versus|compared\s+(?:to|with)|against)\s+/i;
/** "compare revenue this month with last month": the question opens with the verb, the periods joined after. */
const COMPARE_LEAD = /^\s*(?:please\s+)?compar(?:e|ing)\s+/i;
const COMPARE_JOIN = /\s+(?:with|to|against|and)\s+/gi;
const YEAR_ON_YEAR = /\b(?:year\s+over\s+year|year\s+on\s+year|yoy)\b/i;
const SAME_A_YEAR_EARLIER =
  /\b(?:the\s+)?same\s+(?:period|month|quarter|week|day|days|time|dates)\s+(?:of\s+)?(?:last\s+year|a\s+year\s+(?:earlier|before|ago)|the\s+(?:year\s+before|previous\s+year|prior\s+year))\b|\b(?:a\s+year\s+(?:earlier|before|ago))\b/i;
const PERIOD_BEFORE =
  /\b(?:the\s+)?(?:previous|prior|preceding)\s+(?:period|month|quarter|week|day|year|\d+\s+days)\b|\bthe\s+(?:period|month|quarter|week|day|year|\d+\s+days)\s+before\b/i;
const RATIO_WORDS: Readonly<Record<string, '/' | '-' | '+' | '*'>> = {
  per: '/',
  'divided by': '/',
  minus: '-',
  less: '-',
  plus: '+',
  times: '*',
};

type MeasureTerm = Extract<Term, { kind: 'measure' }>;

/** The answer's words are written as explain.ts writes them. */
const WORDS_LOCALE = 'en-GB';

/** The longest measure phrase (1–4 words) ending just before `end` or starting at `start` in the word list. */
function measureAt(words: readonly string[], lexicon: Lexicon, at: { start?: number; end?: number }) {
  for (let length = 4; length >= 1; length -= 1) {
    const from = at.start ?? (at.end ?? 0) - length;
    if (from < 0 || from + length > words.length) continue;
    const slice = words.slice(from, from + length);
    const terms = lexicon.phrases.get(phraseKey(slice)) ?? [];
    const measure = terms.find((t): t is MeasureTerm => t.kind === 'measure' && t.model.length > 0);
    if (measure) return { measure, from, length, terms };
    if (terms.length > 0 && at.start !== undefined) return { measure: null, from, length, terms };
  }
  return null;
}

function readRatio(question: string, lexicon: Lexicon): { text: string; ratio: DerivedAsk['ratio'] } | null {
  const tokens = tokenize(question);
  const words = tokens.map((t) => t.text);
  for (let i = 1; i < words.length - 1; i += 1) {
    const two = `${words[i]} ${words[i + 1]}`;
    const opWords = RATIO_WORDS[two] ? 2 : RATIO_WORDS[words[i] ?? ''] ? 1 : 0;
    if (opWords === 0) continue;
    const op = RATIO_WORDS[opWords === 2 ? two : (words[i] ?? '')] ?? '/';
    const left = measureAt(words, lexicon, { end: i });
    const right = measureAt(words, lexicon, { start: i + opWords });
    if (!left?.measure || !right) continue;
    const entity = right.measure ? undefined : right.terms.find((t) => t.kind === 'entity');
    // "per order": the measure that counts an order's rows (Orders); "per customer": distinct customers.
    const counting = entity && MEASURES.find((m) => m.countsRows && m.table === entity.table);
    // "per customer": divided by the number of distinct rows of a table the model says divides so.
    const perCustomer =
      op === '/' && entity !== undefined && wordsOf(lexicon.model, entity.table)?.dividesPer === true;
    if (!right.measure && !perCustomer && !(op === '/' && counting)) continue;
    const rightWord = counting
      ? counting.friendlyName.toLowerCase()
      : words.slice(right.from, right.from + right.length).join(' ');
    const leftKey = left.measure.model[0] ? measureKeyOf(left.measure.model[0].column) : null;
    // "margin per unit" is the profit on each unit: the margin as a percentage has no amount to divide.
    const leftWord =
      leftKey === 'gross_margin' && op === '/' ? 'gross profit' : words.slice(left.from, i).join(' ');
    const start = tokens[left.from]?.start ?? 0;
    const lastToken = tokens[right.from + right.length - 1];
    const end = (lastToken?.start ?? 0) + (lastToken?.raw.length ?? 0);
    const name = question.slice(start, end);
    return {
      // The left measure alone chooses the table; the right one must be on it too (applyRatio checks).
      text: `${question.slice(0, start)}${leftWord}${question.slice(end)}`,
      ratio: {
        name: name.charAt(0).toUpperCase() + name.slice(1),
        left: leftWord,
        right: rightWord,
        op,
        perCustomer,
        perTable: perCustomer && entity ? entity.table : null,
      },
    };
  }
  return null;
}

/**
 * "compare revenue this month with last month" as "revenue this month vs last month": the join after the verb that
 * has a period on each side of it. Without a period on both sides it compares nothing the language can say.
 */
function comparedAsVersus(text: string): string {
  const lead = COMPARE_LEAD.exec(text);
  if (!lead) return text;
  const asked = text.slice(lead[0].length);
  for (const join of asked.matchAll(COMPARE_JOIN)) {
    const left = asked.slice(0, join.index);
    const right = asked.slice(join.index + join[0].length);
    const periodAfter =
      SAME_A_YEAR_EARLIER.test(right) || PERIOD_BEFORE.test(right) || findPeriod(right, new Date(0));
    if (findPeriod(left, new Date(0)) && periodAfter) return `${left} vs ${right}`;
  }
  return text;
}

/** Reads the share, comparison and ratio words of a question; null when it asks none of them. */
export function readDerived(question: string, lexicon: Lexicon): DerivedAsk | null {
  let text = question;
  let share = false;
  let textWithoutWithin: string | null = null;
  const own = OWN_SHARE.exec(text);
  const shareMatch = own ?? SHARE.exec(text);
  if (shareMatch) {
    share = true;
    const after = text.slice(shareMatch.index + shareMatch[0].length).replace(/[?.!\s]+$/, '');
    text = own
      ? `${text.slice(0, shareMatch.index)}${after} by ${own[1] ?? ''}`
      : `${text.slice(0, shareMatch.index)} ${after}`;
    const within = WITHIN.exec(text);
    if (within) {
      textWithoutWithin = `${text.slice(0, within.index)}${text.slice(within.index + within[0].length)}`;
      text = `${text.slice(0, within.index)}by ${within[1] ?? ''}${text.slice(within.index + within[0].length)}`;
    }
  }
  let compare: DerivedAsk['compare'] = null;
  text = comparedAsVersus(text);
  const versus = VERSUS.exec(text);
  const yoy = YEAR_ON_YEAR.exec(text);
  if (versus) {
    const right = text.slice(versus.index + versus[0].length);
    const left = text.slice(0, versus.index);
    const same = SAME_A_YEAR_EARLIER.exec(right);
    const before = PERIOD_BEFORE.exec(right);
    const named = same ?? before;
    const period = named ? null : findPeriod(right, new Date(0));
    const span = named
      ? [named.index, named.index + named[0].length]
      : period
        ? [period.start, period.end]
        : null;
    const rest = span ? `${right.slice(0, span[0] ?? 0)} ${right.slice(span[1] ?? 0)}` : right;
    compare = {
      against: same ? 'yearEarlier' : before ? 'previousPeriod' : null,
      words: versus[0].trim(),
      right: span ? right.slice(span[0] ?? 0, span[1] ?? 0) : right.trim(),
    };
    text = `${left} ${rest}`;
    if (textWithoutWithin !== null) {
      const cut = VERSUS.exec(textWithoutWithin);
      if (cut) textWithoutWithin = textWithoutWithin.slice(0, cut.index) + ' ' + rest;
    }
  } else if (yoy) {
    compare = { against: 'yearEarlier', words: yoy[0], right: 'a year earlier' };
    text = `${text.slice(0, yoy.index)}${text.slice(yoy.index + yoy[0].length)}`;
    if (textWithoutWithin !== null) textWithoutWithin = textWithoutWithin.replace(YEAR_ON_YEAR, '');
  }
  const ratioRead = readRatio(text, lexicon);
  if (ratioRead) {
    text = ratioRead.text;
    if (textWithoutWithin !== null) textWithoutWithin = readRatio(textWithoutWithin, lexicon)?.text ?? null;
  }
  if (!share && !compare && !ratioRead) return null;
  return { text, textWithoutWithin, share, compare, ratio: ratioRead?.ratio ?? null };
}

export type Applied =
  { ok: true; query: TableQuery; assumptions: string[] } | { ok: false; missing: string[] };

const isTotalRef = (query: TableQuery, ref: string) =>
  measureKeyOf(ref) !== null || query.aggregate?.[ref] !== undefined || derivedOf(ref)?.kind === 'calc';

const measureNamed = (table: string, word: string) =>
  MEASURES.find(
    (m) =>
      m.table === table &&
      (m.friendlyName.toLowerCase() === word ||
        m.synonyms.includes(word) ||
        m.key.replace(/_/g, ' ') === word),
  );

/** Renames a column in every place a design names it. */
function renamed(query: TableQuery, from: string, to: string): TableQuery {
  const swap = (ref: string) => (ref === from ? to : ref);
  return {
    ...query,
    columns: query.columns.map(swap),
    sort: query.sort?.map((s) => ({ ...s, column: swap(s.column) })),
    having: query.having?.map((h) => ({ ...h, column: swap(h.column) })),
    topPerGroup: query.topPerGroup ? { ...query.topPerGroup, by: swap(query.topPerGroup.by) } : undefined,
  };
}

function applyRatio(query: TableQuery, ratio: NonNullable<DerivedAsk['ratio']>, lexicon: Lexicon): Applied {
  const termOf = (word: string) =>
    (lexicon.phrases.get(phraseKey(word.split(' '))) ?? []).find(
      (t): t is MeasureTerm => t.kind === 'measure' && t.model.length > 0,
    );
  const keyOn = (word: string) => {
    const home = termOf(word)?.model.find((h) => h.table === query.table);
    return home ? measureKeyOf(home.column) : (measureNamed(query.table, word)?.key ?? null);
  };
  const leftKey = keyOn(ratio.left);
  const rightKey = ratio.perCustomer ? null : keyOn(ratio.right);
  // The design's own link to the dividing table: "revenue per customer" counts the orders' distinct customers.
  const link = lexicon.model.tables
    .find((t) => t.name === query.table)
    ?.relations?.find((r) => r.toTable === ratio.perTable)?.fromColumn;
  if (!leftKey || (!ratio.perCustomer && !rightKey) || (ratio.perCustomer && !link)) {
    return {
      ok: false,
      missing: [
        `one table holding both ${ratio.left} and ${ratio.right}, to compute ${ratio.name.toLowerCase()}`,
      ],
    };
  }
  const leftName = findMeasure(query.table, leftKey)?.friendlyName ?? leftKey;
  const perColumn = link ?? '';
  const rightName = rightKey ? (findMeasure(query.table, rightKey)?.friendlyName ?? rightKey) : perColumn;
  const key = ratio.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  const calcKey = /^[a-z]/.test(key) ? key : `m_${key}`;
  const leftRef = `measure:${leftKey}`;
  const rightRef = rightKey ? `measure:${rightKey}` : null;
  let next = renamed(query, leftRef, `calc:${calcKey}`);
  if (!next.columns.includes(`calc:${calcKey}`))
    next = { ...next, columns: [...next.columns, `calc:${calcKey}`] };
  if (rightRef) next = { ...next, columns: next.columns.filter((ref) => ref !== rightRef) };
  if (ratio.perCustomer) {
    next = {
      ...next,
      columns: [...next.columns, perColumn],
      aggregate: { ...next.aggregate, [perColumn]: 'countDistinct' },
    };
  }
  const formula = `[${leftName}] ${ratio.op} [${rightName}]`;
  return {
    ok: true,
    query: { ...next, calculated: { ...next.calculated, [calcKey]: { name: ratio.name, formula } } },
    assumptions: [
      `${ratio.name} = ${leftName} ${{ '/': '÷', '-': '−', '+': '+', '*': '×' }[ratio.op]} ${
        rightKey ? rightName : `the number of distinct ${(ratio.perTable ?? '').replace(/_/g, ' ')}`
      }, computed from each row's totals (empty where it would divide by zero)`,
    ],
  };
}

/** The periods both sides of a comparison name agree with the period before or the same period a year earlier. */
function againstOf(spec: PeriodSpec, right: string, now: Date, today: string): CompareAgainst | null {
  const period = findPeriod(right, now, today);
  if (!period) return null;
  const through = period.to;
  const mine = comparedPeriods(spec, today, 'previousPeriod').period;
  for (const against of ['previousPeriod', 'yearEarlier'] as const) {
    const dates = comparisonDates(spec, mine, against);
    const after = new Date(`${dates.through}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    if (dates.from === period.from && after.toISOString().slice(0, 10) === through) return against;
  }
  return null;
}

function applyCompare(
  query: TableQuery,
  compare: NonNullable<DerivedAsk['compare']>,
  now: Date,
  today: string,
): Applied {
  const filter = (query.filters ?? []).find((f) => f.op === 'inPeriod');
  const read = filter ? parsePeriodValues(filter.values) : null;
  if (!filter || !read?.ok) {
    return {
      ok: false,
      missing: [
        `a period counted from today to compare with ${compare.right} (for example "last month vs the month before" or "this year vs last year")`,
      ],
    };
  }
  const against = compare.against ?? againstOf(read.spec, compare.right, now, today);
  if (!against) {
    return {
      ok: false,
      missing: [
        `a comparison Wharf can make: "${compare.right}" is neither the period just before nor the same period a year earlier`,
      ],
    };
  }
  const totals = query.columns.filter((ref) => isTotalRef(query, ref));
  if (totals.length === 0)
    return { ok: false, missing: ['a total to compare (revenue, orders, units sold…)'] };
  const columns = query.columns.flatMap((ref) =>
    totals.includes(ref) ? [ref, `previous:${ref}`, `change:${ref}`, `changePct:${ref}`] : [ref],
  );
  const { period, comparison } = comparedPeriods(read.spec, today, against);
  return {
    ok: true,
    query: { ...query, columns, compare: { column: filter.column, against } },
    assumptions: [
      `Compared ${formatPeriodDates(period, WORDS_LOCALE)} with ${formatPeriodDates(comparison, WORDS_LOCALE)} (${comparisonName(
        read.spec,
        against,
      )}); change % = the change ÷ the earlier figure`,
    ],
  };
}

function applyShare(query: TableQuery, within: readonly string[]): Applied {
  const grouped = query.columns.filter((ref) => !isTotalRef(query, ref) && derivedOf(ref) === null);
  if (grouped.length === 0) {
    return { ok: false, missing: ['what to split the total by for its shares (for example "by branch")'] };
  }
  if (within.length > 0 && grouped.every((ref) => within.includes(ref))) {
    return {
      ok: false,
      missing: ['something to split each group by, besides the groups the shares are taken within'],
    };
  }
  const totals = query.columns.filter((ref) => isTotalRef(query, ref));
  if (totals.length === 0)
    return { ok: false, missing: ['a total to take shares of (revenue, orders, units sold…)'] };
  const shares = totals.map((ref) => `share:${ref}`);
  const columns = query.columns.flatMap((ref) => (totals.includes(ref) ? [ref, `share:${ref}`] : [ref]));
  return {
    ok: true,
    query: {
      ...query,
      columns,
      ...(within.length > 0 ? { shareWithin: Object.fromEntries(shares.map((s) => [s, [...within]])) } : {}),
    },
    assumptions: [
      within.length > 0
        ? 'Each share is of the total within its group, so the shares in each group add up to 100 %'
        : 'Each share is of the total of all rows answered, so the shares add up to 100 %',
    ],
  };
}

/** The design gains the share, comparison and calculated columns the question asked for. */
export function applyDerived(
  query: TableQuery,
  ask: DerivedAsk,
  within: readonly string[],
  lexicon: Lexicon,
  now: Date,
  today: string,
): Applied {
  let current = query;
  const assumptions: string[] = [];
  const steps: ((q: TableQuery) => Applied)[] = [];
  const ratio = ask.ratio;
  if (ratio) steps.push((q) => applyRatio(q, ratio, lexicon));
  if (ask.share) steps.push((q) => applyShare(q, within));
  const compare = ask.compare;
  if (compare) steps.push((q) => applyCompare(q, compare, now, today));
  for (const step of steps) {
    const applied = step(current);
    if (!applied.ok) return applied;
    current = applied.query;
    assumptions.push(...applied.assumptions);
  }
  return { ok: true, query: current, assumptions };
}
