/**
 * /api/aiQuery: a question answered as a table design over the caller's instance, or declined. The language model
 * answers when one is configured; its design is checked exactly like the parser's (validate.ts), and when it fails
 * or its design does not check, the parser answers and the explanation says so. Never SQL, never a write.
 */
import {
  todayIn,
  type AiExplanation,
  type AiQueryPayload,
  type AiQueryResponse,
  type TableQuery,
} from '@wharf/contract';
import type { Queryable } from '../../../db/database.ts';
import { findUncleanText } from '@wharf/contract/text.ts';
import { loadCatalogue, type Catalogue } from '../query/index.ts';
import { describeDesign, measureAssumptions, periodAssumptions } from './explain.ts';
import type { ModelClient } from './languageModel/chatClient.ts';
import type { MemberDictionaries } from './parser/members.ts';
import { parseQuestion } from './parser/parseQuestion.ts';
import { checkDesign } from './validate.ts';

export interface AiServices {
  dictionaries: MemberDictionaries;
  /** null: the embedded parser only. */
  model: ModelClient | null;
  now: () => number;
}

export type AiOutcome = 'answered' | 'declined';

function explanation(source: AiExplanation['source'], fields: Partial<AiExplanation>): AiExplanation {
  return { source, parts: [], assumptions: [], understood: [], missing: [], notes: [], ...fields };
}

/**
 * The design's measures and relative periods said in plain words after what the parser or the model assumed, each
 * once.
 */
const withMeasures = (
  assumptions: readonly string[],
  catalogue: Catalogue,
  query: TableQuery,
  today: string,
): string[] => [
  ...new Set([...assumptions, ...measureAssumptions(query), ...periodAssumptions(catalogue, query, today)]),
];

/** Model text shown to the user must follow the contract's text rule like any other string. */
const clean = (lines: readonly string[]) => lines.filter((line) => !findUncleanText(line));

async function fromParser(
  db: Queryable,
  catalogue: Catalogue,
  payload: AiQueryPayload,
  services: AiServices,
  notes: string[],
): Promise<AiQueryResponse> {
  const answer = await parseQuestion(db, catalogue, payload, new Date(services.now()), services.dictionaries);
  if (answer.query === null) {
    return {
      query: null,
      explanation: explanation('parser', { understood: answer.understood, missing: answer.missing, notes }),
    };
  }
  const now = new Date(services.now());
  const today = todayIn(catalogue.timeZone, now);
  const checked = checkDesign(catalogue, answer.query, now);
  if (!checked.ok) {
    return {
      query: null,
      explanation: explanation('parser', {
        missing: [`a design the warehouse accepts (${checked.reason})`],
        notes,
      }),
    };
  }
  return {
    query: checked.query,
    explanation: explanation('parser', {
      parts: describeDesign(catalogue, checked.query, today),
      assumptions: withMeasures(answer.assumptions, catalogue, checked.query, today),
      notes,
    }),
  };
}

export async function answerQuestion(
  db: Queryable,
  instanceId: number,
  payload: AiQueryPayload,
  services: AiServices,
): Promise<AiQueryResponse> {
  const catalogue = await loadCatalogue(db, instanceId);
  if (!services.model) return fromParser(db, catalogue, payload, services, []);
  const now = new Date(services.now());
  const today = todayIn(catalogue.timeZone, now);
  const reply = await services.model.ask(catalogue, payload, today);
  if (!reply.ok) {
    return fromParser(db, catalogue, payload, services, [
      `The language model could not answer (${reply.reason}); the built-in parser answered instead.`,
    ]);
  }
  const { answer } = reply;
  if (answer.query === null) {
    return {
      query: null,
      explanation: explanation('model', {
        understood: clean(answer.understood),
        missing: clean(answer.missing).length
          ? clean(answer.missing)
          : ['what the question asks, in this warehouse'],
      }),
    };
  }
  const checked = checkDesign(catalogue, answer.query, now);
  if (!checked.ok) {
    return fromParser(db, catalogue, payload, services, [
      `The language model's design was not valid here (${checked.reason}); the built-in parser answered instead.`,
    ]);
  }
  return {
    query: checked.query,
    explanation: explanation('model', {
      parts: describeDesign(catalogue, checked.query, today),
      assumptions: withMeasures(clean(answer.assumptions), catalogue, checked.query, today),
    }),
  };
}
