/**
 * Runs the evaluation set against an instance: each question answered by /api/aiQuery's service, timed, and its
 * design's rows compared with the expected design's rows. Cells compare by value (numbers to the cent); columns
 * and rows compare in any order unless the question asks for an order. Shared by the accuracy test and the bench.
 */
import type { AiQueryResponse, QueryCell, TableQuery } from '@wharf/contract';
import type { Queryable } from '../../server/db/database.ts';
import {
  compileQuery,
  loadCatalogue,
  runCompiledQuery,
  type Catalogue,
} from '../../server/api/services/query/index.ts';
import { answerQuestion } from '../../server/api/services/ai/answerQuestion.ts';
import { MemberDictionaries } from '../../server/api/services/ai/parser/members.ts';
import { EVAL_NOW, EVAL_QUESTIONS, type EvalQuestion } from './questions.ts';

export interface EvalResult {
  question: string;
  declineExpected: boolean;
  correct: boolean;
  ms: number;
  /** Why it is wrong, for the test's message. */
  detail: string;
}

export interface EvalSummary {
  results: EvalResult[];
  accuracy: number;
  declinesDeclined: number;
  declineQuestions: number;
  p95Ms: number;
}

const cell = (value: QueryCell) => (typeof value === 'number' ? value.toFixed(2) : String(value));

/** Each row as its cells' values sorted, so the column order does not matter. */
async function rowsOf(db: Queryable, catalogue: Catalogue, query: TableQuery): Promise<string[]> {
  const result = await runCompiledQuery(
    db,
    compileQuery(catalogue, { ...query, pageSize: 10_000 }, { now: EVAL_NOW }),
  );
  return result.rows.map((row) => row.map(cell).sort().join('|'));
}

/** The expected rows: the expected design's, or those of the SQL written by hand for the question. */
async function expectedRows(
  db: Queryable,
  catalogue: Catalogue,
  expected: TableQuery | { sql: string },
): Promise<string[]> {
  if (!('sql' in expected)) return rowsOf(db, catalogue, expected);
  const rows = await db.query<Record<string, QueryCell>>(expected.sql);
  return rows.map((row) => Object.values(row).map(cell).sort().join('|'));
}

async function sameRows(
  db: Queryable,
  catalogue: Catalogue,
  expected: EvalQuestion,
  answered: TableQuery,
): Promise<string> {
  if (!expected.expected) return 'expected a decline';
  const [want, got] = await Promise.all([
    expectedRows(db, catalogue, expected.expected),
    rowsOf(db, catalogue, answered),
  ]);
  if (want.length !== got.length) return `${got.length} rows, expected ${want.length}`;
  const order = (rows: string[]) => (expected.ordered ? rows : [...rows].sort());
  const a = order(want);
  const b = order(got);
  const differs = a.findIndex((row, index) => row !== b[index]);
  return differs === -1 ? '' : `row ${differs}: ${b[differs]} ≠ ${a[differs]}`;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runEval(
  db: Queryable,
  instanceId: number,
  questions = EVAL_QUESTIONS,
): Promise<EvalSummary> {
  const catalogue = await loadCatalogue(db, instanceId);
  const services = { dictionaries: new MemberDictionaries(), model: null, now: () => EVAL_NOW.getTime() };
  // The member dictionary is read once per instance and kept: read it before timing, as a running server has.
  await answerQuestion(db, instanceId, { question: 'revenue by branch' }, services);
  const results: EvalResult[] = [];
  for (const item of questions) {
    const started = performance.now();
    const answer: AiQueryResponse = await answerQuestion(
      db,
      instanceId,
      { question: item.question },
      services,
    );
    const ms = performance.now() - started;
    let detail: string;
    if (item.expected === null)
      detail = answer.query === null ? '' : `answered ${JSON.stringify(answer.query)}`;
    else if (answer.query === null) detail = `declined: ${answer.explanation.missing.join('; ')}`;
    else {
      detail = await sameRows(db, catalogue, item, answer.query);
      if (detail) detail += ` — ${JSON.stringify(answer.query)}`;
    }
    results.push({
      question: item.question,
      declineExpected: item.expected === null,
      correct: detail === '',
      ms,
      detail,
    });
  }
  const declines = results.filter((r) => r.declineExpected);
  return {
    results,
    accuracy: results.filter((r) => r.correct).length / results.length,
    declinesDeclined: declines.filter((r) => r.correct).length,
    declineQuestions: declines.length,
    p95Ms: percentile(
      results.map((r) => r.ms),
      95,
    ),
  };
}
