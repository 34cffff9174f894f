/**
 * The query language's analyst constructs — a relative period, a filter on totals, any-of, top N per group, a share
 * of the total (overall and within a group), a comparison with the previous period and with a year earlier, a
 * calculated measure — each timed through the compiler and runner /api/clientQuery uses (compile, run; the
 * instance's catalogue read, which every design pays alike, is printed beside it) beside the same question written by hand in SQL, by turns, on the demo warehouse, on each engine.
 * Before timing, each pair is checked once to answer the same rows; a pair that does not fails the bench.
 *
 * The hand-written SQL is the shape server/api/totalsAndRanks.test.ts, sharesAndComparisons.test.ts and
 * relativePeriods.test.ts check the API against, with the relative dates spelled out for the bench's clock.
 * The path asks the same design every turn, as a user refreshing it does, so after the first turn the compiler
 * answers it from the designs kept per catalogue (compiledCache.ts); a design's first compile is not in the figure.
 * Goal: each construct within 1.5× its floor, the faster of its hand-written SQL and its compiled SQL sent alone. `npx tsx scripts/bench/constructs.ts` runs it alone.
 */
import { fileURLToPath } from 'node:url';
import { tableQuerySchema, type QueryCell } from '@wharf/contract';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { compileQuery, loadCatalogue, runCompiledQuery } from '../../server/api/services/query/index.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { figureName, floorName, onEachEngine, type EngineName, type EngineResult } from './engine.ts';
import { median, medianNoise, printFigures, table, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { BenchPostgres } from './postgresServer.ts';
import { REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE } from '../../server/testing/comparisonDesign.ts';

/** Mid-November 2025 in the demo's calendar: last month is October 2025, the month before it September. */
const NOW = new Date('2025-11-15T12:00:00Z');
const SCHEMA = 'harbour_traders';
const SOLD = "status NOT IN ('Draft', 'Voided')";
const CONSTRUCT_FLOOR_GOAL = 1.5;
const RUNS = 30;
/**
 * A query under a millisecond wants more turns than 30 for a steady median on a shared machine: each construct takes
 * turns until its four works have run this long together (or MAX_RUNS), at least RUNS.
 */
const TURNS_MS = 2_000;
const MAX_RUNS = 400;
const WARM_UP_RUNS = 3;

interface Construct {
  name: string;
  /** The design as a client sends it (parsed by the contract's schema, as the API does). */
  design: unknown;
  /** The same question by hand, its columns in the design's order. */
  sql: string;
}

const LINES_WITH_PRODUCT_AND_ORDER = `${SCHEMA}.sales_order_lines l
  LEFT JOIN ${SCHEMA}.products p ON p.product_id = l.product_id
  LEFT JOIN ${SCHEMA}.sales_orders o ON o.order_id = l.order_id`;
const revenueBetween = (from: string, to: string) =>
  `SELECT branch, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0) AS r FROM ${SCHEMA}.sales_orders
   WHERE order_date >= '${from}' AND order_date < '${to}' GROUP BY branch`;
const unitsBetween = (from: string, to: string) =>
  `coalesce(sum(l.qty) FILTER (WHERE o.${SOLD} AND o.order_date >= '${from}' AND o.order_date < '${to}'), 0)`;

export const CONSTRUCTS: readonly Construct[] = [
  {
    name: 'relative period (revenue by branch, last month)',
    design: {
      table: 'sales_orders',
      columns: ['branch', 'measure:revenue'],
      filters: [{ column: 'order_date', op: 'inPeriod', values: ['lastMonth'] }],
    },
    sql: `${revenueBetween('2025-10-01', '2025-11-01')} ORDER BY branch`,
  },
  {
    name: 'filter on totals (customers with more than 10 orders)',
    design: {
      table: 'sales_orders',
      columns: ['customer_id', 'measure:orders'],
      having: [{ column: 'measure:orders', op: 'gt', values: [10] }],
      sort: [{ column: 'customer_id' }],
    },
    sql: `SELECT customer_id, count(*) FILTER (WHERE ${SOLD}) AS n FROM ${SCHEMA}.sales_orders
          GROUP BY customer_id HAVING count(*) FILTER (WHERE ${SOLD}) > 10 ORDER BY customer_id`,
  },
  {
    name: 'any of (Auckland or Wellington orders over 5,000)',
    design: {
      table: 'sales_orders',
      columns: ['order_id', 'branch', 'total'],
      filters: [{ column: 'total', op: 'gt', values: [5000] }],
      anyOf: [
        [
          { column: 'branch', op: 'eq', values: ['Auckland'] },
          { column: 'branch', op: 'eq', values: ['Wellington'] },
        ],
      ],
      limit: 10_000,
    },
    sql: `SELECT order_id, branch, total FROM ${SCHEMA}.sales_orders
          WHERE total > 5000 AND (branch = 'Auckland' OR branch = 'Wellington') ORDER BY order_id`,
  },
  {
    name: 'top 3 per group (products in each category by units)',
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'product.name', 'measure:units_sold'],
      topPerGroup: { n: 3, by: 'measure:units_sold', within: ['product.category'] },
      sort: [{ column: 'product.category' }, { column: 'measure:units_sold', desc: true }],
    },
    sql: `SELECT category, name, units FROM (
            SELECT p.category, p.name, coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) AS units,
                   row_number() OVER (PARTITION BY p.category
                                      ORDER BY coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) DESC, p.name) AS rank
            FROM ${SCHEMA}.sales_order_lines l
            JOIN ${SCHEMA}.products p ON p.product_id = l.product_id
            JOIN ${SCHEMA}.sales_orders o ON o.order_id = l.order_id
            GROUP BY p.category, p.name) ranked
          WHERE rank <= 3 ORDER BY category, units DESC, name`,
  },
  {
    name: 'share of total (revenue by branch)',
    design: { table: 'sales_orders', columns: ['branch', 'measure:revenue', 'share:measure:revenue'] },
    sql: `WITH b AS (SELECT branch, coalesce(sum(subtotal) FILTER (WHERE ${SOLD}), 0) AS revenue
                     FROM ${SCHEMA}.sales_orders GROUP BY branch)
          SELECT branch, revenue, revenue / (SELECT sum(revenue) FROM b) FROM b ORDER BY branch`,
  },
  {
    name: 'share within a group (units by brand in each category)',
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'product.brand', 'measure:units_sold', 'share:measure:units_sold'],
      shareWithin: { 'share:measure:units_sold': ['product.category'] },
    },
    sql: `WITH u AS (SELECT p.category, p.brand, coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0) AS units
                     FROM ${LINES_WITH_PRODUCT_AND_ORDER} GROUP BY p.category, p.brand)
          SELECT category, brand, units, units::numeric / nullif((SELECT sum(units) FROM u AS w
            WHERE w.category IS NOT DISTINCT FROM u.category), 0)
          FROM u ORDER BY category, brand`,
  },
  {
    name: 'comparison with the month before (revenue, change, change %)',
    design: REVENUE_BY_BRANCH_AGAINST_MONTH_BEFORE,
    sql: `WITH now AS (${revenueBetween('2025-10-01', '2025-11-01')}),
               bef AS (${revenueBetween('2025-09-01', '2025-10-01')})
          SELECT branch, coalesce(now.r, 0) AS a, coalesce(bef.r, 0) AS b,
                 coalesce(now.r, 0) - coalesce(bef.r, 0) AS c,
                 (coalesce(now.r, 0) - coalesce(bef.r, 0)) / nullif(coalesce(bef.r, 0), 0) AS d
          FROM now FULL JOIN bef USING (branch) ORDER BY branch`,
  },
  {
    name: 'comparison with a year earlier (units by category, year to date)',
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'measure:units_sold', 'previous:measure:units_sold'],
      filters: [{ column: 'order.order_date', op: 'inPeriod', values: ['yearToDate'] }],
      compare: { column: 'order.order_date', against: 'yearEarlier' },
    },
    sql: `SELECT p.category, ${unitsBetween('2025-01-01', '2025-11-16')} AS a,
                 ${unitsBetween('2024-01-01', '2024-11-16')} AS b
          FROM ${LINES_WITH_PRODUCT_AND_ORDER}
          WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-11-16'
            AND (o.order_date < '2024-11-16' OR o.order_date >= '2025-01-01')
          GROUP BY p.category ORDER BY p.category`,
  },
  {
    name: 'calculated measure (margin per unit by category)',
    design: {
      table: 'sales_order_lines',
      columns: ['product.category', 'calc:margin_per_unit'],
      calculated: {
        margin_per_unit: {
          name: 'Margin per unit',
          formula: '([Revenue] − [Cost of goods sold]) ÷ [Units sold]',
        },
      },
      sort: [{ column: 'calc:margin_per_unit', desc: true }],
    },
    sql: `SELECT p.category,
                 (coalesce(sum(l.line_total) FILTER (WHERE o.${SOLD}), 0)
                  - coalesce(sum(l.qty * l.unit_cost) FILTER (WHERE o.${SOLD}), 0))
                 / nullif(coalesce(sum(l.qty) FILTER (WHERE o.${SOLD}), 0), 0) AS m
          FROM ${LINES_WITH_PRODUCT_AND_ORDER}
          GROUP BY p.category ORDER BY m DESC, p.category`,
  },
];

