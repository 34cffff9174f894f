/**
 * The embedded parser: offline and deterministic. A question (and, when refining, the questions before it) is read
 * into an intent with the instance's lexicon and the members its warehouse holds, then turned into a table design —
 * or declined with what was understood and what is missing. Never a guess: a word it cannot place declines.
 */
import { todayIn, type AiQueryPayload, type TableQuery } from '@wharf/contract';
import type { Queryable } from '../../../../db/database.ts';
import { UNDEFINED_WORDS } from '../../../../model/measures.ts';
import type { Catalogue } from '../../query/index.ts';
import { designFor, homeLabel } from './design.ts';
import { readIntent, memberCandidates, type Intent } from './intent.ts';
import { mergeRefinement } from './refine.ts';
import { buildLexicon } from './lexicon.ts';
import type { MemberDictionaries } from './members.ts';
import { applyDerived, readDerived, type DerivedAsk } from './derived.ts';
import { BUSINESS_MODEL, modelCatalogue } from './modelWords.ts';
import { spellSharedNoun } from './sharedNoun.ts';
import { misspeltValueCandidates } from './readWords.ts';
import { tokenize } from './tokens.ts';

export type ParserAnswer =
  { query: TableQuery; assumptions: string[] } | { query: null; understood: string[]; missing: string[] };

export function understoodOf(catalogue: Catalogue, intent: Intent): string[] {
  const understood: string[] = [];
  for (const measure of intent.measures)
    understood.push(
      `${measure.term.word} (${measure.term.homes.map((h) => homeLabel(catalogue, h)).join(' or ')})`,
    );
  if (intent.count) understood.push(`a count of ${intent.count.table.replace(/_/g, ' ')}`);
  for (const entity of intent.entities)
    understood.push(entity.role === 'group' ? `by ${entity.word}` : entity.word);
  for (const dimension of intent.dimensions) understood.push(`by ${dimension.word}`);
  if (intent.grain) understood.push(`per ${intent.grain}`);
  if (intent.period) understood.push(`period: ${intent.period.text}`);
  for (const segment of intent.segments) understood.push(segment.friendlyName.toLowerCase());
  for (const member of intent.members) {
    const where = [...new Set(member.hits.map((hit) => homeLabel(catalogue, hit)))].join(' or ');
    understood.push(`${member.negate ? 'not ' : ''}${member.text} (${where})`);
  }
  for (const comparison of intent.comparisons) {
    const counted = comparison.onTotal?.countOf;
    const what = counted ? `number of ${counted.replace(/_/g, ' ')}` : (comparison.measure?.word ?? 'value');
    const where = comparison.onTotal ? ' for each group' : '';
    understood.push(`${what} ${comparison.op} ${comparison.values.join(' and ')}${where}`);
  }
  if (intent.top) understood.push(`${intent.top.desc ? 'top' : 'bottom'} ${intent.top.n ?? ''}`.trim());
  const each = [...intent.each.dimensions.map((d) => d.word), ...intent.each.entities];
  if (intent.each.grain && intent.grain) each.push(intent.grain);
  if (intent.top && each.length > 0) understood.push(`within each ${each.join(', ')}`);
  return understood;
}

const WRITE_MISSING = 'Wharf only reads the warehouse: it cannot change, add or remove data';

