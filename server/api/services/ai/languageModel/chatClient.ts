/**
 * The language model, when configured (WHARF_AI_BASE_URL, WHARF_AI_API_KEY, WHARF_AI_MODEL): an OpenAI-compatible
 * chat-completions endpoint — OpenAI, Azure OpenAI (a deployment URL with its api-version), or a local stand-in —
 * asked to call one tool whose arguments are a table design. Any failure (network, status, timeout, a reply that is
 * not the tool's JSON) is a value, so the caller can fall back to the parser and say so.
 */
import type { AiQueryPayload } from '@wharf/contract';
import type { Catalogue } from '../../query/index.ts';
import {
  ANSWER_TOOL,
  answerToolSchema,
  chatMessages,
  modelAnswerSchema,
  type ModelAnswer,
} from './prompt.ts';

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Default 15 s: a slow model must not hold the screen longer than the parser would need. */
  timeoutMs?: number;
}

export type ModelReply = { ok: true; answer: ModelAnswer } | { ok: false; reason: string };

export interface ModelClient {
  ask(catalogue: Catalogue, payload: AiQueryPayload, today: string): Promise<ModelReply>;
}

/** `${base}/chat/completions`, keeping the base's query (Azure's api-version). */
export function completionsUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url;
}

function toolArguments(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('choices' in body) || !Array.isArray(body.choices))
    return null;
  const message: unknown = (body.choices[0] as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'object' || message === null) return null;
  const calls = 'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
  const call = calls.find(
    (c: unknown): c is { function: { name: string; arguments: string } } =>
      typeof c === 'object' &&
      c !== null &&
      'function' in c &&
      typeof (c as { function: { name?: unknown } }).function.name === 'string' &&
      typeof (c as { function: { arguments?: unknown } }).function.arguments === 'string',
  );
  if (call && call.function.name === ANSWER_TOOL) return call.function.arguments;
  // Some compatible servers answer structured output as content instead of a tool call.
  return 'content' in message && typeof message.content === 'string' ? message.content : null;
}

export function chatCompletionsClient(settings: ModelSettings, fetchImpl: typeof fetch = fetch): ModelClient {
  const url = completionsUrl(settings.baseUrl);
  return {
    async ask(catalogue, payload, today) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${settings.apiKey}`,
            // Azure OpenAI reads its key from this header.
            'api-key': settings.apiKey,
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0,
            messages: chatMessages(catalogue, payload, today),
            tools: [
              {
                type: 'function',
                function: {
                  name: ANSWER_TOOL,
                  description: 'Answer the question with a table design, or decline.',
                  parameters: answerToolSchema(),
                },
              },
            ],
            tool_choice: { type: 'function', function: { name: ANSWER_TOOL } },
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return {
          ok: false,
          reason:
            error instanceof Error && error.name === 'TimeoutError'
              ? 'it did not answer in time'
              : 'it could not be reached',
        };
      }
      if (!response.ok) return { ok: false, reason: `it answered HTTP ${response.status}` };
      let args: string | null;
      try {
        args = toolArguments(await response.json());
      } catch {
        return { ok: false, reason: 'its reply was not JSON' };
      }
      if (args === null) return { ok: false, reason: 'its reply held no answer' };
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(args);
      } catch {
        return { ok: false, reason: 'its answer was not JSON' };
      }
      const parsed = modelAnswerSchema.safeParse(parsedJson);
      if (!parsed.success) return { ok: false, reason: 'its answer was not a table design' };
      return { ok: true, answer: parsed.data };
    },
  };
}
