// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDevCertificate } from '../../server/tls/devCertificate.ts';
import { startCollector, type Collector } from './server.ts';

const ORIGIN = 'https://localhost:3000';
const envelope = (name: string) => ({
  name: 'Microsoft.ApplicationInsights.Pageview',
  data: { baseType: 'PageviewData', baseData: { name } },
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let collector: Collector;
let ca: string;
let directory: string;
const lines: string[] = [];

function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const outgoing = request(
      { host: 'localhost', port: new URL(collector.url).port, method, path, ca, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  ca = (await ensureDevCertificate()).cert;
  directory = mkdtempSync(join(tmpdir(), 'wharf-collector-'));
  collector = await startCollector({
    port: 0,
    dataFile: join(directory, 'telemetry.ndjson'),
    log: (line) => lines.push(line),
  });
});

afterAll(async () => {
  await collector.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the local collector', () => {
  it('accepts a batch at /v2/track and answers as the real endpoint does', async () => {
    const reply = await send('POST', '/v2/track', JSON.stringify([envelope('Home'), envelope('Library')]), {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ itemsReceived: 2, itemsAccepted: 2, errors: [] });
    expect(reply.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('accepts newline-delimited and gzipped JSON at /v2.1/track (sendBeacon sends text/plain)', async () => {
    const body = gzipSync(`${JSON.stringify(envelope('Billing'))}\n${JSON.stringify(envelope('Trial'))}`);
    const reply = await send('POST', '/v2.1/track', body, {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Content-Encoding': 'gzip',
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ itemsAccepted: 2 });
  });

  it('keeps each envelope: GET /envelopes, one NDJSON line each, and a console line each', async () => {
    const reply = await send('GET', '/envelopes');
    const names = (JSON.parse(reply.body) as ReturnType<typeof envelope>[]).map(
      (item) => item.data.baseData.name,
    );
    expect(names).toEqual(['Home', 'Library', 'Billing', 'Trial']);
    const file = readFileSync(join(directory, 'telemetry.ndjson'), 'utf8').trim().split('\n');
    expect(file.map((line) => (JSON.parse(line) as ReturnType<typeof envelope>).data.baseData.name)).toEqual(
      names,
    );
    expect(lines).toEqual([
      'telemetry: PageviewData Home',
      'telemetry: PageviewData Library',
      'telemetry: PageviewData Billing',
      'telemetry: PageviewData Trial',
    ]);
  });

  it('answers a CORS preflight from a localhost origin, and only from one', async () => {
    const local = await send('OPTIONS', '/v2/track', undefined, {
      Origin: 'https://localhost:3110',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,sdk-context',
    });
    expect(local.status).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe('https://localhost:3110');
    expect(local.headers['access-control-allow-headers']).toBe('content-type,sdk-context');
    const foreign = await send('OPTIONS', '/v2/track', undefined, { Origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses what is not a batch, and unknown paths', async () => {
    expect((await send('POST', '/v2/track', 'garbage')).status).toBe(400);
    expect((await send('GET', '/v2/track')).status).toBe(404);
    expect((await send('POST', '/other', '[]')).status).toBe(404);
  });
});
