/**
 * A local Cin7 Omni: the REST API v1 shape over HTTP (GET {base}/v1/Products, ProductOptions, Stock, Contacts,
 * SalesOrders, PurchaseOrders; Basic authentication; page/rows paging capped at 250; where filters on ModifiedDate
 * and Id; order) with deterministic data, the published product update (PUT {base}/v1/Products, productWrites.ts),
 * a configurable rate limit answering 429, and injectable faults (429, 500, slow pages). Paths under /_simulator/
 * are its own controls, outside the API (simulatorControls.ts). It serves one or more accounts, each a company with its own records: as in Cin7 Omni, the API user
 * of a request's Basic authorization decides which account answers, and sees only that account's data.
 * `npm start` points the demo connections at it and the tests and the bench use it. Its base URL is {url}/api, like
 * https://api.cin7.com/api.
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
import { demoCompanyDataset, type DemoCompany } from './demoCompany.ts';
import { generateDataset, type AccountData } from './generate.ts';
import { listRecords } from './listing.ts';
import { MINUTE } from './random.ts';

const DAY = 24 * 60 * MINUTE;
import { createRateLimiter, PUBLISHED_LIMITS, type SimulatorLimits } from './rateLimiter.ts';
import { removeRecords, touchRecords } from './touch.ts';
import { updateProducts } from './productWrites.ts';
import { deleteProducts, restoreProducts } from './simulatorControls.ts';

export interface SimulatorCredential {
  username: string;
  key: string;
}

/**
 * One Cin7 Omni account: a company with its own records (from its salt and region, or a demo company's records),
 * seen only by its API users.
 */
export interface SimulatorAccount extends AccountData {
  credentials: SimulatorCredential[];
  /** The records of this demo company (demoCompany.ts) instead of generated ones: sizes and timeline do not apply. */
  company?: DemoCompany;
  /** This account's own sizes, over the simulator's `sizes` (a smaller company beside the demo's). */
  sizes?: Partial<SimulatorSizes>;
}

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** API users of a single account holding the default data (the Harbour Traders account's). */
  credentials?: SimulatorCredential[];
  /** Accounts served beside (or instead of) the single account of `credentials`. */
  accounts?: SimulatorAccount[];
  sizes?: Partial<SimulatorSizes>;
  /** null: no limit (the bench). Default Cin7's published 3/s, 60/min, 5000/day. */
  limits?: SimulatorLimits | null;
  /**
   * When the newest records were made (default: a day before the simulator starts, as an account in daily use);
   * each resource's records spread evenly over the `spanDays` before it (default 365).
   */
  newest?: string;
  spanDays?: number;
  /** The clock the rate limits are kept by (a test's injected clock; default the real one). */
  now?: () => number;
}

export interface Cin7Simulator {
  url: string;
  baseUrl: string;
  /** Calls answered so far, by resource (all statuses). */
  calls: Record<string, number>;
  /**
   * Rows each landed table should hold for the data of the account of this API user (default: the first account).
   */
  expectedRows(username?: string): Record<string, number>;
  /** The records of the account of this API user (default: the first account). */
  dataOf(username?: string): Dataset;
  /** Makes the next matching calls fail or slow down. */
  inject(fault: Fault): void;
  clearFaults(): void;
  /**
   * Changes records (a new name, other quantities) and bumps their ModifiedDate past everything so far, in the
   * account of this API user (default: the first account).
   */
  touch(resource: Resource, ids: number[], username?: string): void;
  /** Deletes records: the API lists them no more (Cin7 Omni has no feed of deleted records). */
  remove(resource: Resource, ids: number[], username?: string): void;
  /**
   * Switches a resource's API access off (or back on) for the account of this API user (default: the first
   * account), as an administrator unticking its Read permission in Cin7 Omni does: its calls are answered 403.
   */
  switchOff(resource: Resource, off: boolean, username?: string): void;
  /** Calls answered 429 because a rate limit was passed (injected 429 faults not counted). */
  throttled(): number;
  setLimits(limits: SimulatorLimits | null): void;
  close(): Promise<void>;
}

const DENIED = 'Authorization has been denied for this request.';
/** The answer to a call on a resource the API connection has no permission for. */
export const FORBIDDEN = 'You do not have permission to access this resource.';

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

/** The accounts asked for: the single account of `credentials` first, then `accounts`; each API user in one. */
function accountsOf(options: SimulatorOptions): SimulatorAccount[] {
  const accounts = [
    ...(options.credentials ? [{ credentials: options.credentials }] : []),
    ...(options.accounts ?? []),
  ];
  if (accounts.length === 0) throw new Error('The Cin7 Omni simulator needs at least one account.');
  const users = accounts.flatMap((account) => account.credentials.map((c) => c.username));
  const repeated = users.find((user, index) => users.indexOf(user) !== index);
  if (repeated !== undefined) throw new Error(`API user ${repeated} is in more than one account.`);
  return accounts;
}

