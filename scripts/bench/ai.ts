/**
 * The AI view's embedded parser, measured on the API's own service (no HTTP, no browser): the
 * evaluation set (tests/eval) over the demo world in an in-memory PGlite, each answer's rows
 * compared with the expected design's rows. Figures: questions answered correctly (goal ≥ 90 %), questions that must
 * be declined and were (goal: all), and the p95 of one answer's time (goal < 300 ms on this machine) — catalogue
 * read, parse, design and compiler check; the member dictionary is read once before timing, as a running API has.
 */
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { runEval } from '../../tests/eval/runEval.ts';
import { median, type Figure } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

export const AI_ACCURACY_GOAL = 0.9;
export const AI_P95_BUDGET_MS = 300;
/** The demo world seeded into an empty embedded database, as at a newcomer's first `npm start`. */
export const DEMO_SEED_BUDGET_MS = 15_000;

export function aiParser(): Measurement {
  return {
    name: 'aiParser',
    async run(): Promise<MeasurementResult> {
      const db = await openDatabase({ dataDir: 'memory://' });
      try {
        await migrate(db);
        const seedStarted = performance.now();
        await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
        const seedMs = performance.now() - seedStarted;
        const [harbour] = await db.query<{ id: number }>(
          "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
        );
        if (!harbour) throw new Error('the demo world has no Harbour Traders');
        const summary = await runEval(db, harbour.id);
        const total = summary.results.length;
        const correct = summary.results.filter((r) => r.correct).length;
        const figures: Figure[] = [
          {
            name: `AI eval: answered correctly (of ${total})`,
            value: correct,
            unit: 'count',
            budget: Math.ceil(AI_ACCURACY_GOAL * total),
            compare: 'min',
          },
          {
            name: `AI eval: declined as they must be (of ${summary.declineQuestions})`,
            value: summary.declinesDeclined,
            unit: 'count',
            budget: summary.declineQuestions,
            compare: 'min',
          },
          { name: 'AI eval: answer time p95', value: summary.p95Ms, unit: 'ms', budget: AI_P95_BUDGET_MS },
          { name: 'Demo seed on PGlite', value: Math.round(seedMs), unit: 'ms', budget: DEMO_SEED_BUDGET_MS },
        ];
        const wrong = summary.results.filter((r) => !r.correct);
        return {
          figures,
          notes: [
            `AI eval: accuracy ${(summary.accuracy * 100).toFixed(1)} %, median answer ${median(summary.results.map((r) => r.ms)).toFixed(1)} ms`,
            ...wrong.map((r) => `AI eval: wrong — ${r.question}: ${r.detail.slice(0, 200)}`),
          ],
          details: summary.results.map(({ question, correct: ok, ms }) => ({
            question,
            correct: ok,
            ms: Math.round(ms),
          })),
        };
      } finally {
        await db.close();
      }
    },
  };
}
