/**
 * Scheduled imports of an instance's connections (docs/etl.md "Schedules"): what /api/etl/schedules shows — each
 * connection's schedule, next and last run, and its source account's calls today — and /api/etl/schedule/set, which
 * refuses a schedule whose expected calls, with the other schedules on the same account, pass the source's daily
 * limit.
 */
import type { z } from 'zod';
import { canImport, type connectionScheduleSchema, type scheduleRuleSchema } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import {
  connectorFor,
  resolveScopes,
  type Connector,
  type ConnectorConfig,
  type JobStatus,
  estimateScheduleCalls,
  type CallEstimate,
  nextRunAfter,
  type ScheduleFrequency,
  type ScheduleRule,
} from '../../etl/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';

type ConnectionSchedule = z.infer<typeof connectionScheduleSchema>;
type ScheduleRuleInput = z.infer<typeof scheduleRuleSchema>;

interface ScheduleRow {
  connection_id: number;
  connection_name: string;
  status: string;
  code: string;
  source_name: string;
  etl_scopes: string[];
  api_client_id: string | null;
  frequency: ScheduleFrequency | null;
  daily_time: string | null;
  enabled: boolean | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_job_id: number | null;
  last_job_status: JobStatus | null;
  last_outcome: string | null;
}

async function instanceTimeZone(db: Queryable, instanceId: number): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM app.instances WHERE id = $1', [
    instanceId,
  ]);
  return row?.time_zone ?? 'UTC';
}

/** The instance's connections (all but deleted ones) with their schedules, or the one asked for. */
async function scheduleRows(
  db: Queryable,
  instanceId: number,
  connectionId?: number,
): Promise<ScheduleRow[]> {
  return db.query<ScheduleRow>(
    `SELECT c.id AS connection_id, c.name AS connection_name, c.status, s.code, s.name AS source_name, c.etl_scopes,
            c.api_client_id, e.frequency, e.daily_time, e.enabled, e.next_run_at, e.last_run_at, e.last_job_id,
            j.status AS last_job_status, e.last_outcome
     FROM app.instance_connections c
     JOIN app.source_systems s ON s.id = c.source_system_id
     LEFT JOIN app.etl_schedules e ON e.connection_id = c.id
     LEFT JOIN app.etl_jobs j ON j.id = e.last_job_id
     WHERE c.instance_id = $1 AND c.status <> 'DELETED' AND ($2::bigint IS NULL OR c.id = $2)
     ORDER BY c.name, c.id`,
    [instanceId, connectionId ?? null],
  );
}

function entityKeys(connector: Connector, scopes: readonly string[]): string[] {
  const { keys } = resolveScopes(connector, scopes);
  return keys.length > 0 ? keys : connector.entities.map((entity) => entity.key);
}

/** What an estimate needs of a connection. */
type EstimatedConnection = Pick<ScheduleRow, 'connection_id' | 'etl_scopes'>;

async function estimateFor(
  db: Queryable,
  row: EstimatedConnection,
  connector: Connector,
  frequency: ScheduleFrequency,
): Promise<CallEstimate> {
  return estimateScheduleCalls(db, row.connection_id, entityKeys(connector, row.etl_scopes), frequency);
}

async function toView(
  db: Queryable,
  row: ScheduleRow,
  connectors: ConnectorConfig,
  usedToday: ReadonlyMap<string, number>,
): Promise<ConnectionSchedule> {
  const connector = connectorFor(row.code, connectors);
  const account = connector && row.api_client_id ? connector.accountOf(row.api_client_id) : null;
  const estimate = connector && row.frequency ? await estimateFor(db, row, connector, row.frequency) : null;
  const scheduled = row.frequency !== null;
  return {
    connectionId: row.connection_id,
    connectionName: row.connection_name,
    canSchedule: connector !== null && canImport(row.status),
    schedule: row.frequency
      ? { frequency: row.frequency, dailyTime: row.daily_time, enabled: row.enabled ?? true }
      : null,
    nextRun: scheduled && row.enabled && row.next_run_at ? row.next_run_at.toISOString() : null,
    lastRun: row.last_run_at
      ? {
          at: row.last_run_at.toISOString(),
          jobId: row.last_job_id,
          status: row.last_job_status,
          outcome: row.last_outcome,
        }
      : null,
    budget: {
      sourceName: row.source_name,
      dailyLimit: connector?.dailyCallLimit ?? null,
      usedToday: account ? (usedToday.get(account) ?? 0) : 0,
      expectedPerDay: estimate?.perDay ?? null,
      plan: estimate
        ? {
            perRun: estimate.perRun,
            runsPerDay: estimate.runsPerDay,
            steadyPerDay: estimate.steadyPerDay,
            sweepsPerDay: estimate.sweepsPerDay,
            firstLoad: estimate.firstRunExtra,
          }
        : null,
    },
  };
}

async function callsToday(
  rows: readonly ScheduleRow[],
  connectors: ConnectorConfig,
): Promise<Map<string, number>> {
  const accounts = rows.flatMap((row) => {
    const connector = connectorFor(row.code, connectors);
    return connector && row.api_client_id ? [connector.accountOf(row.api_client_id)] : [];
  });
  return connectors.budgets ? connectors.budgets.usedToday(accounts) : new Map<string, number>();
}

export async function listSchedules(
  db: Queryable,
  instanceId: number,
  connectors: ConnectorConfig,
  connectionId?: number,
): Promise<{ timeZone: string; schedules: ConnectionSchedule[] }> {
  const rows = await scheduleRows(db, instanceId, connectionId);
  if (connectionId !== undefined && rows.length === 0)
    throw notFound(`Connection ${connectionId} was not found in this instance.`);
  const used = await callsToday(rows, connectors);
  const schedules: ConnectionSchedule[] = [];
  for (const row of rows) schedules.push(await toView(db, row, connectors, used));
  return { timeZone: await instanceTimeZone(db, instanceId), schedules };
}

