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

/** Whether an answered row holds every cell of the expected row (as many times as it has it). */
function holds(answered: string, expected: string): boolean {
  const cells = answered.split('|');
  return expected.split('|').every((value) => {
    const at = cells.indexOf(value);
    if (at === -1) return false;
    cells.splice(at, 1);
    return true;
  });
}

/**
 * The answer's rows against the expected ones: equal rows, or — with extra columns allowed — each expected row held
 * by its own answered row (an id or SKU beside the name, the change beside a comparison), never other rows.
 */
function firstDifference(want: string[], got: string[], ordered: boolean, extraColumns: boolean): string {
  if (!extraColumns) {
    const order = (rows: string[]) => (ordered ? rows : [...rows].sort());
    const a = order(want);
    const b = order(got);
    const differs = a.findIndex((row, index) => row !== b[index]);
    return differs === -1 ? '' : `row ${differs}: ${b[differs]} ≠ ${a[differs]}`;
  }
  const unmatched = [...got];
  for (const [index, row] of want.entries()) {
    const at = ordered
      ? holds(got[index] ?? '', row)
        ? index
        : -1
      : unmatched.findIndex((r) => holds(r, row));
    if (at === -1) return `no answered row holds ${row}${ordered ? ` at row ${index}: ${got[index]}` : ''}`;
    if (!ordered) unmatched.splice(at, 1);
  }
  return '';
}

async function sameRows(
  db: Queryable,
  catalogue: Catalogue,
  expected: EvalQuestion,
  answered: TableQuery,
  extraColumns: boolean,
): Promise<string> {
  if (!expected.expected) return 'expected a decline';
  const [want, got] = await Promise.all([
    expectedRows(db, catalogue, expected.expected),
    rowsOf(db, catalogue, answered),
  ]);
  if (want.length !== got.length) return `${got.length} rows, expected ${want.length}`;
  return firstDifference(want, got, expected.ordered === true, extraColumns);
}

/**
 * A set's answers in three: correct, declined (a question with an answer, declined: not wrong) and wrong (other rows
 * than the question's, or an answer to a question that must be declined).
 */
export function tally(summary: EvalSummary): { correct: number; declined: number; wrong: number } {
  const correct = summary.results.filter((r) => r.correct).length;
  const declined = summary.results.filter(
    (r) => !r.correct && !r.declineExpected && r.detail.startsWith('declined:'),
  ).length;
  return { correct, declined, wrong: summary.results.length - correct - declined };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runEval(
  db: Queryable,
  instanceId: number,
  questions: readonly EvalQuestion[] = EVAL_QUESTIONS,
  /** An answer may show columns beyond the expected ones (the held-out set's rule: it names no columns). */
  { extraColumns = false }: { extraColumns?: boolean } = {},
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
      detail = await sameRows(db, catalogue, item, answer.query, extraColumns);
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
