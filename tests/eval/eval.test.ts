// @vitest-environment node
/**
 * The AI view's accuracy goals (docs/ai.md): over the evaluation set on the demo warehouse, at least 95 % of the
 * questions answered with the expected rows, at most 2 % with other rows, and every question that must be declined
 * declined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDemoWorld } from '../../server/testing/seededDemo.ts';
import { testBackend, type TestDatabase } from '../../server/testing/testBackends.ts';
import { runEval, tally, type EvalSummary } from './runEval.ts';
import { HELD_OUT_QUESTIONS } from './heldOutQuestions.ts';
import { EVAL_QUESTIONS } from './questions.ts';
import { TOTALS_QUESTIONS } from './totalsQuestions.ts';
import { SHARE_COMPARE_QUESTIONS } from './shareCompareQuestions.ts';
import { PLAIN_WORDS_QUESTIONS, WHOLE_HELD_OUT_SET } from './plainWordsQuestions.ts';
import { DEV_QUESTIONS } from './devQuestions.ts';
import { BUSINESS_TABLES } from '../../server/model/index.ts';
import { tablesRead } from './tablesRead.ts';

let world: TestDatabase;
let db: Database;
let summary: EvalSummary;
/** Filters on totals, any of, top N per group: written after the parser learnt them (not held out). */
let totals: EvalSummary;
/** Shares, comparisons and calculated measures: written after the parser learnt them (not held out). */
let shares: EvalSummary;
/** Written without reading the parser or the sets above, and never tuned toward (docs/ai.md). */
let heldOut: EvalSummary;
/** Held out too: plain business words over every business table (plainWordsQuestions.ts). */
let plainWords: EvalSummary;
/** The development set: tuned on, its failures printed (devQuestions.ts). */
let dev: EvalSummary;
let harbourId: number;

beforeAll(async () => {
  // A copy of the run's seeded demo world, on the run's one engine (docs/testing.md, "One engine or both").
  world = await openDemoWorld(testBackend());
  db = world.db;
  const [harbour] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!harbour) throw new Error('no demo instance');
  harbourId = harbour.id;
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
  await world?.dispose();
});

it('holds at least 60 questions, some of them to decline', () => {
  expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(summary.declineQuestions).toBeGreaterThanOrEqual(8);
});

it('answers at least 95 % of the questions with the expected rows, and at most 2 % with other rows', () => {
  // 95 %, not lower: at 90 % a change that cost this set 8 answers (the Branches table) still passed.
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
    // Held at the figure measured (docs/ai.md, "Measured"): raise it as the parser improves. 66, one fewer than
    // before the everyday readings of the plain-words development set: one answer became a decline, not looked for,
    // as this set is never tuned on.
    expect(correct, 'held-out questions answered right').toBeGreaterThanOrEqual(66);
  });
});

describe('the held-out set in plain business words (written from the model and the warehouse, never the parser)', () => {
  beforeAll(async () => {
    plainWords = await runEval(db, harbourId, PLAIN_WORDS_QUESTIONS, { extraColumns: true });
  }, 360_000);

  it('adds at least 75 new questions, at least 150 held out in all, about one in ten to decline', () => {
    expect(PLAIN_WORDS_QUESTIONS.length).toBeGreaterThanOrEqual(75);
    expect(WHOLE_HELD_OUT_SET.length).toBeGreaterThanOrEqual(150);
    const earlier = new Set(HELD_OUT_QUESTIONS.map((q) => q.question.toLowerCase()));
    expect(PLAIN_WORDS_QUESTIONS.filter((q) => earlier.has(q.question.toLowerCase()))).toEqual([]);
    expect(new Set(PLAIN_WORDS_QUESTIONS.map((q) => q.question)).size).toBe(PLAIN_WORDS_QUESTIONS.length);
    expect(
      PLAIN_WORDS_QUESTIONS.every((q) => q.expected === null || 'sql' in q.expected),
      'every expected result is hand-written SQL',
    ).toBe(true);
    const declines = plainWords.declineQuestions / PLAIN_WORDS_QUESTIONS.length;
    expect(declines).toBeGreaterThanOrEqual(0.1);
    expect(declines).toBeLessThanOrEqual(0.15);
  });

  // The figure is reported, and held where it stands so a change that costs it fails: the parser is not tuned
  // toward these questions (docs/ai.md). The failing questions are never printed.
  it('reports right, wrong and declined answers for the new questions and the whole held-out set', () => {
    const fresh = tally(plainWords);
    const whole = tally({ ...plainWords, results: [...heldOut.results, ...plainWords.results] });
    console.info(
      `plain words: ${fresh.correct} right, ${fresh.wrong} wrong, ${fresh.declined} declined (of ${plainWords.results.length}); ` +
        `whole held-out set: ${whole.correct} right, ${whole.wrong} wrong, ${whole.declined} declined (of ${WHOLE_HELD_OUT_SET.length})`,
    );
    expect(plainWords.results.length).toBe(PLAIN_WORDS_QUESTIONS.length);
    // Floors at the figures measured (docs/ai.md, "The held-out sets"): raise them as the parser improves.
    expect(fresh.wrong, 'plain words answered wrongly').toBeLessThanOrEqual(6);
    expect(fresh.correct, 'plain words answered right').toBeGreaterThanOrEqual(91);
  });

  it('asks several questions of every business table of the model', () => {
    const asked = new Map<string, number>();
    for (const q of PLAIN_WORDS_QUESTIONS)
      if (q.expected && 'sql' in q.expected)
        for (const table of new Set(tablesRead(q.expected.sql)))
          asked.set(table, (asked.get(table) ?? 0) + 1);
    const business = BUSINESS_TABLES.map((table) => table.name);
    expect(
      [...asked.keys()].filter((table) => !business.includes(table)),
      'tables outside the model',
    ).toEqual([]);
    const fewer = business.filter((table) => (asked.get(table) ?? 0) < 3);
    expect(fewer, 'business tables asked about fewer than 3 times').toEqual([]);
  });
});

describe('the development set (written to tune the parser on; its failures are printed)', () => {
  beforeAll(async () => {
    dev = await runEval(db, harbourId, DEV_QUESTIONS, { extraColumns: true });
  }, 360_000);

  it('asks at least 80 questions of every business table, some of them to decline', () => {
    expect(DEV_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    const asked = new Set(
      DEV_QUESTIONS.flatMap((q) => (q.expected && 'sql' in q.expected ? tablesRead(q.expected.sql) : [])),
    );
    expect(BUSINESS_TABLES.map((table) => table.name).filter((table) => !asked.has(table))).toEqual([]);
    expect(dev.declineQuestions).toBeGreaterThanOrEqual(8);
  });

  it('answers at least 95 % with the rows the hand-written SQL gives, and none with other rows', () => {
    const { correct, declined, wrong } = tally(dev);
    console.info(`dev: ${correct} right, ${wrong} wrong, ${declined} declined (of ${dev.results.length})`);
    const failures = dev.results
      .filter((r) => !r.correct)
      .map((r) => `${r.question} — ${r.detail.slice(0, 300)}`);
    for (const failure of failures) console.info(`  ${failure}`);
    expect(dev.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(wrong, failures.join('\n')).toBe(0);
  });
});
