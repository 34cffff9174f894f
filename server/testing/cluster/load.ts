/**
 * The cluster test's load: clients spread over the API processes, each asking its questions in a loop until told to
 * stop. A network error (the process it asked is down) is a failed request the client retries on the next process;
 * an answer is checked — a 200 with the wrong rows is a wrong answer, any other status an unexpected one.
 */
import type { ClusterAnswer, ClusterClient } from './apiClient.ts';

export interface Question {
  path: string;
  payload: unknown;
  /** Null when the answer is right; otherwise what was wrong with it. */
  check(answer: ClusterAnswer): string | null;
}

export interface LoadReport {
  answered: number;
  /** Requests that met a process that was down, each retried on another. */
  failed: number;
  /** Failed requests whose retries never got an answer before the load stopped. */
  unretried: number;
  wrong: string[];
  unexpected: string[];
  latenciesMs: number[];
}

export interface LoadOptions {
  clients: number;
  apiUrls: () => readonly string[];
  questions: readonly Question[];
  client: ClusterClient;
  until: () => boolean;
}

async function oneClient(index: number, options: LoadOptions, report: LoadReport): Promise<void> {
  let turn = index;
  let target = index;
  let owing = false;
  while (!options.until()) {
    const question = options.questions[turn % options.questions.length] as Question;
    const urls = options.apiUrls();
    const url = urls[target % urls.length] as string;
    const started = performance.now();
    try {
      const answer = await options.client.post(url, question.path, question.payload);
      report.latenciesMs.push(performance.now() - started);
      if (answer.status !== 200) {
        report.unexpected.push(`${question.path} → ${answer.status} ${JSON.stringify(answer.body)}`);
      } else {
        const problem = question.check(answer);
        if (problem) report.wrong.push(`${question.path}: ${problem}`);
        else report.answered += 1;
      }
      owing = false;
      turn += 1;
    } catch {
      // The process is gone or restarting: retry the same question on the next one, as the add-in's retry would.
      report.failed += 1;
      owing = true;
      target += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  if (owing) report.unretried += 1;
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = {
    answered: 0,
    failed: 0,
    unretried: 0,
    wrong: [],
    unexpected: [],
    latenciesMs: [],
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => oneClient(index, options, report)));
  return report;
}
