/**
 * A local Cin7 Omni: the REST API v1 shape over HTTP (GET {base}/v1/Products, ProductOptions, Stock, Contacts,
 * SalesOrders, PurchaseOrders; Basic authentication; page/rows paging capped at 250; where filters on ModifiedDate
 * and Id; order) with deterministic data, a configurable rate limit answering 429, and injectable faults (429, 500,
 * slow pages). `npm start` points the demo connection at it and the tests and the bench use it. Its base URL is
 * {url}/api, like https://api.cin7.com/api.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface SimulatorSizes {
  products: number;
  /** Options (SKUs) per product. */
  optionsPerProduct: number;
  branches: number;
  contacts: number;
  salesOrders: number;
  /** Lines per sales order cycle through 1..2×average−1, so the total is salesOrders × average (exactly, for whole cycles). */
  averageLinesPerOrder: number;
  purchaseOrders: number;
}

export const DEMO_SIZES: SimulatorSizes = {
  products: 2000,
  optionsPerProduct: 2,
  branches: 3,
  contacts: 3000,
  salesOrders: 6000,
  averageLinesPerOrder: 4,
  purchaseOrders: 600,
};

export interface SimulatorLimits {
  perSecond: number;
  perMinute: number;
  perDay: number;
}

export interface Fault {
  /** 429 and 5xx answer that status; 'slow' answers normally after delayMs; 'reset' drops the connection. */
  kind: 429 | 500 | 502 | 503 | 'slow' | 'reset';
  /** How many matching calls it hits (default 1). */
  count?: number;
  /** Only calls to this resource, e.g. "SalesOrders". */
  resource?: string;
  /** Only pages from this number on (default any). */
  fromPage?: number;
  delayMs?: number;
}

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** Accepted API usernames and keys. */
  credentials: { username: string; key: string }[];
  sizes?: Partial<SimulatorSizes>;
  /** null: no limit (the bench). Default Cin7's published 3/s, 60/min, 5000/day. */
  limits?: SimulatorLimits | null;
  /** The ModifiedDate of record 0; later records are minutes after it. */
  epoch?: string;
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
  touch(
    resource: 'Products' | 'ProductOptions' | 'Stock' | 'Contacts' | 'SalesOrders' | 'PurchaseOrders',
    ids: number[],
  ): void;
  setLimits(limits: SimulatorLimits | null): void;
  close(): Promise<void>;
}

const MINUTE = 60_000;
const BRANCHES = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin'];
const BRANDS = ['Harbour', 'Kauri', 'Southern Cross', 'Tui', 'Pohutukawa', 'Rimu'];
const TYPES = ['Apparel', 'Footwear', 'Accessories', 'Homeware'];
const COLOURS = ['Black', 'White', 'Navy', 'Green', 'Red', 'Grey'];
const SIZES = ['S', 'M', 'L', 'XL'];
const CITIES = [
  ['Auckland', 'New Zealand'],
  ['Wellington', 'New Zealand'],
  ['Sydney', 'Australia'],
  ['Melbourne', 'Australia'],
  ['Christchurch', 'New Zealand'],
];
const FIRST = ['Aroha', 'Ben', 'Chloe', 'Daniel', 'Ella', 'Finn', 'Grace', 'Hemi', 'Isla', 'Jack'];
const LAST = ['Smith', 'Ngata', 'Brown', 'Wilson', 'Taylor', 'Walker', 'Clarke', 'Young'];
const STAGES = ['New', 'Approved', 'Dispatched', 'Invoiced'];

/** A deterministic number in [0, 1) for (kind, index). */
function unit(kind: string, index: number): number {
  return createHash('md5').update(`${kind}:${index}`).digest().readUInt32BE(0) / 2 ** 32;
}
const pick = <T>(list: readonly T[], kind: string, index: number): T =>
  list[Math.floor(unit(kind, index) * list.length)] as T;
const money = (value: number) => Math.round(value * 100) / 100;
const iso = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;

