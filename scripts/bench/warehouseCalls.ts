/**
 * The warehouse calls, measured on the API's own services (no HTTP, no browser) over one instance's warehouse of
 * ~100,000 sales order lines, each by turns with its floor (warehouseFloors.ts):
 *
 * - clientQuery, 1k rows: a joined design (lines + product + order), 1,000 rows in one page.
 * - clientQuery, 100k rows: the same design over every line, every page fetched in turn, as large as the landing
 *   pipeline asks for (src/landing/pageSize.ts: 21,428 rows of its 7 columns); one sample is the whole fetch.
 * - searchMemberList: a mix of searches (empty, one letter, prefixes, middles, no match) over SKUs of the lines
 *   table and customers' companies.
 *
 * Budgets: Microsoft's add-in guidance answers every interaction within 1 s; a designer preview and a member
 * search are interactions, so their p99 stays well below that on the shared 2-core machine. Selective searches
 * use the trigram index (a few ms); an empty or one-letter search reads the whole 100k-row column (35–65 ms;
 * ~150 ms under heavy load), which sets the p99. A full 100k-row landing is a background job; its budget keeps
 * it within a few seconds (each page costs about the same wherever it starts: the page is chosen by the
 * previous page's cursor, not an offset, and before the joins).
 */
import type { TableQuery } from '@wharf/contract';
import { landingPageSize } from '../../src/landing/pageSize.ts';
import type { Database } from '../../server/db/database.ts';
import { quoteIdent } from '../../server/db/identifiers.ts';
import { searchMembers } from '../../server/api/services/memberSearch.ts';
import { runTableQuery } from '../../server/api/services/tableQuery.ts';
import { memberSearchPlans, plainSelects, type Plan, type SearchRequest } from './warehouseFloors.ts';
import { engineName, figureName, floorName } from './engine.ts';
import { median, medianNoise, percentile, table, type Figure } from './figures.ts';
import { garbageCollector, settledHeap } from './fullCollection.ts';

export const QUERY_1K_MEDIAN_BUDGET_MS = 150;
export const QUERY_1K_P99_BUDGET_MS = 400;
export const QUERY_100K_MEDIAN_BUDGET_MS = 4_000;
export const QUERY_100K_P99_BUDGET_MS = 6_000;
export const MEMBER_SEARCH_MEDIAN_BUDGET_MS = 100;
/** A member search's p99 stays under 50 ms on 100k rows, and within 2× the trigram lookup alone. */
export const MEMBER_SEARCH_P99_BUDGET_MS = 50;
/** All pages of 100k rows within 1.5× one plain SELECT of the same rows through the same driver. */
const QUERY_100K_FLOOR_GOAL = 1.5;
const MEMBER_SEARCH_FLOOR_GOAL = 2;

const QUERY_1K_RUNS = 40;
const QUERY_100K_RUNS = 5;
/**
 * Each search of the mix is asked this many times: a p99 over fewer than 100 answers is their maximum, so one pause
 * of the process (a collection) sets it (90 ms once among ~75 answers of 28 ms median). Twelve
 * rounds give well over 100 answers, and the p99 is what it says.
 */
const SEARCH_ROUNDS = 12;
const WARM_UP_RUNS = 3;

const DESIGN: Omit<TableQuery, 'limit'> = {
  table: 'sales_order_lines',
  columns: ['line_id', 'sku', 'product.name', 'product.category', 'order.order_date', 'qty', 'line_total'],
  formats: { line_total: '#,##0.00' },
};
/** What the landing pipeline asks for a page of this design. */
const PAGE_SIZE = landingPageSize(DESIGN.columns.length);

/** The warehouse measured, and the searches that mean the same over its own values. */
export interface WarehouseTarget {
  instanceId: number;
  /** Named in every figure's name before the engine: [] for the seeded warehouse, ["Cin7 Omni model"]. */
  qualifiers: readonly string[];
  /** Over sales_order_lines.sku: empty, one letter, prefixes, middles, one SKU, no match. */
  skuSearches: readonly string[];
  /** Over customers.company: empty, one letter, words, a middle, no match. */
  companySearches: readonly string[];
}

export interface WarehouseCalls {
  figures: Figure[];
  /** The per-search breakdown, as printed lines. */
  notes: string[];
  details: Record<string, unknown>;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function sample(runs: number, work: (run: number) => Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await work(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timed(() => work(run)));
  return times;
}

type Work = (run: number) => Promise<unknown>;

/** What runs before each timed work of a turn: nothing, or a settled heap. */
type Settle = () => Promise<void>;
const unsettled: Settle = () => Promise.resolve();

/** The fastest of the plans, timed one after another. */
async function fastest(plans: readonly Plan[], settle: Settle): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (const plan of plans) {
    await settle();
    best = Math.min(best, await timed(plan));
  }
  return best;
}

