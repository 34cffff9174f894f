/**
 * Turns an intent into a table design of the query language: picks the table the question is about (measures are
 * only ever totalled on their own table, so a relation never repeats a value), reaches every other column through
 * relations, and says what it assumed. When no table can hold the whole question it says what could not be placed.
 */
import type { TableQuery } from '@wharf/contract';
import type { Catalogue } from '../../query/catalogue.ts';
import type { Intent } from './intent.ts';
import { refTo } from './paths.ts';
import { BUSINESS_MODEL, wordsOf, type ColumnHome, type ParserModel } from './modelWords.ts';
import { newDraft, type Draft } from './designDraft.ts';
import { dateRef, homeLabel, table } from './designLookups.ts';
import { candidateTables, choiceOf, orderCandidates } from './tableChoice.ts';
import {
  countColumn,
  countAsMeasure,
  groupColumns,
  havingOf,
  measureRefsOf,
  rowsPerSubject,
} from './designColumns.ts';
import {
  betweenEnds,
  listedByVerbRows,
  memberFilters,
  newRowsOf,
  periodFilter,
  rowComparisons,
  segmentsOn,
} from './designFilters.ts';
import { rankAndSort } from './designRanking.ts';

export type Design =
  { ok: true; query: TableQuery; assumptions: string[] } | { ok: false; missing: string[] };

/** The design table's date, when the question has a grain or a period, with the "new" rows it decides. */
function dateOf(
  catalogue: Catalogue,
  model: ParserModel,
  intent: Intent,
  draft: Draft,
): { ref: string; home: ColumnHome } | null {
  if (intent.grain === null && intent.period === null) {
    const fresh = newRowsOf(catalogue, intent, draft.base, null);
    if ('missing' in fresh) draft.missing.push(fresh.missing);
    return null;
  }
  const named = intent.date?.table === draft.base.name ? intent.date : null;
  // The verb named another table's date: read over this table's own, the period would be another question's.
  if (intent.date && !named) draft.missing.push(`"${intent.date.word}" on ${draft.base.friendlyName}`);
  const date = named
    ? { ref: named.column, home: { table: named.table, column: named.column } }
    : dateRef(catalogue, model, draft.base.name);
  if (!date) draft.missing.push(`a date on ${draft.base.friendlyName}`);
  else if (
    !intent.newRows &&
    intent.period &&
    date.home.table === draft.base.name &&
    wordsOf(model, draft.base.name)?.datedWhenMade === true
  ) {
    // "how many customers bought last month": a customer's own date is when it was created, which the question
    // does not ask about; read over it, the answer would count other customers.
    const name = draft.base.friendlyName.toLowerCase();
    draft.missing.push(
      `which ${name} the period means: "new ${name}" reads their ${homeLabel(catalogue, date.home).split(' › ')[1]}; ` +
        `for what they did, name it (orders, sales, returns)`,
    );
  }
  if (date && intent.grain) draft.push(date.ref);
  if (date)
    draft.assumptions.push(
      `dates = ${homeLabel(catalogue, date.home)}${named ? ` ("${named.word}" names this date)` : ''}`,
    );
  const fresh = newRowsOf(catalogue, intent, draft.base, date?.home ?? null);
  if ('missing' in fresh) draft.missing.push(fresh.missing);
  else if (fresh.assumption) draft.assumptions.push(fresh.assumption);
  return date;
}

/** A list (nothing totalled): a segment's columns, or every column of the table when nothing else is named. */
function listColumns(
  catalogue: Catalogue,
  intent: Intent,
  draft: Draft,
  segments: ReturnType<typeof segmentsOn>,
): void {
  if (draft.aggregating) return;
  // A list of a segment shows what its declaration says identifies its rows (each product and branch out of stock).
  if (segments.length > 0) segments.flatMap((s) => s.show).forEach(draft.push);
  else if (intent.entities.length === 0 && intent.dimensions.length === 0)
    table(catalogue, draft.base.name)
      ?.columns.filter((c) => c.name !== 'landed_at')
      .forEach((c) => draft.push(c.name));
}

/** What a list or a grouping needs before it is a question's answer: one row per listed thing, something to total. */
function answerChecks(
  catalogue: Catalogue,
  intent: Intent,
  draft: Draft,
  segments: ReturnType<typeof segmentsOn>,
): void {
  if (!draft.aggregating && segments.length === 0)
    draft.missing.push(...rowsPerSubject(catalogue, intent, draft.base, draft.filters));
  // "What did each branch sell?": grouped, with nothing named to total or count — never a bare list of branches.
  if (!draft.aggregating && intent.grouped && !intent.entities.some((e) => e.role === 'subject'))
    draft.missing.push('what to total or count for each (say revenue, units, orders…)');
}