interface Dataset {
  Products: Json[];
  ProductOptions: Json[];
  Stock: Json[];
  Contacts: Json[];
  SalesOrders: Json[];
  PurchaseOrders: Json[];
}
type Resource = keyof Dataset;
const RESOURCES: Resource[] = [
  'Products',
  'ProductOptions',
  'Stock',
  'Contacts',
  'SalesOrders',
  'PurchaseOrders',
];

function lineItems(
  kind: string,
  orderId: number,
  count: number,
  options: Json[],
  start: number,
  created: string,
) {
  const lines: Json[] = [];
  for (let n = 0; n < count; n += 1) {
    const lineId = start + n;
    const option = options[Math.floor(unit(`${kind}-option`, lineId) * options.length)] ?? {};
    const price = Number((option.priceColumns as Json | undefined)?.retailNZD ?? 10);
    const qty = 1 + Math.floor(unit(`${kind}-qty`, lineId) * 6);
    lines.push({
      id: lineId,
      createdDate: created,
      transactionId: orderId,
      productId: option.productId,
      productOptionId: option.id,
      sort: n + 1,
      code: option.code,
      name: `Product ${String(option.productId)}`,
      option1: option.option1,
      option2: option.option2,
      option3: '',
      qty,
      unitPrice: price,
      unitCost: Number((option.priceColumns as Json | undefined)?.costNZD ?? 5),
      discount: unit(`${kind}-disc`, lineId) < 0.2 ? money(price * qty * 0.1) : 0,
      qtyShipped: qty,
    });
  }
  return lines;
}

function totals(order: Json): void {
  const lines = order.lineItems as Json[];
  const productTotal = money(lines.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitPrice), 0));
  const discountTotal = money(lines.reduce((sum, l) => sum + Number(l.discount), 0));
  order.productTotal = productTotal;
  order.discountTotal = discountTotal;
  order.total = money(productTotal - discountTotal + Number(order.freightTotal ?? 0));
}

