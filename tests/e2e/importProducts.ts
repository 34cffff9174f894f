/**
 * Imports the products of a connection and waits for the run to end; with `scopes`, those entities (a product's
 * options, its stock) besides. The connection is a company of the test's own (companyOfItsOwn.ts), or else Harbour
 * Traders' demo connection (the Cin7 Omni stand-in).
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

/** A connection, and the API called as a user of its instance. */
export interface ImportTarget {
  connectionId: number;
  call<T>(path: string, payload?: unknown): Promise<T>;
}

async function harbourTraders(): Promise<ImportTarget> {
  const call = <T>(path: string, payload: unknown = {}) => callApiAsDemo<T>(path, INSTANCE, payload);
  const { instanceConnections } = await call<{ instanceConnections: { id: number; name: string }[] }>(
    '/api/instanceConnection',
  );
  const connection = instanceConnections.find((candidate) => candidate.name === CONNECTION);
  if (!connection) throw new Error(`No connection named ${CONNECTION}`);
  return { connectionId: connection.id, call };
}

async function jobEnded(target: ImportTarget, jobId: number): Promise<void> {
  await expect
    .poll(async () => (await target.call<{ jobs: Job[] }>('/api/etlStatus', { jobId })).jobs[0]?.status, {
      // One worker serves every test's imports: a full import queued behind another test's waits its turn.
      timeout: 120_000,
      intervals: [500],
    })
    .toMatch(/success|warning|info|error|cancelled/);
}

export async function importProducts(
  scopes: readonly string[] = ['products'],
  into?: ImportTarget,
): Promise<void> {
  const target = into ?? (await harbourTraders());
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { job, alreadyRunning } = await target.call<{ job: Job; alreadyRunning: boolean }>(
      '/api/etl/start',
      { connectionId: target.connectionId, mode: 'full', scopes },
    );
    await jobEnded(target, job.id);
    if (alreadyRunning) continue;
    const { jobs } = await target.call<{ jobs: Job[] }>('/api/etlStatus', { jobId: job.id });
    expect(jobs[0]?.status).toMatch(/success|warning|info/);
    return;
  }
  throw new Error(`Connection ${target.connectionId} stayed busy with other imports through five tries`);
}
