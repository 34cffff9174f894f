/**
 * `npm run bench -- cin7Calls`: the Cin7 Omni calls Wharf makes, from the same week the week test runs
 * (server/testing/cin7Week.ts): two connections on one account, every entity every 15 minutes of an injected clock.
 * Prints each entity's full-load calls per 1,000 records beside its floor (records ÷ 250, plus the short page that
 * ends the listing) and in all, then the week's calls a day (the highest and the mean) against Cin7's 5,000.
 * Needs no browser.
 */
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { Cin7Week, type FullLoadCalls } from '../../server/testing/cin7Week.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import type { Figure } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

const ROWS_PER_CALL = 250;
/** A full load may make at most this many times its floor's calls. */
const CALLS_FLOOR_GOAL = 1.01;
const DAILY_LIMIT = 5000;
const DAYS = 7;

const perThousand = (calls: number, rows: number) => (rows === 0 ? 0 : (calls * 1000) / rows);
const floorCalls = (rows: number) => Math.floor(rows / ROWS_PER_CALL) + 1;

function callsFigure(name: string, load: Pick<FullLoadCalls, 'rows' | 'calls'>, floor: number): Figure {
  return {
    name,
    value: perThousand(load.calls, load.rows),
    unit: 'count',
    floor: {
      name: 'records ÷ 250, plus the last short page',
      value: perThousand(floor, load.rows),
      goal: CALLS_FLOOR_GOAL,
    },
  };
}

export function cin7Calls(): Measurement {
  return {
    name: 'cin7Calls',
    async run(): Promise<MeasurementResult> {
      const db = await openDatabase({ dataDir: 'memory://' });
      let week: Cin7Week | null = null;
      try {
        await migrate(db);
        await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
        week = await Cin7Week.prepare({ db, secretKey: Buffer.alloc(32, 5) });
        const result = await week.run(DAYS);
        const loads = result.fullLoad.filter((load) => load.rows > 0);
        const all = loads.reduce((sum, l) => ({ rows: sum.rows + l.rows, calls: sum.calls + l.calls }), {
          rows: 0,
          calls: 0,
        });
        const allFloor = loads.reduce((sum, load) => sum + floorCalls(load.rows), 0);
        const maxDay = Math.max(...result.callsByDay);
        const meanDay = result.callsByDay.reduce((sum, n) => sum + n, 0) / result.callsByDay.length;
        const figures: Figure[] = [
          ...loads.map((load) =>
            callsFigure(
              `Cin7 full load of ${load.entity}, calls per 1,000 records`,
              load,
              floorCalls(load.rows),
            ),
          ),
          callsFigure('Cin7 full load of every entity, calls per 1,000 records', all, allFloor),
          {
            name: 'Cin7 week, calls on the busiest day',
            value: maxDay,
            unit: 'count',
            budget: DAILY_LIMIT,
            compare: 'max',
          },
          {
            name: 'Cin7 week, calls a day on average',
            value: meanDay,
            unit: 'count',
            budget: DAILY_LIMIT,
            compare: 'max',
          },
          {
            name: 'Cin7 week, 429 answers',
            value: result.throttled,
            unit: 'count',
            budget: 0,
            compare: 'max',
          },
        ];
        return {
          figures,
          notes: [
            `Cin7 full load: ${all.calls} calls for ${all.rows} records of ${loads.length} entities (floor ${allFloor})`,
            `Cin7 week (two connections, one account): ${result.callsByDay.join(', ')} calls a day`,
            ...(result.missed.length > 0
              ? [`Cin7 week missed: ${result.missed.slice(0, 5).join('; ')}`]
              : []),
          ],
          details: { ...result },
        };
      } finally {
        await week?.close();
        await db.close();
      }
    },
  };
}