function generate(sizes: SimulatorSizes, epoch: number): Dataset {
  let tick = 0;
  const stamp = () => iso(epoch + tick++ * MINUTE);
  const branches = BRANCHES.slice(0, Math.max(1, Math.min(sizes.branches, BRANCHES.length)));
  const Products: Json[] = [];
  const ProductOptions: Json[] = [];
  for (let p = 1; p <= sizes.products; p += 1) {
    const created = stamp();
    Products.push({
      id: p,
      status: unit('status', p) < 0.95 ? 'Public' : 'Inactive',
      createdDate: created,
      modifiedDate: created,
      styleCode: `STY-${String(p).padStart(5, '0')}`,
      name: `${pick(BRANDS, 'brand', p)} ${pick(TYPES, 'type', p)} ${p}`,
      brand: pick(BRANDS, 'brand', p),
      productType: pick(TYPES, 'type', p),
      productSubtype: pick(COLOURS, 'sub', p),
      supplierId: 100_000 + (p % 50),
    });
    for (let o = 0; o < sizes.optionsPerProduct; o += 1) {
      const id = (p - 1) * sizes.optionsPerProduct + o + 1;
      const retail = money(10 + unit('price', p) * 190);
      ProductOptions.push({
        id,
        productId: p,
        status: 'Primary',
        createdDate: created,
        modifiedDate: created,
        code: `STY-${String(p).padStart(5, '0')}-${pick(SIZES, 'size', id)}${o}`,
        barcode: String(9_400_000_000_000 + id),
        supplierCode: `SUP-${id}`,
        option1: pick(COLOURS, 'colour', id),
        option2: SIZES[o % SIZES.length],
        option3: '',
        priceColumns: { retailNZD: retail, wholesaleNZD: money(retail * 0.6), costNZD: money(retail * 0.4) },
        stockAvailable: 0,
        stockOnHand: 0,
      });
    }
  }
  const Stock: Json[] = [];
  for (const option of ProductOptions) {
    let onHand = 0;
    let available = 0;
    branches.forEach((branch, b) => {
      const id = Number(option.id);
      const soh = Math.floor(unit(`soh${b}`, id) * 120);
      const open = Math.floor(unit(`open${b}`, id) * Math.min(soh, 15));
      onHand += soh;
      available += soh - open;
      Stock.push({
        productId: option.productId,
        productOptionId: id,
        modifiedDate: option.modifiedDate,
        styleCode: String(option.code).slice(0, 9),
        code: option.code,
        barcode: option.barcode,
        branchId: b + 1,
        branchName: branch,
        productName: `Product ${String(option.productId)}`,
        option1: option.option1,
        option2: option.option2,
        option3: '',
        size: null,
        available: soh - open,
        stockOnHand: soh,
        openSales: open,
        incoming: Math.floor(unit(`inc${b}`, id) * 20),
        virtual: 0,
        holding: 0,
      });
    });
    option.stockOnHand = onHand;
    option.stockAvailable = available;
  }
  const Contacts: Json[] = [];
  for (let c = 1; c <= sizes.contacts; c += 1) {
    const created = stamp();
    const [city, country] = pick(CITIES, 'city', c);
    const supplier = c % 20 === 0;
    Contacts.push({
      id: c,
      isActive: true,
      type: supplier ? 'Supplier' : 'Customer',
      createdDate: created,
      modifiedDate: created,
      company: `${pick(LAST, 'co', c)} ${supplier ? 'Supplies' : 'Retail'} ${c}`,
      firstName: pick(FIRST, 'first', c),
      lastName: pick(LAST, 'last', c),
      email: `contact${c}@example.test`,
      phone: `+64 9 ${String(1_000_000 + c).slice(1)}`,
      city,
      state: '',
      postCode: String(1000 + (c % 9000)),
      country,
      group: pick(['Retail', 'Wholesale', 'Online'], 'group', c),
      priceColumn: 'RetailNZD',
    });
  }
  const customers = Contacts.filter((c) => c.type === 'Customer');
  const suppliers = Contacts.filter((c) => c.type === 'Supplier');
  const maxLines = Math.max(1, 2 * sizes.averageLinesPerOrder - 1);
  const SalesOrders: Json[] = [];
  let lineId = 1;
  for (let s = 1; s <= sizes.salesOrders; s += 1) {
    const created = stamp();
    const customer = customers[Math.floor(unit('cust', s) * customers.length)] ?? {};
    const count = ((s - 1) % maxLines) + 1;
    const stage = pick(STAGES, 'stage', s);
    const order: Json = {
      id: s,
      createdDate: created,
      modifiedDate: created,
      reference: `SO-${String(s).padStart(6, '0')}`,
      memberId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
      email: customer.email,
      branchId: 1 + Math.floor(unit('sobranch', s) * branches.length),
      stage,
      status: unit('void', s) < 0.02 ? 'VOID' : 'APPROVED',
      currencyCode: 'NZD',
      taxStatus: 'Incl',
      taxRate: 0.15,
      freightTotal: unit('freight', s) < 0.3 ? 9.5 : 0,
      invoiceDate: stage === 'Invoiced' ? created : null,
      dispatchedDate: stage === 'Dispatched' || stage === 'Invoiced' ? created : null,
      lineItems: lineItems('so', s, count, ProductOptions, lineId, created),
    };
    lineId += count;
    totals(order);
    SalesOrders.push(order);
  }
  const PurchaseOrders: Json[] = [];
  for (let p = 1; p <= sizes.purchaseOrders; p += 1) {
    const created = stamp();
    const supplier = suppliers[Math.floor(unit('sup', p) * suppliers.length)] ?? {};
    const count = ((p - 1) % maxLines) + 1;
    const order: Json = {
      id: p,
      createdDate: created,
      modifiedDate: created,
      reference: `PO-${String(p).padStart(6, '0')}`,
      supplierId: supplier.id ?? null,
      company: supplier.company ?? null,
      branchId: 1 + Math.floor(unit('pobranch', p) * branches.length),
      stage: pick(['Draft', 'Ordered', 'Received'], 'postage', p),
      status: 'APPROVED',
      currencyCode: 'NZD',
      freightTotal: 0,
      estimatedDeliveryDate: iso(Date.parse(created) + 14 * 24 * 60 * MINUTE),
      lineItems: lineItems('po', p, count, ProductOptions, 10_000_000 + lineId, created),
    };
    lineId += count;
    totals(order);
    PurchaseOrders.push(order);
  }
  return { Products, ProductOptions, Stock, Contacts, SalesOrders, PurchaseOrders };
}

