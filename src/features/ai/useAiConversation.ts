/**
 * The conversation of the AI view: a question, then refinements, each answer kept so undo goes back one step. A
 * failed call keeps what was typed and the answers so far (the app's notice says why); a declined refinement is
 * shown but leaves the last good design in place to refine further. Telemetry records each ask's outcome and timing,
 * never its words (privacy).
 */
import { useState } from 'react';
import { useApiMutation } from '../../api';
import type { AiQueryResponse, TableQuery } from '@wharf/contract';
import { aiQueryMutation } from '../../api/queryOptions/ai';
import { telemetry } from '../../telemetry';

/** The event each question or refinement sends: outcome, who answered, how long it took — no text. */
export const AI_ASKED_EVENT = 'AI question answered';

function recordAsk(refining: boolean, started: number, answer: AiQueryResponse | null): void {
  telemetry.trackEvent({
    name: AI_ASKED_EVENT,
    properties: {
      outcome: answer === null ? 'failed' : answer.query === null ? 'declined' : 'answered',
      source: answer?.explanation.source ?? 'none',
      kind: refining ? 'refinement' : 'question',
    },
    measurements: { durationMs: Math.round(performance.now() - started) },
  });
}

export interface AiStep {
  /** The original question and the refinements that led here. */
  questions: string[];
  answer: AiQueryResponse;
}

export function useAiConversation() {
  const [steps, setSteps] = useState<AiStep[]>([]);
  const mutation = useApiMutation(aiQueryMutation);

  const current = steps.at(-1) ?? null;
  // The last answer that has a design: what a refinement edits.
  const lastDesign = [...steps].reverse().find((step) => step.answer.query !== null) ?? null;

  async function ask(question: string, refining: boolean): Promise<boolean> {
    const base = refining ? lastDesign : null;
    const previous: { questions: string[]; query: TableQuery } | undefined =
      base && base.answer.query ? { questions: base.questions, query: base.answer.query } : undefined;
    let answer: AiQueryResponse;
    const started = performance.now();
    try {
      // The client checks the answer against the contract: one it does not describe fails here, as a notice.
      answer = await mutation.mutateAsync({ question, ...(previous ? { previous } : {}) });
    } catch {
      recordAsk(refining, started, null);
      return false;
    }
    recordAsk(refining, started, answer);
    const questions = previous ? [...previous.questions, question] : [question];
    setSteps((before) => (refining ? [...before, { questions, answer }] : [{ questions, answer }]));
    return true;
  }

  return {
    current,
    canRefine: lastDesign !== null,
    canUndo: steps.length > 1,
    asking: mutation.isPending,
    ask,
    undo: () => setSteps((before) => before.slice(0, -1)),
  };
}