/**
 * A call and its floor, run by turns: a busy moment of the shared machine weighs on both, not on one of them, so
 * their ratio holds from run to run. The floor of a turn is the fastest of that turn's plans.
 */
async function sampleInTurns(
  runs: number,
  call: Work,
  floorPlans: (run: number) => readonly Plan[],
  settle: Settle = unsettled,
): Promise<[number[], number[]]> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) {
    await call(run);
    await fastest(floorPlans(run), settle);
  }
  const calls: number[] = [];
  const floors: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await settle();
    calls.push(await timed(() => call(run)));
    floors.push(await fastest(floorPlans(run), settle));
  }
  return [calls, floors];
}

/** Every page, as the add-in walks them: each request sends the previous answer's cursor (keyset paging). */
async function fetchAllPages(db: Database, instanceId: number): Promise<number> {
  let next: Pick<TableQuery, 'offset' | 'after'> | null = { offset: 0 };
  let rows = 0;
  while (next !== null) {
    const page = await runTableQuery(db, instanceId, { ...DESIGN, pageSize: PAGE_SIZE, ...next });
    rows += page.rows.length;
    if (page.nextOffset === null) next = null;
    else next = page.nextCursor ? { after: page.nextCursor } : { offset: page.nextOffset };
  }
  return rows;
}

async function columnIds(db: Database, instanceId: number, tableName: string, column: string) {
  const [row] = await db.query<{ dwTableId: number; dwColumnId: number }>(
    `SELECT t.id AS "dwTableId", c.id AS "dwColumnId" FROM app.dw_tables t JOIN app.dw_columns c ON c.table_id = t.id
     WHERE t.instance_id = $1 AND t.table_name = $2 AND c.column_name = $3`,
    [instanceId, tableName, column],
  );
  if (!row) throw new Error(`bench: no ${tableName}.${column}`);
  return row;
}

interface Stats {
  median: number;
  p99: number;
  runs: number;
}
const stats = (times: readonly number[]): Stats => ({
  median: median(times),
  p99: percentile(times, 99),
  runs: times.length,
});

/** Every `step`-th line id in order: the 1k design starts its runs there, wherever the lines are numbered. */
async function lineIdsEvery(db: Database, instanceId: number, step: number): Promise<number[]> {
  const [instance] = await db.query<{ schema: string }>('SELECT schema FROM app.instances WHERE id = $1', [
    instanceId,
  ]);
  if (!instance) throw new Error(`bench: no instance ${instanceId}`);
  const rows = await db.query<{ id: number }>(
    `SELECT line_id AS id FROM (
       SELECT line_id, row_number() OVER (ORDER BY line_id) - 1 AS n FROM ${quoteIdent(instance.schema)}.sales_order_lines
     ) AS x WHERE n % $1 = 0 ORDER BY line_id`,
    [step],
  );
  return rows.map((row) => Number(row.id));
}

/** The searches and their trigram lookups alone, by turns; the searches' times also by search. */
async function measureSearches(db: Database, target: WarehouseTarget) {
  const { instanceId } = target;
  const sku = await columnIds(db, instanceId, 'sales_order_lines', 'sku');
  const company = await columnIds(db, instanceId, 'customers', 'company');
  const requests: SearchRequest[] = [
    ...target.skuSearches.map((search) => ({ ...sku, search })),
    ...target.companySearches.map((search) => ({ ...company, search })),
  ];
  const plans = await memberSearchPlans(db, requests);
  const perSearch = new Map<string, number[]>();
  const [times, floor] = await sampleInTurns(
    requests.length * SEARCH_ROUNDS,
    async (run) => {
      const request = requests[run % requests.length];
      if (!request) return;
      const start = performance.now();
      await searchMembers(db, { instanceId, ...request });
      const label = `${request.dwColumnId === sku.dwColumnId ? 'sku' : 'company'} "${request.search}"`;
      perSearch.set(label, [...(perSearch.get(label) ?? []), performance.now() - start]);
    },
    (run) => plans[run % plans.length] ?? [],
  );
  return { perSearch, times, floor };
}