const MAX_ROWS = 250;
const DENIED = 'Authorization has been denied for this request.';

/** where=Field op 'value' [AND …] for ModifiedDate, CreatedDate and Id; anything else is refused as Cin7 does. */
function whereFilter(where: string | null): ((record: Json) => boolean) | string {
  if (!where?.trim()) return () => true;
  const tests: ((record: Json) => boolean)[] = [];
  for (const part of where.split(/\s+AND\s+/i)) {
    const match = /^\s*(\w+)\s*(>=|<=|<>|=|>|<)\s*'?([^']*)'?\s*$/.exec(part);
    if (!match?.[1] || !match[2] || match[3] === undefined) return `Invalid where clause: ${part}`;
    const name = match[1].toLowerCase();
    const op = match[2];
    const fieldName =
      name === 'modifieddate'
        ? 'modifiedDate'
        : name === 'createddate'
          ? 'createdDate'
          : name === 'id'
            ? 'id'
            : null;
    if (!fieldName) return `Invalid where clause: unknown field ${match[1]}`;
    const isDate = fieldName !== 'id';
    const value = isDate ? Date.parse(match[3]) : Number(match[3]);
    if (Number.isNaN(value)) return `Invalid where clause: ${part}`;
    tests.push((record) => {
      const actual = isDate ? Date.parse(String(record[fieldName])) : Number(record[fieldName]);
      switch (op) {
        case '>':
          return actual > value;
        case '>=':
          return actual >= value;
        case '<':
          return actual < value;
        case '<=':
          return actual <= value;
        case '<>':
          return actual !== value;
        default:
          return actual === value;
      }
    });
  }
  return (record) => tests.every((test) => test(record));
}

function sortKey(record: Json, resource: Resource): number {
  return resource === 'Stock'
    ? Number(record.productOptionId) * 100 + Number(record.branchId)
    : Number(record.id);
}

