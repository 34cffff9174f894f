// @vitest-environment node
/**
 * The AI view's accuracy goal (issue 16): over the evaluation set on the demo warehouse, at least 90 % of the
 * questions answered with the expected rows, and every question that must be declined declined.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { runEval, type EvalSummary } from './runEval.ts';
import { EVAL_QUESTIONS } from './questions.ts';

let db: Database;
let summary: EvalSummary;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
  const [harbour] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!harbour) throw new Error('no demo instance');
  summary = await runEval(db, harbour.id);
}, 180_000);

afterAll(async () => {
  await db.close();
});

it('holds at least 60 questions, some of them to decline', () => {
  expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(summary.declineQuestions).toBeGreaterThanOrEqual(8);
});

it('answers at least 90 % of the questions with the expected rows', () => {
  const wrong = summary.results.filter((r) => !r.correct).map((r) => `${r.question}: ${r.detail}`);
  expect(summary.accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
});

it('declines every question it must decline', () => {
  const answered = summary.results.filter((r) => r.declineExpected && !r.correct).map((r) => r.question);
  expect(answered).toEqual([]);
});
