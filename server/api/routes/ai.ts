/**
 * /api/aiQuery (contract/ai.ts, docs/ai.md): a question about the current instance's warehouse answered as
 * a table design, or declined. The log records the outcome, who answered and how long it took — never the question.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { answerQuestion } from '../services/ai/answerQuestion.ts';
import { chatCompletionsClient, type ModelSettings } from '../services/ai/languageModel/chatClient.ts';
import { MemberDictionaries } from '../services/ai/parser/members.ts';

export function registerAiRoutes(
  app: FastifyInstance,
  context: ApiContext,
  model: ModelSettings | null,
): void {
  const services = {
    dictionaries: new MemberDictionaries(context.now),
    model: model ? chatCompletionsClient(model) : null,
    now: context.now,
  };
  apiCall(app, context, API_PATHS.aiQuery, async ({ payload, caller }) => {
    const started = performance.now();
    const answer = await answerQuestion(
      context.db,
      await requireInstance(context.db, caller),
      payload,
      services,
    );
    app.log.info({
      aiQuery: {
        outcome: answer.query ? 'answered' : 'declined',
        source: answer.explanation.source,
        fellBack: answer.explanation.notes.length > 0,
        ms: Math.round(performance.now() - started),
      },
    });
    return answer;
  });
}
