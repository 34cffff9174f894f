/**
 * Imports the products of Harbour Traders' demo connection (the Cin7 Omni stand-in) and waits for the run to end;
 * with `scopes`, those entities (a product's options, its stock) besides.
 */
import { callApiAsDemo, expect } from './fixtures';

const INSTANCE = 'Harbour Traders';
const CONNECTION = 'Harbour Traders Omni';

interface Job {
  id: number;
  status: string;
}

export async function importProducts(scopes: readonly string[] = ['products']): Promise<void> {
  const { instanceConnections } = await callApiAsDemo<{
    instanceConnections: { id: number; name: string; instanceId: number }[];
  }>('/api/instanceConnection', INSTANCE);
  const connection = instanceConnections.find((candidate) => candidate.name === CONNECTION);
  if (!connection) throw new Error(`No connection named ${CONNECTION}`);
  const { job } = await callApiAsDemo<{ job: Job }>('/api/etl/start', INSTANCE, {
    connectionId: connection.id,
    mode: 'full',
    scopes,
  });
  await expect
    .poll(
      async () =>
        (await callApiAsDemo<{ jobs: Job[] }>('/api/etlStatus', INSTANCE, { jobId: job.id })).jobs[0]?.status,
      // One worker serves every test's imports: a full import queued behind another test's waits its turn.
      { timeout: 120_000, intervals: [500] },
    )
    .toMatch(/success|warning|info/);
}
