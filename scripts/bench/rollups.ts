/**
 * Roll-ups the compiler chooses, measured on the bench's PostgreSQL server (postgresServer.ts: BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL, else a throwaway cluster on loopback; without any it is skipped and says so): the demo instance's sales replaced by the scale-out
 * bench's generated 10 million lines (scaleOutData.ts), its roll-ups rebuilt as a landing's swap rebuilds them, then
 * each demo design and Cin7 Omni template over those lines timed from the business tables and as the compiler
 * answers it (from a roll-up where one holds the answer), with the rows of both compared. Goals: a design answered
 * from a roll-up in under 500 ms, at least 10× faster than from the tables.
 *
 * `npx tsx scripts/bench/rollups.ts` runs it alone (BENCH_SCALE_ROWS=1000000 for a quicker look).
 */
import { isDeepStrictEqual } from 'node:util';
import type { QueryCell, TableQuery } from '@wharf/contract';
import { CIN7_OMNI_TEMPLATES } from '../../server/api/services/libraryTemplates/cin7Omni.ts';
import { compileQuery, loadCatalogue, runCompiledQuery } from '../../server/api/services/query/index.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { demoInstanceIds } from '../../server/testing/testStack.ts';
import { refreshRollups } from '../../server/model/rollupTables.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { table, type Figure } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';
import { loadLargeSales } from './scaleOutData.ts';
import { freshDatabase, postgresOnly, runWhenMain } from './postgresServer.ts';
import { takeLargeSales, type LargeSalesDatabase } from './largeSalesHandover.ts';

const SCHEMA = 'harbour_traders';
const ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 10_000_000);
const RUNS = 3;
/** A design answered from a roll-up: within this, and at least SPEED_UP_GOAL times faster than from its tables. */
const ROLLUP_BUDGET_MS = 500;
const SPEED_UP_GOAL = 10;

interface DesignTiming {
  design: string;
  rollup: string | null;
  tablesMs: number;
  chosenMs: number;
  sameRows: boolean;
}

/** The first page of the design as /api/clientQuery answers it, with or without roll-ups. */
async function firstPage(
  db: Database,
  instanceId: number,
  query: TableQuery,
  rollups: boolean,
): Promise<{ rollup: string | null; rows: QueryCell[][] }> {
  const catalogue = await loadCatalogue(db, instanceId);
  const compiled = compileQuery(catalogue, query, { rollups });
  return { rollup: compiled.rollup, rows: (await runCompiledQuery(db, compiled)).rows };
}

/** The median of RUNS timings after one warm-up (whose answer is returned). */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const answer = await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN, answer };
}

/** The demo's library designs and the Cin7 Omni templates, by title. */
async function designs(db: Database, instanceId: number): Promise<{ design: string; query: TableQuery }[]> {
  const library = await db.query<{ title: string; definition: TableQuery }>(
    'SELECT title, definition FROM app.library_items WHERE instance_id = $1 ORDER BY id',
    [instanceId],
  );
  return [
    ...library.map((row) => ({ design: row.title, query: row.definition })),
    ...CIN7_OMNI_TEMPLATES.map((template) => ({ design: template.title, query: template.query })),
  ];
}

function figuresOf(timings: readonly DesignTiming[]): Figure[] {
  const lines = ROWS.toLocaleString('en-US');
  return timings.flatMap((t): Figure[] => {
    const tables: Figure = {
      name: `${t.design} over ${lines} lines, from the tables`,
      value: t.tablesMs,
      unit: 'ms',
    };
    if (!t.rollup) return [tables];
    return [
      tables,
      {
        name: `${t.design} over ${lines} lines, from roll-up ${t.rollup}`,
        value: t.chosenMs,
        unit: 'ms',
        budget: ROLLUP_BUDGET_MS,
      },
      {
        name: `${t.design} over ${lines} lines: times faster from the roll-up`,
        value: t.tablesMs / t.chosenMs,
        unit: 'count',
        budget: SPEED_UP_GOAL,
        compare: 'min',
      },
      {
        name: `${t.design}: rows from the roll-up differ (0 = same)`,
        value: t.sameRows ? 0 : 1,
        unit: 'count',
        budget: 0,
      },
    ];
  });
}

/** The demo world with its sales replaced by ROWS generated lines: the scale-out part's, when it kept them. */
async function largeSales(adminUrl: string): Promise<LargeSalesDatabase> {
  const kept = takeLargeSales(ROWS);
  if (kept) return kept;
  const database = await freshDatabase(adminUrl, 'rollups');
  const db = await openDatabase({ databaseUrl: database.url });
  const drop = async () => {
    await db.close();
    await database.drop();
  };
  try {
    await migrate(db);
    await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
    const { harbour } = await demoInstanceIds(db);
    console.log(`bench: loading ${ROWS.toLocaleString('en-US')} sales order lines with COPY…`);
    return { db, harbour, loaded: await loadLargeSales(database.url, db, ROWS), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function measure(adminUrl: string): Promise<MeasurementResult> {
  const large = await largeSales(adminUrl);
  try {
    const { db, harbour, loaded } = large;
    const refreshStart = performance.now();
    await db.transaction((tx) => refreshRollups(tx, SCHEMA));
    const refreshMs = performance.now() - refreshStart;
    const timings: DesignTiming[] = [];
    for (const { design, query } of await designs(db, harbour)) {
      const tables = await timed(() => firstPage(db, harbour, query, false));
      const chosen = await timed(() => firstPage(db, harbour, query, true));
      timings.push({
        design,
        rollup: chosen.answer.rollup,
        tablesMs: tables.ms,
        chosenMs: chosen.ms,
        sameRows: isDeepStrictEqual(tables.answer.rows, chosen.answer.rows),
      });
    }
    const notes = [
      `Roll-ups: ${loaded.lines.toLocaleString('en-US')} lines on ${loaded.orders.toLocaleString('en-US')} orders (COPY ${(loaded.copyMs / 1000).toFixed(1)} s, indexes ${(loaded.indexMs / 1000).toFixed(1)} s); every roll-up rebuilt in ${(refreshMs / 1000).toFixed(1)} s, as a landing's swap rebuilds them; each design's first page, median of ${RUNS} after a warm-up`,
      ...table(
        [
          ['design', 'tables ms', 'chosen ms', 'answered from', '×', 'same rows'],
          ...timings.map((t) => [
            t.design,
            t.tablesMs.toFixed(0),
            t.chosenMs.toFixed(0),
            t.rollup ?? 'the tables',
            (t.tablesMs / t.chosenMs).toFixed(1),
            t.sameRows ? 'yes' : 'NO',
          ]),
        ],
        [1, 2, 4],
      ),
    ];
    return {
      figures: figuresOf(timings),
      notes,
      details: { rows: ROWS, loaded, refreshMs, designs: timings },
    };
  } finally {
    await large.drop();
  }
}

export function rollups(): Measurement {
  return postgresOnly('rollups', 'Roll-ups', measure);
}

runWhenMain(import.meta.url, 'Roll-ups', measure);
