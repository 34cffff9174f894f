/**
 * A local Cin7 Omni: the REST API v1 shape over HTTP (GET {base}/v1/Products, ProductOptions, Stock, Contacts,
 * SalesOrders, PurchaseOrders; Basic authentication; page/rows paging capped at 250; where filters on ModifiedDate
 * and Id; order) with deterministic data, a configurable rate limit answering 429, and injectable faults (429, 500,
 * slow pages). `npm start` points the demo connection at it and the tests and the bench use it. Its base URL is
 * {url}/api, like https://api.cin7.com/api.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEMO_SIZES,
  expectedRows,
  RESOURCES,
  type Dataset,
  type Resource,
  type SimulatorSizes,
} from './dataset.ts';
import { FaultQueue, type Fault } from './faults.ts';
import { generateDataset } from './generate.ts';
import { listRecords } from './listing.ts';
import { MINUTE } from './random.ts';

const DAY = 24 * 60 * MINUTE;
import { createRateLimiter, PUBLISHED_LIMITS, type SimulatorLimits } from './rateLimiter.ts';
import { removeRecords, touchRecords } from './touch.ts';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** Accepted API usernames and keys. */
  credentials: { username: string; key: string }[];
  sizes?: Partial<SimulatorSizes>;
  /** null: no limit (the bench). Default Cin7's published 3/s, 60/min, 5000/day. */
  limits?: SimulatorLimits | null;
  /**
   * When the newest records were made (default: a day before the simulator starts, as an account in daily use);
   * each resource's records spread evenly over the `spanDays` before it (default 365).
   */
  newest?: string;
  spanDays?: number;
}

export interface Cin7Simulator {
  url: string;
  baseUrl: string;
  /** Calls answered so far, by resource (all statuses). */
  calls: Record<string, number>;
  /** Rows each landed table should hold for this data. */
  expectedRows(): Record<string, number>;
  /** Makes the next matching calls fail or slow down. */
  inject(fault: Fault): void;
  clearFaults(): void;
  /** Changes records (a new name, other quantities) and bumps their ModifiedDate past everything so far. */
  touch(resource: Resource, ids: number[]): void;
  /** Deletes records: the API lists them no more (Cin7 Omni has no feed of deleted records). */
  remove(resource: Resource, ids: number[]): void;
  /** Calls answered 429 because a rate limit was passed (injected 429 faults not counted). */
  throttled(): number;
  setLimits(limits: SimulatorLimits | null): void;
  close(): Promise<void>;
}

const DENIED = 'Authorization has been denied for this request.';

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** The API user of a Basic authorization header when its username and key are accepted, else null. */
function authorizedUser(request: IncomingMessage, accepted: ReadonlySet<string>): string | null {
  const auth = request.headers.authorization ?? '';
  const decoded = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
  return accepted.has(decoded) ? (decoded.split(':')[0] ?? '') : null;
}

/** What answering one call needs: the data, and the state of limits, faults and call counts. */
interface Api {
  data: Dataset;
  accepted: ReadonlySet<string>;
  calls: Record<string, number>;
  faults: FaultQueue;
  limited: (user: string) => number | null;
  throttled: number;
}

/** Acts on an injected fault; answers whether the call has been dealt with ('slow' carries on after its wait). */
async function answeredByFault(
  fault: Fault,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (fault.kind === 'reset') {
    request.socket.destroy();
    return true;
  }
  if (fault.kind === 'slow') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
    return false;
  }
  if (fault.kind === 429)
    send(response, 429, { Message: 'API rate limit exceeded.' }, { 'retry-after': '0' });
  else send(response, fault.kind, { Message: 'An error has occurred.' });
  return true;
}

async function handle(api: Api, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator');
  const match = /^\/api\/v1\/(\w+)\/?$/.exec(url.pathname);
  const resource = RESOURCES.find((r) => r.toLowerCase() === match?.[1]?.toLowerCase());
  if (request.method !== 'GET' || !resource)
    return send(response, 404, {
      Message: `No HTTP resource was found that matches the request URI '${url.pathname}'.`,
    });
  api.calls[resource] = (api.calls[resource] ?? 0) + 1;
  const user = authorizedUser(request, api.accepted);
  if (user === null) return send(response, 401, { Message: DENIED });
  const wait = api.limited(user);
  if (wait !== null) {
    api.throttled += 1;
    return send(
      response,
      429,
      { Message: 'API rate limit exceeded: 3 calls per second, 60 per minute, 5000 per day.' },
      { 'retry-after': String(wait) },
    );
  }
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const fault = api.faults.take(resource, page);
  if (fault && (await answeredByFault(fault, request, response))) return;
  const answer = listRecords(api.data[resource], resource, url.searchParams, page);
  return send(response, answer.status, answer.body);
}

async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export async function startCin7Simulator(options: SimulatorOptions): Promise<Cin7Simulator> {
  const sizes: SimulatorSizes = { ...DEMO_SIZES, ...options.sizes };
  const end = options.newest ? Date.parse(options.newest) : Math.floor((Date.now() - DAY) / MINUTE) * MINUTE;
  const data = generateDataset(sizes, { start: end - (options.spanDays ?? 365) * DAY, end });
  // Touched records are modified after every generated one.
  let clock = end + 10 * MINUTE;
  let limits: SimulatorLimits | null = options.limits === undefined ? PUBLISHED_LIMITS : options.limits;
  const api: Api = {
    data,
    accepted: new Set(options.credentials.map((c) => `${c.username}:${c.key}`)),
    calls: {},
    faults: new FaultQueue(),
    limited: createRateLimiter(() => limits),
    throttled: 0,
  };

  const server: Server = createServer((request, response) => {
    handle(api, request, response).catch(() => send(response, 500, { Message: 'An error has occurred.' }));
  });
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const address = server.address() as AddressInfo;
  const url = `http://${options.host === 'localhost' ? 'localhost' : '127.0.0.1'}:${address.port}`;

  return {
    url,
    baseUrl: `${url}/api`,
    calls: api.calls,
    expectedRows: () => expectedRows(data),
    inject: (fault) => api.faults.add(fault),
    clearFaults: () => api.faults.clear(),
    touch: (resource, ids) => touchRecords(data, resource, ids, () => (clock += 1000)),
    remove: (resource, ids) => removeRecords(data, resource, ids),
    throttled: () => api.throttled,
    setLimits: (next) => {
      limits = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
