/**
 * Imports the products of Harbour Traders' demo connection (the Cin7 Omni stand-in) and waits for the run to end;
 * with `scopes`, those entities (a product's options, its stock) besides.
 *
 * A connection runs one import at a time: asked while another test's import is open, the API answers that job with
 * `alreadyRunning` (docs/etl.md). That job may have read the source before this test changed it, so it is waited
 * out and the import asked for again, until one started after the call has ended.
 */
import { callApiAsDemo, expect } from './fixtures';

const INSTANCE = 'Harbour Traders';
const CONNECTION = 'Harbour Traders Omni';

interface Job {
  id: number;
  status: string;
}

async function jobEnded(jobId: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await callApiAsDemo<{ jobs: Job[] }>('/api/etlStatus', INSTANCE, { jobId })).jobs[0]?.status,
      // One worker serves every test's imports: a full import queued behind another test's waits its turn.
      { timeout: 120_000, intervals: [500] },
    )
    .toMatch(/success|warning|info|error|cancelled/);
}

export async function importProducts(scopes: readonly string[] = ['products']): Promise<void> {
  const { instanceConnections } = await callApiAsDemo<{
    instanceConnections: { id: number; name: string; instanceId: number }[];
  }>('/api/instanceConnection', INSTANCE);
  const connection = instanceConnections.find((candidate) => candidate.name === CONNECTION);
  if (!connection) throw new Error(`No connection named ${CONNECTION}`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { job, alreadyRunning } = await callApiAsDemo<{ job: Job; alreadyRunning: boolean }>(
      '/api/etl/start',
      INSTANCE,
      { connectionId: connection.id, mode: 'full', scopes },
    );
    await jobEnded(job.id);
    if (alreadyRunning) continue;
    const { jobs } = await callApiAsDemo<{ jobs: Job[] }>('/api/etlStatus', INSTANCE, { jobId: job.id });
    expect(jobs[0]?.status).toMatch(/success|warning|info/);
    return;
  }
  throw new Error(`${CONNECTION} stayed busy with other tests' imports through five tries`);
}
