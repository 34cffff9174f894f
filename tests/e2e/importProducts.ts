/**
 * Imports the products of a company of the test's own (companyOfItsOwn.ts) and waits for the run to end; with
 * `scopes`, those entities (a product's options) besides.
 *
 * A connection runs one import at a time: asked while an import is open, the API answers that job with
 * `alreadyRunning` (docs/etl.md). That job may have read the source before this test changed it, so it is waited
 * out and the import asked for again, until one started after the call has ended.
 */
import { expect } from './fixtures';
import type { OwnCompany } from './companyOfItsOwn';

interface Job {
  id: number;
  status: string;
}

async function jobEnded(company: OwnCompany, jobId: number): Promise<void> {
  await expect
    .poll(async () => (await company.call<{ jobs: Job[] }>('/api/etlStatus', { jobId })).jobs[0]?.status, {
      // One worker serves every test's imports: an import queued behind others waits its turn.
      timeout: 120_000,
      intervals: [500],
    })
    .toMatch(/success|warning|info|error|cancelled/);
}

export async function importProducts(scopes: readonly string[], company: OwnCompany): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { job, alreadyRunning } = await company.call<{ job: Job; alreadyRunning: boolean }>(
      '/api/etl/start',
      { connectionId: company.connectionId, mode: 'full', scopes },
    );
    await jobEnded(company, job.id);
    if (alreadyRunning) continue;
    const { jobs } = await company.call<{ jobs: Job[] }>('/api/etlStatus', { jobId: job.id });
    expect(jobs[0]?.status).toMatch(/success|warning|info/);
    return;
  }
  throw new Error(`${company.name}'s connection stayed busy with other imports through five tries`);
}
