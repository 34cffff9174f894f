/**
 * What a client of the cluster does: POSTs to one API process over HTTPS (the dev certificate), with a bearer token
 * and the instance header, on a keep-alive connection like a browser's. A process that is down answers with a
 * network error, which the caller counts as a failed request it may retry — never as an answer.
 */
import { Agent, request } from 'node:https';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';

export interface ClusterAnswer {
  status: number;
  body: Record<string, unknown>;
}

export class ClusterClient {
  private readonly agent: Agent;

  constructor(
    ca: string,
    private readonly token: string,
    private readonly instanceId: number,
  ) {
    this.agent = new Agent({ ca, keepAlive: true, maxSockets: 64 });
  }

  post(baseUrl: string, path: string, payload: unknown, timeoutMs = 30_000): Promise<ClusterAnswer> {
    const body = JSON.stringify(payload ?? {});
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, baseUrl),
        {
          method: 'POST',
          agent: this.agent,
          timeout: timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${this.token}`,
            [INSTANCE_HEADER]: String(this.instanceId),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Record<string, unknown> = {};
            try {
              parsed = JSON.parse(text) as Record<string, unknown>;
            } catch {
              parsed = { text };
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