const FREQUENCY_WORDS: Record<ScheduleFrequency, string> = {
  every15Minutes: 'every 15 minutes',
  hourly: 'hourly',
  daily: 'daily',
};

/** Expected calls a day of the other enabled schedules on the same source account. */
async function otherSchedulesOnAccount(
  db: Queryable,
  row: ScheduleRow,
  connector: Connector,
  connectors: ConnectorConfig,
): Promise<number> {
  if (!row.api_client_id) return 0;
  const others = await db.query<EstimatedConnection & { code: string; frequency: ScheduleFrequency }>(
    `SELECT c.id AS connection_id, c.etl_scopes, s.code, e.frequency
     FROM app.etl_schedules e JOIN app.instance_connections c ON c.id = e.connection_id
     JOIN app.source_systems s ON s.id = c.source_system_id
     WHERE e.enabled AND c.id <> $1 AND c.api_client_id = $2 AND c.status <> 'DELETED'`,
    [row.connection_id, row.api_client_id],
  );
  let total = 0;
  for (const other of others) {
    const otherConnector = connectorFor(other.code, connectors);
    if (otherConnector?.accountOf(row.api_client_id) !== connector.accountOf(row.api_client_id)) continue;
    total += (await estimateFor(db, other, otherConnector, other.frequency)).perDay;
  }
  return total;
}

/** Refuses (409) a schedule that would pass the source's daily call limit, saying by how much. */
async function checkBudget(
  db: Queryable,
  row: ScheduleRow,
  connector: Connector,
  connectors: ConnectorConfig,
  frequency: ScheduleFrequency,
): Promise<void> {
  const limit = connector.dailyCallLimit;
  if (limit === null) return;
  const estimate = await estimateFor(db, row, connector, frequency);
  const others = await otherSchedulesOnAccount(db, row, connector, connectors);
  if (estimate.perDay + others <= limit) return;
  const source = row.source_name;
  const othersText =
    others > 0
      ? `, and other schedules on the same ${source} account expect ${others.toLocaleString('en-US')}`
      : '';
  throw conflict(
    `Refused: importing ${FREQUENCY_WORDS[frequency]} would make about ${estimate.perDay.toLocaleString('en-US')} ` +
      `${source} API calls a day (${planWords(estimate)})${othersText}; ${source} allows ` +
      `${limit.toLocaleString('en-US')} a day. Choose a less frequent schedule.`,
  );
}

/** An estimate in words: "66 a run, 96 runs a day, 6 for the daily check for deletes, 40 once for the first full load". */
function planWords(estimate: CallEstimate): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const parts = [
    `${count(estimate.perRun)} a run`,
    `${count(estimate.runsPerDay)} run${estimate.runsPerDay === 1 ? '' : 's'} a day`,
    `${count(estimate.sweepsPerDay)} for the daily check for deletes`,
  ];
  if (estimate.firstRunExtra > 0) parts.push(`${count(estimate.firstRunExtra)} once for the first full load`);
  return parts.join(', ');
}

export interface ScheduleChange {
  instanceId: number;
  connectionId: number;
  schedule: ScheduleRuleInput | null;
  userId: string;
  connectors: ConnectorConfig;
  now: Date;
}

/** Sets (or, with null, removes) a connection's schedule; answers it as /api/etl/schedules shows it. */
export async function setSchedule(
  db: Queryable,
  change: ScheduleChange,
): Promise<{ timeZone: string; schedule: ConnectionSchedule }> {
  const [row] = await scheduleRows(db, change.instanceId, change.connectionId);
  if (!row) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  if (change.schedule === null) {
    await db.query('DELETE FROM app.etl_schedules WHERE connection_id = $1', [row.connection_id]);
  } else {
    if (!canImport(row.status)) throw conflict(`A ${row.status} connection cannot import on a schedule.`);
    const connector = connectorFor(row.code, change.connectors);
    if (!connector) throw badRequest(`connectionId: ${row.source_name} has no connector yet.`);
    const rule: ScheduleRule = {
      frequency: change.schedule.frequency,
      dailyTime: change.schedule.frequency === 'daily' ? (change.schedule.dailyTime ?? null) : null,
    };
    const enabled = change.schedule.enabled ?? true;
    if (enabled) await checkBudget(db, row, connector, change.connectors, rule.frequency);
    const timeZone = await instanceTimeZone(db, change.instanceId);
    await db.query(
      `INSERT INTO app.etl_schedules (connection_id, frequency, daily_time, enabled, next_run_at, changed, changed_by)
       VALUES ($1, $2, $3, $4, $5, now(), $6)
       ON CONFLICT (connection_id) DO UPDATE SET frequency = EXCLUDED.frequency, daily_time = EXCLUDED.daily_time,
         enabled = EXCLUDED.enabled, next_run_at = EXCLUDED.next_run_at, changed = now(),
         changed_by = EXCLUDED.changed_by`,
      [
        row.connection_id,
        rule.frequency,
        rule.dailyTime,
        enabled,
        nextRunAfter(rule, change.now, timeZone),
        change.userId,
      ],
    );
  }
  const { timeZone, schedules } = await listSchedules(
    db,
    change.instanceId,
    change.connectors,
    change.connectionId,
  );
  const [schedule] = schedules;
  if (!schedule) throw notFound(`Connection ${change.connectionId} was not found in this instance.`);
  return { timeZone, schedule };
}