export async function startCin7Simulator(options: SimulatorOptions): Promise<Cin7Simulator> {
  const sizes: SimulatorSizes = { ...DEMO_SIZES, ...options.sizes };
  const epoch = Date.parse(options.epoch ?? '2025-01-01T00:00:00Z');
  const data = generate(sizes, epoch);
  let clock =
    epoch + (sizes.products + sizes.contacts + sizes.salesOrders + sizes.purchaseOrders + 10) * MINUTE;
  let limits: SimulatorLimits | null =
    options.limits === undefined ? { perSecond: 3, perMinute: 60, perDay: 5000 } : options.limits;
  const faults: (Fault & { left: number })[] = [];
  const windows = new Map<string, number[]>();
  const daily = new Map<string, number>();
  const calls: Record<string, number> = {};
  const accepted = new Set(options.credentials.map((c) => `${c.username}:${c.key}`));

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };

  /** Answers 429 when one more call from this user would pass a limit. */
  const limited = (user: string): number | null => {
    if (!limits) return null;
    const now = Date.now();
    const times = (windows.get(user) ?? []).filter((time) => time > now - MINUTE);
    windows.set(user, times);
    const day = daily.get(user) ?? 0;
    if (day >= limits.perDay) return 3600;
    if (times.filter((time) => time > now - 1000).length >= limits.perSecond) return 1;
    if (times.length >= limits.perMinute) return Math.ceil(((times[0] ?? now) + MINUTE - now) / 1000);
    times.push(now);
    daily.set(user, day + 1);
    return null;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const match = /^\/api\/v1\/(\w+)\/?$/.exec(url.pathname);
    const resource = RESOURCES.find((r) => r.toLowerCase() === match?.[1]?.toLowerCase());
    if (request.method !== 'GET' || !resource)
      return send(response, 404, {
        Message: `No HTTP resource was found that matches the request URI '${url.pathname}'.`,
      });
    calls[resource] = (calls[resource] ?? 0) + 1;
    const auth = request.headers.authorization ?? '';
    const decoded = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : '';
    if (!accepted.has(decoded)) return send(response, 401, { Message: DENIED });
    const user = decoded.split(':')[0] ?? '';
    const wait = limited(user);
    if (wait !== null) {
      return send(
        response,
        429,
        { Message: 'API rate limit exceeded: 3 calls per second, 60 per minute, 5000 per day.' },
        { 'retry-after': String(wait) },
      );
    }
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const fault = faults.find(
      (f) =>
        f.left > 0 &&
        (!f.resource || f.resource.toLowerCase() === resource.toLowerCase()) &&
        page >= (f.fromPage ?? 1),
    );
    if (fault) {
      fault.left -= 1;
      if (fault.kind === 'reset') {
        request.socket.destroy();
        return;
      }
      if (fault.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
      else if (fault.kind === 429)
        return send(response, 429, { Message: 'API rate limit exceeded.' }, { 'retry-after': '0' });
      else return send(response, fault.kind, { Message: 'An error has occurred.' });
    }
    const rows = Math.min(MAX_ROWS, Math.max(1, Number(url.searchParams.get('rows') ?? 50) || 50));
    const filter = whereFilter(url.searchParams.get('where'));
    if (typeof filter === 'string') return send(response, 400, { Message: filter });
    const order = (url.searchParams.get('order') ?? 'Id').toLowerCase();
    let records = data[resource].filter(filter);
    if (order.startsWith('modifieddate')) {
      records = [...records].sort(
        (a, b) =>
          Date.parse(String(a.modifiedDate)) - Date.parse(String(b.modifiedDate)) ||
          sortKey(a, resource) - sortKey(b, resource),
      );
    } else {
      records = [...records].sort((a, b) => sortKey(a, resource) - sortKey(b, resource));
    }
    const slice = records.slice((page - 1) * rows, page * rows);
    const fields = url.searchParams.get('fields');
    if (fields) {
      const wanted = fields.split(',').map((f) => f.trim().toLowerCase());
      return send(
        response,
        200,
        slice.map((r) =>
          Object.fromEntries(Object.entries(r).filter(([k]) => wanted.includes(k.toLowerCase()))),
        ),
      );
    }
    return send(response, 200, slice);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { Message: 'An error has occurred.' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${options.host === 'localhost' ? 'localhost' : '127.0.0.1'}:${address.port}`;

  return {
    url,
    baseUrl: `${url}/api`,
    calls,
    expectedRows: () => ({
      cin7_products: data.Products.length,
      cin7_product_options: data.ProductOptions.length,
      cin7_stock: data.Stock.length,
      cin7_contacts: data.Contacts.length,
      cin7_sales_orders: data.SalesOrders.length,
      cin7_sales_order_lines: data.SalesOrders.reduce((sum, o) => sum + (o.lineItems as Json[]).length, 0),
      cin7_purchase_orders: data.PurchaseOrders.length,
      cin7_purchase_order_lines: data.PurchaseOrders.reduce(
        (sum, o) => sum + (o.lineItems as Json[]).length,
        0,
      ),
    }),
    inject: (fault) => faults.push({ ...fault, left: fault.count ?? 1 }),
    clearFaults: () => {
      faults.length = 0;
    },
    touch(resource, ids) {
      const wanted = new Set(ids);
      for (const record of data[resource]) {
        const id = resource === 'Stock' ? Number(record.productOptionId) : Number(record.id);
        if (!wanted.has(id)) continue;
        clock += 1000;
        record.modifiedDate = iso(clock);
        if (resource === 'Contacts') record.company = `${String(record.company)} (changed)`;
        if (resource === 'Products' || resource === 'ProductOptions')
          record.option3 =
            record.name = `${typeof record.name === 'string' ? record.name : 'Option'} (changed)`;
        if (resource === 'Stock') record.stockOnHand = Number(record.stockOnHand) + 1;
        if (resource === 'SalesOrders' || resource === 'PurchaseOrders') {
          for (const line of record.lineItems as Json[]) line.qty = Number(line.qty) + 1;
          totals(record);
        }
      }
    },
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
