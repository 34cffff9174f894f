/**
 * Imports (docs/etl.md, contract/etl.ts): /api/etlStatus shows the instance's jobs, /api/etl/start queues one
 * for a connection — or answers the one already open, so two runs for one connection never overlap — and
 * /api/etl/cancel stops one. /api/etl/schedules and /api/etl/schedule/set read and set scheduled imports, and
 * /api/warehouseFreshness answers when imports last landed in each warehouse table. /api/instance/timeZone/set sets
 * the zone daily schedules run in.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@wharf/contract/paths.ts';
import type { EtlRuntime } from '../../etl/index.ts';
import { requireInstance } from '../auth.ts';
import { apiCall, type ApiContext } from '../route.ts';
import { cancelImport, etlJobs, startImport } from '../services/etlJobs.ts';
import { listSchedules, setSchedule } from '../services/etlSchedules.ts';
import { setInstanceTimeZone } from '../services/instanceTimeZone.ts';
import { memberInstance } from '../services/signup.ts';
import { warehouseFreshness } from '../services/warehouseFreshness.ts';

export function registerEtlRoutes(app: FastifyInstance, context: ApiContext, etl: EtlRuntime): void {
  const { db } = context;

  apiCall(app, context, API_PATHS.etlStatus, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    return { instanceId, jobs: await etlJobs(db, instanceId, payload ?? {}) };
  });

  apiCall(app, context, API_PATHS.etlStart, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    const answer = await startImport(db, {
      instanceId,
      connectionId: payload.connectionId,
      mode: payload.mode,
      scopes: payload.scopes,
      userId: caller.user.id,
      connectors: etl.connectors,
    });
    if (!answer.alreadyRunning) etl.wake();
    return answer;
  });

  apiCall(app, context, API_PATHS.etlCancel, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    return { job: await cancelImport(db, instanceId, payload.jobId), alreadyRunning: false };
  });

  apiCall(app, context, API_PATHS.etlSchedules, async ({ payload, caller }) => {
    const instanceId = await requireInstance(db, caller);
    return { instanceId, ...(await listSchedules(db, instanceId, etl.connectors, payload?.connectionId)) };
  });

  apiCall(app, context, API_PATHS.etlScheduleSet, async ({ payload, caller }) =>
    setSchedule(db, {
      instanceId: await requireInstance(db, caller),
      connectionId: payload.connectionId,
      schedule: payload.schedule,
      userId: caller.user.id,
      connectors: etl.connectors,
      now: new Date(),
    }),
  );

  apiCall(app, context, API_PATHS.instanceTimeZoneSet, async ({ payload, caller }) =>
    setInstanceTimeZone(
      db,
      await memberInstance(db, caller, payload.instanceId),
      payload.timeZone,
      new Date(context.now()),
    ),
  );

  apiCall(app, context, API_PATHS.warehouseFreshness, async ({ caller }) =>
    warehouseFreshness(db, await requireInstance(db, caller)),
  );
}