/** Rows as comparable text: numbers to four places, numeric text (PostgreSQL's numeric and bigint) as numbers. */
export function rowsText(rows: readonly (readonly unknown[])[]): string[] {
  const cell = (value: unknown): string => {
    const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    return typeof number === 'number' ? number.toFixed(4) : String(number);
  };
  return rows.map((row) => row.map(cell).join('|'));
}

/** The first difference between two answers, or null when they are the same rows in the same order. */
export function firstDifference(compiled: readonly string[], byHand: readonly string[]): string | null {
  for (let i = 0; i < Math.max(compiled.length, byHand.length); i += 1) {
    if (compiled[i] !== byHand[i]) {
      return `row ${i + 1}: compiled ${compiled[i] ?? '(none)'}, by hand ${byHand[i] ?? '(none)'} (${compiled.length} and ${byHand.length} rows)`;
    }
  }
  return null;
}

function permutations(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  return permutations(n - 1).flatMap((order) =>
    Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)]),
  );
}

/**
 * Every order of n works (n is 3 here: 6 orders), arranged so that, taken in turn and round again, each work comes
 * right after each other work equally often — inside a turn and from one turn's last work to the next turn's first.
 */
export function everyOrder(n: number): number[][] {
  const all = permutations(n);
  const [first, ...rest] = all;
  if (!first || n < 2) return all;
  const pairKey = (a: number[], b: number[]) => `${a.at(-1)}>${b[0]}`;
  const search = (path: number[][], left: number[][], used: Set<string>): number[][] | null => {
    const last = path.at(-1) ?? first;
    if (left.length === 0) {
      const closing = pairKey(last, first);
      return last.at(-1) !== first[0] && !used.has(closing) ? path : null;
    }
    for (const next of left) {
      const key = pairKey(last, next);
      if (last.at(-1) === next[0] || used.has(key)) continue;
      const found = search(
        [...path, next],
        left.filter((order) => order !== next),
        new Set([...used, key]),
      );
      if (found) return found;
    }
    return null;
  };
  return search([first], rest, new Set()) ?? all;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

interface Timing {
  name: string;
  rows: number;
  /** The construct's own path: compile and run over the tables, the catalogue already read. */
  compiledMs: number;
  byHandMs: number;
  /** Where the API's time goes: the instance's catalogue read, and the compiled SQL alone on the same driver. */
  catalogueMs: number;
  compiledSqlMs: number;
  /** How far the path's median may fall below its floor's by chance (medianNoise of their turns). */
  floorNoise: number;
}

async function measureConstruct(db: Database, instanceId: number, construct: Construct): Promise<Timing> {
  const design = tableQuerySchema.parse(construct.design);
  const catalogue = () => loadCatalogue(db, instanceId);
  const loaded = await catalogue();
  // The construct itself, over the tables it reads: roll-ups answer some of these designs from a summary table
  // instead (measured on their own by the rollups bench), which is not the construct's cost.
  const compiled = () => runCompiledQuery(db, compileQuery(loaded, design, { now: NOW, rollups: false }));
  const byHand = () => db.query<Record<string, QueryCell | string>>(construct.sql);
  const answer = await compiled();
  if (answer.nextOffset !== null) throw new Error(`bench: ${construct.name} answered more than one page`);
  const got = rowsText(answer.rows);
  const want = rowsText((await byHand()).map((row) => Object.values(row)));
  const difference = firstDifference(got, want);
  if (difference)
    throw new Error(`bench: ${construct.name} differs from its hand-written SQL: ${difference}`);
  if (got.length === 0) throw new Error(`bench: ${construct.name} answered no rows: nothing was measured`);
  const sql = compileQuery(loaded, design, { now: NOW, rollups: false });
  const compiledSql = () => db.query(sql.sql, sql.params);
  const works = [compiled, byHand, compiledSql];
  for (let run = 0; run < WARM_UP_RUNS; run += 1) for (const work of works) await work();
  // By turns: a busy moment of the shared machine weighs on all of them, so their ratios hold from run to run. The
  // turns go through every order of the works, so each follows each other equally often (the one after a query of
  // the same rows finds them warm: rotating the start alone put the compiled SQL before the path two turns in three,
  // and the path beat its floor by 6 %). The catalogue read is timed on its own afterwards: run between the others
  // it evicted what they had cached and doubled the compiler's time (0.09 → 0.18 ms), the catalogue's cost.
  const orders = everyOrder(works.length);
  const times: number[][] = works.map(() => []);
  const started = performance.now();
  for (let run = 0; run < MAX_RUNS; run += 1) {
    if (run >= RUNS && run % orders.length === 0 && performance.now() - started >= TURNS_MS) break;
    for (const i of orders[run % orders.length] ?? []) {
      const work = works[i];
      if (work) times[i]?.push(await timed(work));
    }
  }
  const catalogueTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) catalogueTimes.push(await timed(catalogue));
  const [compiledMs, byHandMs, compiledSqlMs] = times.map(median);
  const catalogueMs = median(catalogueTimes);
  const [compiledTimes = [], byHandTimes = [], compiledSqlTimes = []] = times;
  const floorTimes =
    constructFloorMs({ byHandMs: byHandMs ?? Number.NaN, compiledSqlMs: compiledSqlMs ?? Number.NaN }) ===
    byHandMs
      ? byHandTimes
      : compiledSqlTimes;
  return {
    name: construct.name,
    rows: got.length,
    compiledMs: compiledMs ?? Number.NaN,
    byHandMs: byHandMs ?? Number.NaN,
    catalogueMs,
    compiledSqlMs: compiledSqlMs ?? Number.NaN,
    floorNoise: medianNoise(floorTimes, compiledTimes),
  };
}

