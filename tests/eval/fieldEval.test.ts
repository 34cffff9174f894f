// @vitest-environment node
/**
 * The field sets (docs/ai.md, "Measured"): 160 questions written from the model and the demo warehouse in
 * managers' words by someone who had not read the parser, dealt alternately into a development set, tuned on, whose
 * failures are printed, and a held-out set, never tuned on, whose questions are never printed — only its totals.
 * Nobody who has read a held-out question changes the parser's words for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoWorld } from '../../server/testing/seededDemo.ts';
import { testBackend, type TestDatabase } from '../../server/testing/testBackends.ts';
import { BUSINESS_TABLES } from '../../server/model/index.ts';
import { runEval, tally, type EvalSummary } from './runEval.ts';
import type { EvalQuestion } from './questions.ts';
import { EVAL_QUESTIONS } from './questions.ts';
import { FIELD_DEV_QUESTIONS } from './fieldDevQuestions.ts';
import { FIELD_HELD_OUT_QUESTIONS } from './fieldHeldOutQuestions.ts';
import { tablesRead } from './tablesRead.ts';

/** Floors at the figures measured when the sets were written: raise them as the parser improves. */
const DEV_FLOOR = { right: 78, wrong: 0 };
const HELD_OUT_FLOOR = { right: 68, wrong: 1 };

let world: TestDatabase;
let dev: EvalSummary;
let heldOut: EvalSummary;

beforeAll(async () => {
  // A copy of the run's seeded demo world, on the run's one engine (docs/testing.md, "One engine or both").
  world = await openDemoWorld(testBackend());
  const { db } = world;
  const [harbour] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!harbour) throw new Error('no demo instance');
  dev = await runEval(db, harbour.id, FIELD_DEV_QUESTIONS, { extraColumns: true });
  heldOut = await runEval(db, harbour.id, FIELD_HELD_OUT_QUESTIONS, { extraColumns: true });
}, 600_000);

afterAll(async () => {
  await world?.dispose();
});

const totals = (name: string, summary: EvalSummary) => {
  const { correct, wrong, declined } = tally(summary);
  return `${name}: ${correct} right, ${wrong} wrong, ${declined} declined (of ${summary.results.length})`;
};

/** What every field set must be: its size, about one in ten to decline, each answer hand-written SQL, fresh. */
function expectWellFormed(questions: readonly EvalQuestion[]) {
  expect(questions.length).toBeGreaterThanOrEqual(80);
  expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
  const declines = questions.filter((q) => q.expected === null).length / questions.length;
  expect(declines).toBeGreaterThanOrEqual(0.08);
  expect(declines).toBeLessThanOrEqual(0.15);
  expect(
    questions.every((q) => q.expected === null || 'sql' in q.expected),
    'every expected result is hand-written SQL',
  ).toBe(true);
  const earlier = new Set(EVAL_QUESTIONS.map((q) => q.question.toLowerCase()));
  expect(questions.filter((q) => earlier.has(q.question.toLowerCase())).map((q) => q.question)).toEqual([]);
}

/** How many questions read each business table, from the expected SQL's table names. */
function tablesAsked(questions: readonly EvalQuestion[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const q of questions)
    if (q.expected && 'sql' in q.expected)
      for (const table of new Set(tablesRead(q.expected.sql))) asked.set(table, (asked.get(table) ?? 0) + 1);
  return asked;
}

describe('the field development set (tuned on: its failures are printed)', () => {
  it('holds at least 80 fresh questions, about one in ten to decline, each answer hand-written SQL', () => {
    expectWellFormed(FIELD_DEV_QUESTIONS);
  });

  it('asks about every business table of the model and no other table', () => {
    const asked = tablesAsked(FIELD_DEV_QUESTIONS);
    const business = BUSINESS_TABLES.map((table) => table.name);
    expect([...asked.keys()].filter((table) => !business.includes(table))).toEqual([]);
    expect(business.filter((table) => !asked.has(table))).toEqual([]);
  });

  it('prints its right, wrong and declined answers and each failing question, held at the figures measured', () => {
    console.info(totals('field dev', dev));
    const failures = dev.results
      .filter((r) => !r.correct)
      .map((r) => `${r.question} — ${r.detail.slice(0, 400)}`);
    for (const failure of failures) console.info(`  ${failure}`);
    const { correct, wrong } = tally(dev);
    expect(correct, failures.join('\n')).toBeGreaterThanOrEqual(DEV_FLOOR.right);
    expect(wrong, failures.join('\n')).toBeLessThanOrEqual(DEV_FLOOR.wrong);
  });
});

describe('the field held-out set (never tuned on: only its totals are printed)', () => {
  it('holds at least 80 fresh questions, about one in ten to decline, none of them in the development set', () => {
    expectWellFormed(FIELD_HELD_OUT_QUESTIONS);
    const tuned = new Set(FIELD_DEV_QUESTIONS.map((q) => q.question.toLowerCase()));
    expect(FIELD_HELD_OUT_QUESTIONS.filter((q) => tuned.has(q.question.toLowerCase())).length).toBe(0);
    const business = BUSINESS_TABLES.map((table) => table.name);
    const asked = tablesAsked(FIELD_HELD_OUT_QUESTIONS);
    expect(business.filter((table) => !asked.has(table)).length, 'business tables not asked about').toBe(0);
  });

  // The failing questions are never printed, not even in an assertion's message.
  it('prints only its totals and holds them at the figures measured', () => {
    console.info(totals('field held out', heldOut));
    const { correct, wrong } = tally(heldOut);
    expect(heldOut.results.length).toBe(FIELD_HELD_OUT_QUESTIONS.length);
    expect(wrong, 'held-out questions answered wrongly').toBeLessThanOrEqual(HELD_OUT_FLOOR.wrong);
    expect(correct, 'held-out questions answered right').toBeGreaterThanOrEqual(HELD_OUT_FLOOR.right);
  });
});
