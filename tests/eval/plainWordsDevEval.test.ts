// @vitest-environment node
/**
 * The plain-words development set (docs/ai.md, "Measured"): questions in the words of sales managers, warehouse
 * people, bookkeepers and owners, written from the model and the demo warehouse by someone who had not read the
 * parser, each answer SQL written by hand. It is tuned on: its failures are printed, and its right and wrong answers
 * are held at the figures measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoWorld } from '../../server/testing/seededDemo.ts';
import { testBackend, type TestDatabase } from '../../server/testing/testBackends.ts';
import { BUSINESS_TABLES } from '../../server/model/index.ts';
import { runEval, tally, type EvalSummary } from './runEval.ts';
import { EVAL_QUESTIONS } from './questions.ts';
import { DEV_QUESTIONS } from './devQuestions.ts';
import { FIELD_DEV_QUESTIONS } from './fieldDevQuestions.ts';
import { SHARE_COMPARE_QUESTIONS } from './shareCompareQuestions.ts';
import { TOTALS_QUESTIONS } from './totalsQuestions.ts';
import { PLAIN_WORDS_DEV_QUESTIONS } from './plainWordsDevQuestions.ts';
import { tablesRead } from './tablesRead.ts';

/** Floors at the figures measured when the set was written: raise them as the parser improves. */
const FLOOR = { right: 173, wrong: 2 };

let world: TestDatabase;
let summary: EvalSummary;

beforeAll(async () => {
  // A copy of the run's seeded demo world, on the run's one engine (docs/testing.md, "One engine or both").
  world = await openDemoWorld(testBackend());
  const { db } = world;
  const [harbour] = await db.query<{ id: number }>(
    "SELECT id FROM app.instances WHERE schema = 'harbour_traders'",
  );
  if (!harbour) throw new Error('no demo instance');
  summary = await runEval(db, harbour.id, PLAIN_WORDS_DEV_QUESTIONS, { extraColumns: true });
}, 600_000);

afterAll(async () => {
  await world?.dispose();
});

describe('the plain-words development set (tuned on: its failures are printed)', () => {
  it('holds at least 120 fresh questions, 8–15 % to decline, each answer hand-written SQL', () => {
    const questions = PLAIN_WORDS_DEV_QUESTIONS;
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(new Set(questions.map((q) => q.question.toLowerCase())).size).toBe(questions.length);
    const declines = questions.filter((q) => q.expected === null).length / questions.length;
    expect(declines).toBeGreaterThanOrEqual(0.08);
    expect(declines).toBeLessThanOrEqual(0.15);
    expect(
      questions.every((q) => q.expected === null || 'sql' in q.expected),
      'every expected result is hand-written SQL',
    ).toBe(true);
    const earlier = new Set(
      [
        ...EVAL_QUESTIONS,
        ...DEV_QUESTIONS,
        ...FIELD_DEV_QUESTIONS,
        ...SHARE_COMPARE_QUESTIONS,
        ...TOTALS_QUESTIONS,
      ].map((q) => q.question.toLowerCase()),
    );
    expect(questions.filter((q) => earlier.has(q.question.toLowerCase())).map((q) => q.question)).toEqual([]);
  });

  it('asks about every business table of the model and no other table', () => {
    const asked = new Set(
      PLAIN_WORDS_DEV_QUESTIONS.flatMap((q) =>
        q.expected && 'sql' in q.expected ? tablesRead(q.expected.sql) : [],
      ),
    );
    const business = BUSINESS_TABLES.map((table) => table.name);
    expect([...asked].filter((table) => !business.includes(table))).toEqual([]);
    expect(business.filter((table) => !asked.has(table))).toEqual([]);
  });

  it('prints its right, wrong and declined answers and each failing question, held at the figures measured', () => {
    const { correct, wrong, declined } = tally(summary);
    console.info(
      `plain-words dev: ${correct} right, ${wrong} wrong, ${declined} declined (of ${summary.results.length})`,
    );
    const failures = summary.results
      .filter((r) => !r.correct)
      .map((r) => `${r.question} — ${r.detail.slice(0, 400)}`);
    for (const failure of failures) console.info(`  ${failure}`);
    expect(summary.results.length).toBe(PLAIN_WORDS_DEV_QUESTIONS.length);
    expect(correct, failures.join('\n')).toBeGreaterThanOrEqual(FLOOR.right);
    expect(wrong, failures.join('\n')).toBeLessThanOrEqual(FLOOR.wrong);
  });
});