/**
 * The fastest known way to the construct's rows on this engine: the hand-written SQL, or the compiled SQL sent alone
 * when the compiler wrote it better (a floor the path can beat is no floor).
 */
export const constructFloorMs = (timing: Pick<Timing, 'byHandMs' | 'compiledSqlMs'>): number =>
  Math.min(timing.byHandMs, timing.compiledSqlMs);

export async function measureConstructs(db: Database, engine: EngineName): Promise<EngineResult> {
  await migrate(db);
  await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
  const [instance] = await db.query<{ id: number }>('SELECT id FROM app.instances WHERE schema = $1', [
    SCHEMA,
  ]);
  if (!instance) throw new Error(`bench: no ${SCHEMA} instance`);
  const [size] = await db.query<{ orders: number; lines: number }>(
    `SELECT (SELECT count(*)::int FROM ${SCHEMA}.sales_orders) AS orders,
            (SELECT count(*)::int FROM ${SCHEMA}.sales_order_lines) AS lines`,
  );
  const timings: Timing[] = [];
  for (const construct of CONSTRUCTS) timings.push(await measureConstruct(db, instance.id, construct));
  const figures: Figure[] = timings.map((timing) => ({
    name: `${figureName(`construct: ${timing.name}`, engine)}, median`,
    value: timing.compiledMs,
    unit: 'ms',
    floor: {
      name: floorName(
        'the faster of the same query written by hand in SQL and the compiled SQL sent alone',
        engine,
      ),
      value: constructFloorMs(timing),
      goal: CONSTRUCT_FLOOR_GOAL,
      noise: timing.floorNoise,
    },
  }));
  const notes = [
    `constructs (${engine}): the demo warehouse (${size?.orders ?? 0} orders, ${size?.lines ?? 0} lines), clock ${NOW.toISOString()}; ` +
      `each construct answered the same rows as its hand-written SQL; median of ${RUNS}–${MAX_RUNS} runs by turns ` +
      `(at least ${RUNS}, and as many as fit in ${TURNS_MS / 1000} s). ` +
      'The construct is compile + run over the tables (roll-ups off); the catalogue read, the same for every design, ' +
      'is shown beside it; "SQL ratio" is the compiled SQL alone against the hand-written SQL',
    ...table(
      [
        [
          `construct (${engine})`,
          'rows',
          'compile + run ms',
          'by hand ms',
          'ratio',
          'catalogue ms',
          'compiled SQL alone ms',
          'SQL ratio',
        ],
        ...timings.map((t) => [
          t.name,
          String(t.rows),
          t.compiledMs.toFixed(2),
          t.byHandMs.toFixed(2),
          `${(t.compiledMs / t.byHandMs).toFixed(2)}x`,
          t.catalogueMs.toFixed(2),
          t.compiledSqlMs.toFixed(2),
          `${(t.compiledSqlMs / t.byHandMs).toFixed(2)}x`,
        ]),
      ],
      [1, 2, 3, 4, 5, 6, 7],
    ),
  ];
  return { figures, notes, details: { orders: size?.orders, lines: size?.lines, timings } };
}

export function constructs(): Measurement {
  return {
    name: 'constructs',
    run: (context) => onEachEngine(context.postgres, 'constructs', measureConstructs),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const postgres = new BenchPostgres();
  onEachEngine(postgres, 'constructs', measureConstructs)
    .finally(() => postgres.stop())
    .then((result) => {
      console.log(result.notes.join('\n'));
      const { over } = printFigures(result.figures);
      process.exitCode = over > 0 ? 1 : 0;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
