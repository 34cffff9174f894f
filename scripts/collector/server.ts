/**
 * A local stand-in for the Application Insights ingestion endpoint: it accepts the SDK's batches at the real track
 * paths, answers as the real endpoint does, keeps what it received (GET /envelopes, for tests), appends every
 * envelope to an NDJSON file and prints one line per envelope.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ensureDevCertificate } from '../../server/tls/devCertificate.ts';
import { parseBatch, summarize, type Envelope } from './envelopes.ts';

export const TRACK_PATHS: readonly string[] = ['/v2/track', '/v2.1/track'];
export const ENVELOPES_PATH = '/envelopes';
/** Far above a batch (102400 bytes), so only a broken client hits it. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** The add-in, the dev server and the browser tests all run on localhost, on ports of their own. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface CollectorOptions {
  /** 0 picks a free port (see `url`). */
  port: number;
  /** NDJSON file each envelope is appended to. */
  dataFile: string;
  log?: (line: string) => void;
}

export interface Collector {
  url: string;
  envelopes: readonly Envelope[];
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

function allowLocalOrigin(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin === undefined || !LOCAL_ORIGIN.test(origin)) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Vary', 'Origin');
  // sendBeacon on page unload sends with credentials.
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type, Content-Encoding',
  );
  response.setHeader('Access-Control-Max-Age', '600');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

export async function startCollector({
  port,
  dataFile,
  log = console.log,
}: CollectorOptions): Promise<Collector> {
  const received: Envelope[] = [];
  mkdirSync(dirname(dataFile), { recursive: true });

  async function track(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const batch = parseBatch(await readBody(request));
    if (batch.envelopes.length > 0) {
      received.push(...batch.envelopes);
      appendFileSync(dataFile, batch.envelopes.map((envelope) => `${JSON.stringify(envelope)}\n`).join(''));
      for (const envelope of batch.envelopes) log(`telemetry: ${summarize(envelope)}`);
    }
    answer(response, batch.status, batch.response);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    allowLocalOrigin(request, response);
    const path = new URL(request.url ?? '/', 'https://localhost').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
    } else if (request.method === 'POST' && TRACK_PATHS.includes(path)) {
      await track(request, response);
    } else if (request.method === 'GET' && path === ENVELOPES_PATH) {
      answer(response, 200, received);
    } else {
      answer(response, 404, { error: `No ${request.method ?? ''} ${path} here` });
    }
  }

  const server: Server = createServer(await ensureDevCertificate(), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) answer(response, 413, { error: 'Payload too large' });
      else answer(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `https://localhost:${actualPort}/`,
    envelopes: received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
