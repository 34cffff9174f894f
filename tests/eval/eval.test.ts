// @vitest-environment node
/**
 * The AI view's accuracy goals (issues 16 and 27): over the evaluation set on the demo warehouse, at least 95 % of the
 * questions answered with the expected rows, at most 2 % with other rows, and every question that must be declined
 * declined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../../server/db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { runEval, tally, type EvalSummary } from './runEval.ts';
import { HELD_OUT_QUESTIONS } from './heldOutQuestions.ts';
import { EVAL_QUESTIONS } from './questions.ts';
import { TOTALS_QUESTIONS } from './totalsQuestions.ts';
import { SHARE_COMPARE_QUESTIONS } from './shareCompareQuestions.ts';

let db: Database;
let summary: EvalSummary;
/** Filters on totals, any of, top N per group: written after the parser learnt them (not held out). */
let totals: EvalSummary;
/** Shares, comparisons and calculated measures: written after the parser learnt them (not held out). */
let shares: EvalSummary;
/** Written without reading the parser or the sets above, and never tuned toward (docs/ai.md). */
let heldOut: EvalSummary;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedDemo(db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(db) });
  const [harbour] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!harbour) throw new Error('no demo instance');
  summary = await runEval(db, harbour.id);
  totals = await runEval(db, harbour.id, TOTALS_QUESTIONS);
  shares = await runEval(db, harbour.id, SHARE_COMPARE_QUESTIONS);
  heldOut = await runEval(db, harbour.id, HELD_OUT_QUESTIONS, { extraColumns: true });
  for (const [name, set] of Object.entries({ questions: summary, totals, shares, heldOut }))
    console.info(
      `${name}: ${tally(set).correct}/${set.results.length} correct, p95 ${Math.round(set.p95Ms)} ms`,
    );
}, 360_000);

afterAll(async () => {
  await db.close();
});

it('holds at least 60 questions, some of them to decline', () => {
  expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(summary.declineQuestions).toBeGreaterThanOrEqual(8);
});

it('answers at least 95 % of the questions with the expected rows, and at most 2 % with other rows', () => {
  // The bar issue 27 set (it was 90 %: the Branches table cost this set 8 answers and the test still passed).
  const wrong = summary.results.filter((r) => !r.correct).map((r) => `${r.question}: ${r.detail}`);
  expect(summary.accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
  expect(tally(summary).wrong, wrong.join('\n')).toBeLessThanOrEqual(
    Math.floor(summary.results.length * 0.02),
  );
});

it('declines every question it must decline', () => {
  const answered = summary.results.filter((r) => r.declineExpected && !r.correct).map((r) => r.question);
  expect(answered).toEqual([]);
});

describe('filters on totals, any of and the top N within each group (written after the parser change)', () => {
  it('holds at least 20 questions with results written by hand in SQL, some of them to decline', () => {
    expect(TOTALS_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(
      TOTALS_QUESTIONS.filter((q) => q.expected !== null && 'sql' in q.expected).length,
    ).toBeGreaterThanOrEqual(20);
    expect(totals.declineQuestions).toBeGreaterThanOrEqual(4);
  });

  it('answers at least 90 % with the rows the hand-written SQL gives, and none with other rows', () => {
    const wrong = totals.results.filter((r) => !r.correct).map((r) => `${r.question}: ${r.detail}`);
    expect(totals.accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    // A decline is not a wrong answer; an answer with other rows is.
    const answeredWrongly = totals.results.filter((r) => !r.correct && !r.detail.startsWith('declined'));
    expect(answeredWrongly.map((r) => `${r.question}: ${r.detail}`)).toEqual([]);
  });

  it('declines every question it reads only in part', () => {
    const answered = totals.results.filter((r) => r.declineExpected && !r.correct).map((r) => r.question);
    expect(answered).toEqual([]);
  });
});

describe('shares, comparisons and calculated measures (written after the parser change)', () => {
  it('holds at least 36 questions with results written by hand in SQL, some of them to decline', () => {
    expect(SHARE_COMPARE_QUESTIONS.length).toBeGreaterThanOrEqual(36);
    expect(
      SHARE_COMPARE_QUESTIONS.filter((q) => q.expected !== null && 'sql' in q.expected).length,
    ).toBeGreaterThanOrEqual(30);
    expect(shares.declineQuestions).toBeGreaterThanOrEqual(6);
  });

  it('answers at least 90 % with the rows the hand-written SQL gives, and none with other rows', () => {
    const wrong = shares.results.filter((r) => !r.correct).map((r) => `${r.question}: ${r.detail}`);
    expect(shares.accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
    const answeredWrongly = shares.results.filter((r) => !r.correct && !r.detail.startsWith('declined'));
    expect(answeredWrongly.map((r) => `${r.question}: ${r.detail}`)).toEqual([]);
  });

  it('declines every question it reads only in part', () => {
    const answered = shares.results.filter((r) => r.declineExpected && !r.correct).map((r) => r.question);
    expect(answered).toEqual([]);
  });
});

describe('the held-out set (written without reading the parser; its accuracy is reported, not required)', () => {
  it('holds at least 60 questions of every kind, each answerable one with SQL written by hand', () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(HELD_OUT_QUESTIONS.map((q) => q.kind));
    expect(kinds.size).toBe(9);
    expect(
      HELD_OUT_QUESTIONS.every((q) => q.expected === null || 'sql' in q.expected),
      'every expected result is hand-written SQL',
    ).toBe(true);
    expect(heldOut.declineQuestions).toBeGreaterThanOrEqual(8);
  });

  it('answers at most 2 % of the questions wrongly: a decline is not wrong, other rows are', () => {
    const { correct, declined, wrong } = tally(heldOut);
    console.info(
      `held out: ${correct} correct, ${declined} declined, ${wrong} wrong (of ${heldOut.results.length})`,
    );
    const wrongly = heldOut.results
      .filter((r) => !r.correct && (r.declineExpected || !r.detail.startsWith('declined:')))
      .map((r) => `${r.question}: ${r.detail}`);
    expect(wrongly.length, wrongly.join('\n')).toBeLessThanOrEqual(Math.floor(0.02 * heldOut.results.length));
  });
});
