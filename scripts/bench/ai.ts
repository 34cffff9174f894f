/**
 * The AI view's embedded parser, measured on the API's own service (no HTTP, no browser): the two
 * evaluation sets (tests/eval: the earlier questions, and those of totals, "or" and top N per group) over the demo
 * world in an in-memory PGlite, each answer's rows compared with the expected rows. Figures per set: questions
 * answered correctly (goal ≥ 95 % earlier, ≥ 90 % new), wrong answers — answered, but not the question's rows; a
 * decline is not wrong — (goal ≤ 2 %), questions that must be declined and were (goal: all), and the p95 of one
 * answer's time (goal < 300 ms on this machine): catalogue read, parse, design and compiler check; the member
 * dictionary is read once before timing, as a running API has.
 */
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { percentile, runEval, type EvalSummary } from '../../tests/eval/runEval.ts';
import { EVAL_QUESTIONS } from '../../tests/eval/questions.ts';
import { TOTALS_QUESTIONS } from '../../tests/eval/totalsQuestions.ts';
import { SHARE_COMPARE_QUESTIONS } from '../../tests/eval/shareCompareQuestions.ts';
import { HELD_OUT_QUESTIONS } from '../../tests/eval/heldOutQuestions.ts';
import { DEV_QUESTIONS } from '../../tests/eval/devQuestions.ts';
import { median, type Figure } from './figures.ts';
import type { Measurement, MeasurementResult } from './measurement.ts';

export const AI_ACCURACY_GOAL = 0.95;
export const AI_NEW_ACCURACY_GOAL = 0.9;
export const AI_WRONG_ANSWER_GOAL = 0.02;
export const AI_P95_BUDGET_MS = 300;
/** The demo world seeded into an empty embedded database, as at a newcomer's first `npm start`. */
export const DEMO_SEED_BUDGET_MS = 15_000;

/** Answered, but with rows other than the question's: a decline is not a wrong answer. */
const isWrong = (result: EvalSummary['results'][number]) =>
  !result.correct && (result.declineExpected || !result.detail.startsWith('declined:'));

/** Without an accuracy goal (the held-out set) its correct answers are printed as the honest estimate, not judged. */
function setFigures(set: string, summary: EvalSummary, accuracyGoal: number | undefined): Figure[] {
  const total = summary.results.length;
  const correct: Figure = {
    name: `AI eval, ${set}: answered correctly (of ${total})`,
    value: summary.results.filter((r) => r.correct).length,
    unit: 'count',
  };
  return [
    accuracyGoal === undefined
      ? correct
      : { ...correct, budget: Math.ceil(accuracyGoal * total), compare: 'min' },
    {
      name: `AI eval, ${set}: wrong answers (of ${total})`,
      value: summary.results.filter(isWrong).length,
      unit: 'count',
      budget: Math.floor(AI_WRONG_ANSWER_GOAL * total),
    },
    {
      name: `AI eval, ${set}: declined as they must be (of ${summary.declineQuestions})`,
      value: summary.declinesDeclined,
      unit: 'count',
      budget: summary.declineQuestions,
      compare: 'min',
    },
    { name: `AI eval, ${set}: answer time p95`, value: summary.p95Ms, unit: 'ms', budget: AI_P95_BUDGET_MS },
  ];
}

/**
 * The development set (tests/eval/devQuestions.ts: the managers' everyday words over every business table) through
 * the parser: the median and p95 of one answer's time, the p95 against the 300 ms budget.
 */
function devTimeFigures(dev: EvalSummary): Figure[] {
  const times = dev.results.map((r) => r.ms);
  return [
    {
      name: `AI parser, development set (${times.length} questions): answer time p50`,
      value: percentile(times, 50),
      unit: 'ms',
    },
    {
      name: `AI parser, development set (${times.length} questions): answer time p95`,
      value: percentile(times, 95),
      unit: 'ms',
      budget: AI_P95_BUDGET_MS,
    },
  ];
}

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
        const earlier = await runEval(db, harbour.id, EVAL_QUESTIONS);
        const totals = await runEval(db, harbour.id, TOTALS_QUESTIONS);
        const shares = await runEval(db, harbour.id, SHARE_COMPARE_QUESTIONS);
        const dev = await runEval(db, harbour.id, DEV_QUESTIONS, { extraColumns: true });
        const figures: Figure[] = [
          ...setFigures('earlier set', earlier, AI_ACCURACY_GOAL),
          ...setFigures('totals, "or", top N set (not held out)', totals, AI_NEW_ACCURACY_GOAL),
          ...setFigures('shares, comparisons, calculated set (not held out)', shares, AI_NEW_ACCURACY_GOAL),
          // Written without reading the parser and never tuned toward: the honest estimate (docs/ai.md). The
          // accuracy goals are the earlier and the new sets'; this one's wrong answers and declines keep theirs.
          ...setFigures(
            'held-out set',
            await runEval(db, harbour.id, HELD_OUT_QUESTIONS, { extraColumns: true }),
            undefined,
          ),
          ...devTimeFigures(dev),
          { name: 'Demo seed on PGlite', value: Math.round(seedMs), unit: 'ms', budget: DEMO_SEED_BUDGET_MS },
        ];
        const results = [...earlier.results, ...totals.results, ...shares.results];
        const notRight = results.filter((r) => !r.correct);
        return {
          figures,
          notes: [
            `AI eval: accuracy ${(earlier.accuracy * 100).toFixed(1)} % (earlier), ${(totals.accuracy * 100).toFixed(1)} % (totals), ${(shares.accuracy * 100).toFixed(1)} % (shares, comparisons, calculated); median answer ${median(results.map((r) => r.ms)).toFixed(1)} ms`,
            ...notRight.map((r) => `AI eval: not right — ${r.question}: ${r.detail.slice(0, 200)}`),
          ],
          details: results.map(({ question, correct: ok, ms }) => ({
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
