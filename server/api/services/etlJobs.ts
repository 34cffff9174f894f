/** ETL import jobs of an instance, latest first: what /api/etlStatus and the Import Status screen show. */
import type { z } from 'zod';
import type { etlJobSchema } from '../../../src/api/contract.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../errors.ts';

type EtlJob = z.infer<typeof etlJobSchema>;

interface JobRow {
  id: number;
  connection_id: number;
  connection_name: string;
  status: EtlJob['status'];
  mode: EtlJob['mode'];
  requested_by: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  counts: EtlJob['counts'];
  messages: EtlJob['messages'];
}

export const DEFAULT_JOB_LIMIT = 20;

export async function etlJobs(
  db: Queryable,
  instanceId: number,
  options: { jobId?: number; limit?: number },
): Promise<EtlJob[]> {
  const rows = await db.query<JobRow>(
    `SELECT j.id, j.connection_id, c.name AS connection_name, j.status, j.mode, u.name AS requested_by,
            j.created_at, j.started_at, j.finished_at, j.counts, j.messages
     FROM app.etl_jobs j
     JOIN app.instance_connections c ON c.id = j.connection_id
     LEFT JOIN app.users u ON u.id = j.requested_by
     WHERE j.instance_id = $1 AND ($2::bigint IS NULL OR j.id = $2)
     ORDER BY j.created_at DESC, j.id DESC LIMIT $3`,
    [instanceId, options.jobId ?? null, options.limit ?? DEFAULT_JOB_LIMIT],
  );
  if (options.jobId !== undefined && rows.length === 0)
    throw notFound(`Import job ${options.jobId} was not found.`);
  return rows.map((row) => ({
    id: row.id,
    connectionId: row.connection_id,
    connectionName: row.connection_name,
    status: row.status,
    mode: row.mode,
    requestedBy: row.requested_by,
    created: row.created_at.toISOString(),
    started: row.started_at?.toISOString() ?? null,
    finished: row.finished_at?.toISOString() ?? null,
    counts: row.counts,
    messages: row.messages,
    scopes: [],
    entities: [],
  }));
}
