/**
 * What the stranger's first hour (signup.spec.ts) needs beside the page: a count of the clicks and field entries a
 * person makes, another company's full import running at the same time, and the AI view's answers read column by
 * column.
 */
import type { Locator, Page } from '@playwright/test';
import { API_PATHS } from '../../contract/paths.ts';
import { callApiAsDemo, expect } from './fixtures';
import { ADDIN_ORIGIN, API_URL } from './stack';

/** Every click and field entry the stranger makes goes through here, so the walk can say how many it took. */
export class StrangerSteps {
  count = 0;

  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  async fill(field: Locator, value: string): Promise<void> {
    this.count += 1;
    await field.fill(value);
  }

  async check(box: Locator): Promise<void> {
    this.count += 1;
    await box.check();
  }
}

/** The company whose full import runs beside the stranger's first: a demo company no other browser test reads. */
export const OTHER_COMPANY = 'Northwind Wholesale';

interface Job {
  id: number;
  status: string;
}

/** The other company's import's status as the API answers it. */
export async function otherImportStatus(jobId: number): Promise<string | undefined> {
  return (await callApiAsDemo<{ jobs: Job[] }>(API_PATHS.etlStatus, OTHER_COMPANY, { jobId })).jobs[0]
    ?.status;
}

/** Starts a full import of every entity of the other company's connection; answers its job once it runs. */
export async function startOtherCompanysImport(): Promise<number> {
  const { instanceConnections } = await callApiAsDemo<{
    instanceConnections: { id: number; name: string; status: string }[];
  }>(API_PATHS.instanceConnection, OTHER_COMPANY);
  const connection = instanceConnections.find((candidate) => candidate.status === 'ACTIVE');
  if (!connection) throw new Error(`${OTHER_COMPANY} has no active connection.`);
  const { job } = await callApiAsDemo<{ job: Job }>(API_PATHS.etlStart, OTHER_COMPANY, {
    connectionId: connection.id,
    mode: 'full',
  });
  await expect.poll(() => otherImportStatus(job.id), { timeout: 30_000, intervals: [250] }).toBe('running');
  return job.id;
}

/** Asks the AI view a question; answers its preview once it shows rows under the headers this answer has. */
export async function ask(page: Page, question: string, headers: readonly string[]): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('table', { name: 'Preview (first 20 rows)' });
  // The last question's preview stays until this one's answer replaces it: its headers say which is shown.
  for (const header of headers)
    await expect(preview.getByRole('columnheader', { name: header, exact: true })).toBeVisible({
      timeout: 20_000,
    });
  await expect(preview.getByRole('row').nth(1)).toBeVisible();
  return preview;
}

/** The text of one column of an answered table, row by row (headers read as the designer names them). */
export async function columnOf(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const at = headers.indexOf(header);
  expect(at, `the answer has a "${header}" column (it has ${headers.join(', ')})`).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row');
  const values: string[] = [];
  for (let row = 1; row < (await rows.count()); row += 1) {
    values.push((await rows.nth(row).getByRole('cell').nth(at).textContent())?.trim() ?? '');
  }
  return values;
}

interface QueryAnswer {
  rows: (string | number | null)[][];
}

/** Calls the run's API as the stranger, with the session and the company the page holds, as the add-in's client does. */
export async function callApiAsStranger<T>(page: Page, path: string, payload: unknown): Promise<T> {
  const session = await page.evaluate(() => {
    const auth = JSON.parse(window.sessionStorage.getItem('wharf.auth') ?? '{}') as {
      state?: { idToken?: string };
    };
    const chosen = Object.keys(window.localStorage).find((key) => key.startsWith('wharf.instance.'));
    return {
      token: auth.state?.idToken ?? '',
      instance: chosen ? window.localStorage.getItem(chosen) : null,
    };
  });
  const response = await page.request.post(`${API_URL}${path}`, {
    headers: {
      authorization: `Bearer ${session.token}`,
      origin: ADDIN_ORIGIN,
      'x-instance-id': session.instance ?? '',
    },
    data: payload,
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Revenue of the days from `from` through `through` (YYYY-MM-DD, both included) in the stranger's own company. */
export async function strangersRevenueBetween(page: Page, from: string, through: string): Promise<number> {
  const answer = await callApiAsStranger<QueryAnswer>(page, API_PATHS.clientQuery, {
    query: {
      table: 'sales_orders',
      columns: ['measure:revenue'],
      filters: [{ column: 'order_date', op: 'between', values: [from, through] }],
    },
  });
  return Number(answer.rows[0]?.[0] ?? 0);
}

/** How long the stranger's import waited in the queue: from its request to its start, as the API recorded them. */
export async function strangersImportWaitMs(page: Page, jobId: number): Promise<number> {
  const { jobs } = await callApiAsStranger<{ jobs: { created: string; started: string | null }[] }>(
    page,
    API_PATHS.etlStatus,
    { jobId },
  );
  const [job] = jobs;
  if (!job?.started) throw new Error(`Import ${jobId.toLocaleString('en')} has not started.`);
  return Date.parse(job.started) - Date.parse(job.created);
}
