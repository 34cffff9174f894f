/** ETL import jobs of an instance, latest first: what /api/etlStatus and the Import Status screen show. */
import type { z } from 'zod';
import { canImport, LANDED_JOB_STATUSES, type etlJobSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import {
  connectorFor,
  resolveScopes,
  type ConnectorConfig,
  enqueueJob,
  requestCancel,
} from '../../etl/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';

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
  scopes: string[];
  entities: EtlJob['entities'];
  /** The entities of the connection's last landed full import before this one (full runs only). */
  last_full_entities: EtlJob['entities'] | null;
}

const LANDED = new Set<string>(LANDED_JOB_STATUSES);

/** A full run's entities, each with what the last landed full import read of it: the run's expected total. */
function withLastFullRows(row: JobRow): EtlJob['entities'] {
  const last = new Map(
    (row.last_full_entities ?? [])
      .filter((entity) => LANDED.has(entity.status))
      .map((entity) => [entity.entity, entity.rows] as const),
  );
  return row.entities.map((entity) => ({ ...entity, lastFullRows: last.get(entity.entity) ?? null }));
}

export const DEFAULT_JOB_LIMIT = 20;

export async function etlJobs(
  db: Queryable,
  instanceId: number,
  options: { jobId?: number; limit?: number },
): Promise<EtlJob[]> {
  const rows = await db.query<JobRow>(
    `SELECT j.id, j.connection_id, c.name AS connection_name, j.status, j.mode, u.name AS requested_by,
            j.created_at, j.started_at, j.finished_at, j.counts, j.messages,
            j.scopes, j.entities, last_full.entities AS last_full_entities
     FROM app.etl_jobs j
     JOIN app.instance_connections c ON c.id = j.connection_id
     LEFT JOIN app.users u ON u.id = j.requested_by
     LEFT JOIN LATERAL (
       SELECT p.entities FROM app.etl_jobs p
       WHERE j.mode = 'full' AND p.connection_id = j.connection_id AND p.mode = 'full' AND p.id <> j.id
         AND p.created_at <= j.created_at AND p.status = ANY($4::text[])
       ORDER BY p.created_at DESC, p.id DESC LIMIT 1
     ) last_full ON true
     WHERE j.instance_id = $1 AND ($2::bigint IS NULL OR j.id = $2)
     ORDER BY j.created_at DESC, j.id DESC LIMIT $3`,
    [instanceId, options.jobId ?? null, options.limit ?? DEFAULT_JOB_LIMIT, [...LANDED_JOB_STATUSES]],
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
    scopes: row.scopes,
    entities: withLastFullRows(row),
  }));
}

/** One job of the instance, as /api/etlStatus shows it. */
export async function etlJob(db: Queryable, instanceId: number, jobId: number): Promise<EtlJob> {
  const [job] = await etlJobs(db, instanceId, { jobId, limit: 1 });
  if (!job) throw notFound(`Import job ${jobId} was not found.`);
  return job;
}

export interface ImportRequest {
  instanceId: number;
  connectionId: number;
  mode: 'full' | 'incremental';
  scopes?: string[];
  userId: string;
  connectors: ConnectorConfig;
}

/**
 * Queues an import of one connection. Two starts at once give one run: the second (or any start while one is
 * pending or running) answers the open job with alreadyRunning.
 */
export async function startImport(
  db: Queryable,
  request: ImportRequest,
): Promise<{ job: EtlJob; alreadyRunning: boolean }> {
  const [connection] = await db.query<{ status: string; code: string; source_name: string; name: string }>(
    `SELECT c.status, c.name, s.code, s.name AS source_name FROM app.instance_connections c
     JOIN app.source_systems s ON s.id = c.source_system_id WHERE c.id = $1 AND c.instance_id = $2`,
    [request.connectionId, request.instanceId],
  );
  if (!connection) throw notFound(`Connection ${request.connectionId} was not found in this instance.`);
  if (!canImport(connection.status)) {
    throw conflict(`A ${connection.status} connection cannot import.`);
  }
  const connector = connectorFor(connection.code, request.connectors);
  if (!connector) throw badRequest(`connectionId: ${connection.source_name} has no connector yet.`);
  const scopes = request.scopes ?? [];
  const { unknown } = resolveScopes(connector, scopes);
  const first = unknown[0];
  if (first !== undefined) {
    throw badRequest(`scopes.${scopes.indexOf(first)}: ${connection.source_name} has no scope "${first}".`);
  }
  const { jobId, alreadyRunning } = await enqueueJob(db, {
    instanceId: request.instanceId,
    connectionId: request.connectionId,
    mode: request.mode,
    scopes,
    requestedBy: request.userId,
  });
  return { job: await etlJob(db, request.instanceId, jobId), alreadyRunning };
}

export async function cancelImport(db: Queryable, instanceId: number, jobId: number): Promise<EtlJob> {
  if (!(await requestCancel(db, instanceId, jobId))) throw notFound(`Import job ${jobId} was not found.`);
  return etlJob(db, instanceId, jobId);
}