export async function parseQuestion(
  db: Queryable,
  whole: Catalogue,
  payload: AiQueryPayload,
  now: Date,
  dictionaries: MemberDictionaries,
): Promise<ParserAnswer> {
  const catalogue = modelCatalogue(whole, BUSINESS_MODEL);
  const lexicon = buildLexicon(catalogue);
  // Shares, comparisons and ratios are read off the question's words; the rest is read as any question.
  // "new vs returning customers" asks for two measures, not a comparison of periods.
  const asked = spellSharedNoun(payload.question, lexicon);
  const derived = readDerived(asked, lexicon);
  const questions = [...(payload.previous?.questions ?? []), derived ? derived.text : asked];
  const members = await dictionaries.lookup(
    db,
    catalogue,
    questions.flatMap((q) => memberCandidates(q, lexicon)),
    questions.flatMap((q) => misspeltValueCandidates(tokenize(q), lexicon)),
  );
  const today = todayIn(catalogue.timeZone, now);
  let intent: Intent | null = null;
  for (const [index, question] of questions.entries()) {
    const read = readIntent(question, lexicon, members, { now, today, refining: index > 0 });
    intent = intent ? mergeRefinement(intent, read) : read;
    const isLast = index === questions.length - 1;
    if (read.writes.length > 0) {
      return {
        query: null,
        understood: understoodOf(catalogue, read),
        missing: [`${WRITE_MISSING} (asked to ${read.writes.join(', ')})`],
      };
    }
    if (read.unsure.length > 0)
      return { query: null, understood: understoodOf(catalogue, intent), missing: read.unsure };
    if (read.unknown.length > 0) {
      const undefinedHere = UNDEFINED_WORDS.filter((u) =>
        read.unknown.some((word) => u.words.includes(word.toLowerCase())),
      );
      if (undefinedHere.length > 0)
        return {
          query: null,
          understood: understoodOf(catalogue, intent),
          missing: undefinedHere.map((u) => u.missing),
        };
      const words = read.unknown.map((word) => `"${word}"`).join(', ');
      return {
        query: null,
        understood: understoodOf(catalogue, intent),
        missing: [
          `${isLast ? '' : 'In an earlier question: '}I did not understand ${words} in your question: ` +
            "it is not a word of this warehouse's model, one of its values, a number or a date",
        ],
      };
    }
  }
  if (!intent) return { query: null, understood: [], missing: ['a question'] };
  const design = designFor(catalogue, intent, lexicon.model);
  if (!design.ok)
    return { query: null, understood: understoodOf(catalogue, intent), missing: design.missing };
  if (!derived) return { query: design.query, assumptions: design.assumptions };
  const within = derived.textWithoutWithin
    ? await withinColumns(db, catalogue, design.query, derived.textWithoutWithin, now, dictionaries)
    : [];
  if (within === null) {
    return {
      query: null,
      understood: [...understoodOf(catalogue, intent), ...derivedUnderstood(derived)],
      missing: ['which of the columns the shares are taken within'],
    };
  }
  const applied = applyDerived(design.query, derived, within, lexicon, now, today);
  if (!applied.ok) {
    return {
      query: null,
      understood: [...understoodOf(catalogue, intent), ...derivedUnderstood(derived)],
      missing: applied.missing,
    };
  }
  return { query: applied.query, assumptions: [...design.assumptions, ...applied.assumptions] };
}

/** What a share, comparison or ratio asked, for a decline's "understood". */
function derivedUnderstood(derived: DerivedAsk): string[] {
  return [
    ...(derived.ratio ? [derived.ratio.name.toLowerCase()] : []),
    ...(derived.share ? ['a share of the total'] : []),
    ...(derived.compare ? [`${derived.compare.words} ${derived.compare.right}`.trim()] : []),
  ];
}

/**
 * The columns "within each X" adds: the group-by of the question read with "by X" less that of the question read
 * without it; null when the two do not differ by grouped columns alone.
 */
async function withinColumns(
  db: Queryable,
  catalogue: Catalogue,
  withWithin: TableQuery,
  textWithout: string,
  now: Date,
  dictionaries: MemberDictionaries,
): Promise<string[] | null> {
  const lexicon = buildLexicon(catalogue);
  const members = await dictionaries.lookup(db, catalogue, memberCandidates(textWithout, lexicon));
  const today = todayIn(catalogue.timeZone, now);
  const intent = readIntent(textWithout, lexicon, members, { now, today, refining: false });
  const design = designFor(catalogue, intent, lexicon.model);
  if (!design.ok || design.query.table !== withWithin.table) return null;
  const without = new Set(design.query.columns);
  const added = withWithin.columns.filter((ref) => !without.has(ref));
  return added.length > 0 ? added : null;
}