/** What answering one call needs: each API user's data, and the state of limits, faults and call counts. */
interface Api {
  dataByUser: ReadonlyMap<string, Dataset>;
  accepted: ReadonlySet<string>;
  calls: Record<string, number>;
  faults: FaultQueue;
  limited: (user: string) => number | null;
  throttled: number;
  /** Resources switched off, per account's data. */
  switchedOff: Map<Dataset, Set<Resource>>;
  /** The ModifiedDate of the next record written: past everything so far. */
  nextTime: () => number;
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

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return undefined;
  }
}

const notFound = (response: ServerResponse, path: string) =>
  send(response, 404, { Message: `No HTTP resource was found that matches the request URI '${path}'.` });

/** The simulator's own controls (simulatorControls.ts): an API user's account, no rate limit, no call counted. */
async function control(api: Api, request: IncomingMessage, response: ServerResponse, action: string) {
  const user = authorizedUser(request, api.accepted);
  const data = user === null ? undefined : api.dataByUser.get(user);
  if (!data) return send(response, 401, { Message: DENIED });
  const body = (await readJson(request)) as { ids?: unknown } | undefined;
  const ids = Array.isArray(body?.ids) ? body.ids.map(Number).filter(Number.isInteger) : null;
  if (!ids) return send(response, 400, { Message: 'Send { "ids": [product ids] }.' });
  const done = action === 'delete' ? deleteProducts(data, ids) : restoreProducts(data, ids);
  return send(response, 200, { ids: done });
}

async function handle(api: Api, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://simulator');
  const controlMatch = /^\/_simulator\/products\/(delete|restore)$/.exec(url.pathname);
  if (controlMatch?.[1] && request.method === 'POST') return control(api, request, response, controlMatch[1]);
  const match = /^\/api\/v1\/(\w+)\/?$/.exec(url.pathname);
  const resource = RESOURCES.find((r) => r.toLowerCase() === match?.[1]?.toLowerCase());
  const writing = request.method === 'PUT' && resource === 'Products';
  if ((request.method !== 'GET' && !writing) || !resource) return notFound(response, url.pathname);
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
  if (writing) return write(api, user, request, response);
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const fault = api.faults.take(resource, page);
  if (fault && (await answeredByFault(fault, request, response))) return;
  const data = api.dataByUser.get(user);
  if (!data) return send(response, 401, { Message: DENIED });
  if (api.switchedOff.get(data)?.has(resource)) return send(response, 403, { Message: FORBIDDEN });
  const answer = listRecords(data[resource], resource, url.searchParams, page);
  return send(response, answer.status, answer.body);
}

/** PUT /api/v1/Products (productWrites.ts): 400 for a body that is not an array, else one result per product. */
async function write(api: Api, user: string, request: IncomingMessage, response: ServerResponse) {
  const data = api.dataByUser.get(user);
  if (!data) return send(response, 401, { Message: DENIED });
  if (api.switchedOff.get(data)?.has('Products')) return send(response, 403, { Message: FORBIDDEN });
  const results = updateProducts(data, await readJson(request), api.nextTime);
  return typeof results === 'string'
    ? send(response, 400, { Message: results })
    : send(response, 200, results);
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
  const timeline = { start: end - (options.spanDays ?? 365) * DAY, end };
  const accounts = accountsOf(options);
  const served = accounts.map((account) => ({
    account,
    data: account.company
      ? demoCompanyDataset(account.company)
      : generateDataset({ ...sizes, ...account.sizes }, timeline, account),
  }));
  const dataByUser = new Map(
    served.flatMap(({ account, data }) => account.credentials.map((c) => [c.username, data] as const)),
  );
  const dataOf = (username?: string): Dataset => {
    const data = username === undefined ? served[0]?.data : dataByUser.get(username);
    if (!data) throw new Error(`No account of the simulator has the API user ${username ?? ''}.`);
    return data;
  };
  // Touched records are modified after every generated one.
  let clock = end + 10 * MINUTE;
  let limits: SimulatorLimits | null = options.limits === undefined ? PUBLISHED_LIMITS : options.limits;
  const api: Api = {
    dataByUser,
    accepted: new Set(accounts.flatMap((a) => a.credentials.map((c) => `${c.username}:${c.key}`))),
    calls: {},
    faults: new FaultQueue(),
    limited: createRateLimiter(() => limits, options.now),
    throttled: 0,
    switchedOff: new Map(),
    nextTime: () => (clock += 1000),
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
    expectedRows: (username) => expectedRows(dataOf(username)),
    dataOf,
    inject: (fault) => api.faults.add(fault),
    clearFaults: () => api.faults.clear(),
    touch: (resource, ids, username) => touchRecords(dataOf(username), resource, ids, api.nextTime),
    remove: (resource, ids, username) => removeRecords(dataOf(username), resource, ids),
    switchOff: (resource, off, username) => {
      const data = dataOf(username);
      const resources = api.switchedOff.get(data) ?? new Set<Resource>();
      if (off) resources.add(resource);
      else resources.delete(resource);
      api.switchedOff.set(data, resources);
    },
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