/** The question as a design on one table, step by step; what cannot be placed on it is said. */
function tryTable(catalogue: Catalogue, model: ParserModel, intent: Intent, base: string): Design {
  const baseTable = table(catalogue, base);
  if (!baseTable) return { ok: false, missing: [`the table ${base}`] };
  const draft = newDraft(baseTable, intent);
  groupColumns(catalogue, model, intent, baseTable, draft);
  const date = dateOf(catalogue, model, intent, draft);
  draft.measureRefs.push(...measureRefsOf(catalogue, intent, baseTable, draft));
  countColumn(catalogue, intent, draft);
  listedByVerbRows(intent, draft);
  betweenEnds(catalogue, intent, draft);
  const segments = segmentsOn(catalogue, intent, baseTable, draft);
  listColumns(catalogue, intent, draft, segments);
  memberFilters(catalogue, model, intent, draft);
  periodFilter(intent, date, draft);
  rowComparisons(catalogue, model, intent, draft);
  answerChecks(catalogue, intent, draft, segments);
  if (draft.missing.length > 0) return { ok: false, missing: draft.missing };
  if (draft.columns.length === 0) return { ok: false, missing: ['what to show'] };
  countAsMeasure(catalogue, baseTable, draft);
  const having = havingOf(intent, draft.measureRefs);
  if (having.missing.length > 0) return { ok: false, missing: having.missing };
  if (having.filters.length > 0 && draft.columns.length <= draft.measureRefs.length)
    return { ok: false, missing: ['what to group the total by (each customer, branch, product…)'] };

  const query: TableQuery = { table: base, columns: draft.columns };
  if (having.filters.length > 0) query.having = having.filters;
  if (Object.keys(draft.aggregate).length > 0) query.aggregate = draft.aggregate;
  if (date && intent.grain) query.grain = { [date.ref]: intent.grain };
  if (draft.filters.length > 0) query.filters = draft.filters;
  if (draft.anyOf.length > 0) query.anyOf = draft.anyOf;
  const unranked = rankAndSort(catalogue, model, intent, draft, query, date);
  if (unranked.length > 0) return { ok: false, missing: unranked };
  return { ok: true, query, assumptions: draft.assumptions };
}

export function designFor(catalogue: Catalogue, intent: Intent, model: ParserModel = BUSINESS_MODEL): Design {
  const design = designOn(catalogue, intent, model);
  if (design.ok) return design;
  // "the most returned SKUs": the verb's first measure (Credits) has no way to the products; another measure the
  // model declares for the verb (Units credited) may, and the answer says which it read.
  for (const other of verbMeasureReadInstead(intent)) {
    const instead = designOn(catalogue, other, model);
    if (instead.ok) return instead;
  }
  return design;
}

/** The intent with each other measure its verb asks for in place of the one it assumed from the verb. */
function verbMeasureReadInstead(intent: Intent): Intent[] {
  const verb = intent.verb;
  const [measure, ...more] = intent.measures;
  if (!verb?.others || !measure || more.length > 0 || measure.term !== verb.term) return [];
  const said = `"${verb.word}" = ${verb.term.word}`;
  if (!intent.assumed.some((a) => a.startsWith(said) || a.includes(` with ${verb.term.word}, `))) return [];
  return verb.others.map((term) => ({
    ...intent,
    measures: [{ ...measure, term, fn: term.fn }],
    comparisons: intent.comparisons.map((c) => (c.measure === verb.term ? { ...c, measure: term } : c)),
    verb: { word: verb.word, term },
    assumed: intent.assumed.map((a) =>
      a.startsWith(said) || a.includes(` with ${verb.term.word}, `)
        ? `${a.replace(verb.term.word, term.word)} (not ${verb.term.word}: it has no way to the rest of the question)`
        : a,
    ),
  }));
}

function designOn(catalogue: Catalogue, intent: Intent, model: ParserModel): Design {
  const candidates = orderCandidates(catalogue, model, intent, [
    ...new Set([...intent.segments.map((s) => s.table), ...candidateTables(catalogue, intent)]),
  ]);
  if (candidates.length === 0) return { ok: false, missing: ['what to measure, count or list'] };
  let firstFailure: Design | null = null;
  for (const base of candidates) {
    const design = tryTable(catalogue, model, intent, base);
    if (design.ok)
      return {
        ...design,
        assumptions: [
          ...intent.corrections,
          ...intent.assumed,
          ...choiceOf(catalogue, model, intent, base, candidates),
          ...design.assumptions,
        ],
      };
    firstFailure ??= design;
  }
  return firstFailure ?? { ok: false, missing: ['a table that holds all of it'] };
}

export { homeLabel, refTo };