export async function measureWarehouseCalls(db: Database, target: WarehouseTarget): Promise<WarehouseCalls> {
  const { instanceId } = target;
  const engine = engineName(db);
  const named = (what: string, stat: string) => `${figureName(what, engine, target.qualifiers)}, ${stat}`;
  const starts = await lineIdsEvery(db, instanceId, 2_000);
  const oneK = await sample(QUERY_1K_RUNS, (run) =>
    runTableQuery(db, instanceId, {
      ...DESIGN,
      limit: 1_000,
      filters: [{ column: 'line_id', op: 'gte', values: [starts[run % starts.length] ?? 0] }],
    }),
  );
  let fetched = 0;
  const { oneSelect, sortedSelect, pageSelects } = await plainSelects(db, instanceId, DESIGN, PAGE_SIZE);
  const floorPlans = sortedSelect ? [oneSelect, sortedSelect, pageSelects] : [oneSelect, pageSelects];
  const collect = garbageCollector();
  // Each walk and each floor plan starts on a settled heap: a walk leaves its 100k rows of cells as garbage, and the
  // plan timed next would pay for collecting them (the PGlite walk would "beat" its floor, at 0.96×, where its
  // pages are the very statements of the floor's pages).
  const [hundredK, plain] = await sampleInTurns(
    QUERY_100K_RUNS,
    async () => {
      fetched = await fetchAllPages(db, instanceId);
    },
    () => floorPlans,
    () => settledHeap(collect),
  );
  const aggregate = await sample(10, () =>
    runTableQuery(db, instanceId, {
      table: 'sales_order_lines',
      columns: ['product.category', 'order.branch', 'line_total', 'qty'],
      aggregate: { line_total: 'sum', qty: 'sum' },
    }),
  );
  const search = await measureSearches(db, target);

  const results = {
    query1k: stats(oneK),
    query100k: { ...stats(hundredK), rows: fetched, pages: Math.ceil(fetched / PAGE_SIZE) },
    aggregate100k: stats(aggregate),
    searchMemberList: stats(search.times),
    floors: { plainSelect100k: stats(plain), memberLookup: stats(search.floor) },
  };
  const figures: Figure[] = [
    {
      name: named('clientQuery 1k rows', 'median'),
      value: results.query1k.median,
      unit: 'ms',
      budget: QUERY_1K_MEDIAN_BUDGET_MS,
    },
    {
      name: named('clientQuery 1k rows', 'p99'),
      value: results.query1k.p99,
      unit: 'ms',
      budget: QUERY_1K_P99_BUDGET_MS,
    },
    {
      name: named('clientQuery 100k rows, all pages', 'median'),
      value: results.query100k.median,
      unit: 'ms',
      budget: QUERY_100K_MEDIAN_BUDGET_MS,
      floor: {
        name: floorName('the rows by plain SELECTs (one, or the same pages)', engine),
        value: results.floors.plainSelect100k.median,
        goal: QUERY_100K_FLOOR_GOAL,
        // On PGlite the walk sends the floor's own page statements: its median may fall below theirs by chance.
        noise: medianNoise(plain, hundredK),
      },
    },
    {
      name: named('clientQuery 100k rows, all pages', 'p99'),
      value: results.query100k.p99,
      unit: 'ms',
      budget: QUERY_100K_P99_BUDGET_MS,
    },
    {
      name: named('clientQuery 100k rows aggregated', 'median'),
      value: results.aggregate100k.median,
      unit: 'ms',
    },
    {
      name: named('searchMemberList', 'median'),
      value: results.searchMemberList.median,
      unit: 'ms',
      budget: MEMBER_SEARCH_MEDIAN_BUDGET_MS,
    },
    {
      name: named('searchMemberList', 'p99'),
      value: results.searchMemberList.p99,
      unit: 'ms',
      budget: MEMBER_SEARCH_P99_BUDGET_MS,
      floor: {
        name: `${floorName("the members' rows counted (trigram index or column grouped first)", engine)}, p99`,
        value: results.floors.memberLookup.p99,
        goal: MEMBER_SEARCH_FLOOR_GOAL,
      },
    },
  ];
  const searchRows = [...search.perSearch.entries()].map(([label, times]) => [
    label,
    median(times).toFixed(1),
    Math.max(...times).toFixed(1),
  ]);
  const notes = [
    `${figureName('clientQuery 100k', engine, target.qualifiers)}: ${fetched} rows in ${results.query100k.pages} pages of ${PAGE_SIZE}; ${QUERY_100K_RUNS} runs, 1k: ${QUERY_1K_RUNS} runs`,
    ...table(
      [[figureName('searchMemberList', engine, target.qualifiers), 'median ms', 'max ms'], ...searchRows],
      [1, 2],
    ),
  ];
  return { figures, notes, details: { ...results, searches: Object.fromEntries(search.perSearch) } };
}
