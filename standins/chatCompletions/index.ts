/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions), for testing the
 * AI view's language-model path without a network: each request is recorded and answered by a script the test sets
 * — a tool call with given arguments, plain content, an HTTP error, or silence.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type StandInReply =
  { toolArguments: unknown } | { content: string } | { status: number } | { hang: true };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    tools?: { function: { name: string; parameters: unknown } }[];
  };
}

export interface ChatCompletionsStandIn {
  /** The base URL to configure as WHARF_AI_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  reply(next: (request: RecordedRequest) => StandInReply): void;
  close(): Promise<void>;
}

function completion(reply: Extract<StandInReply, { toolArguments: unknown } | { content: string }>) {
  const message =
    'toolArguments' in reply
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'answer', arguments: JSON.stringify(reply.toolArguments) },
            },
          ],
        }
      : { role: 'assistant', content: reply.content };
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    choices: [{ index: 0, message, finish_reason: 'stop' }],
  };
}

export async function startChatCompletionsStandIn(): Promise<ChatCompletionsStandIn> {
  const requests: RecordedRequest[] = [];
  let script: (request: RecordedRequest) => StandInReply = () => ({ status: 503 });
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method !== 'POST' || !path.startsWith('/v1/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const recorded: RecordedRequest = {
        path,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
      };
      requests.push(recorded);
      const reply = script(recorded);
      if ('hang' in reply) {
        hanging.add(() => response.destroy());
        return;
      }
      if ('status' in reply) {
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"stand-in"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(reply)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      script = next;
    },
    async close() {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
