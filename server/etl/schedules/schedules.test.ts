// @vitest-environment node
/**
 * Scheduled imports with an injected clock: due, missed (runs once), overlapping (no second run), over budget
 * (refused with the figures), and /api/etl/schedules, /api/etl/schedule/set refusing bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { TestStack, demoInstanceIds, signInForIdToken, type TestApi } from '../../testing/testStack.ts';
import { abortableSleep } from '../calls/sleep.ts';
import { connectorConfigFor, type ConnectorConfig } from '../connectors/registry.ts';
import { databaseBudgetStore, sourceAccount } from '../calls/rateBudget.ts';
import { enqueueDueSchedules } from './dueSchedules.ts';

let stack: TestStack;
let api: TestApi;
let token: string;
let harbour: number;
let northwind: number;
let omni: number;
let closed: number;
let northwindOmni: number;
const connectors: ConnectorConfig = connectorConfigFor({ baseUrl: 'http://127.0.0.1:9/api' });

const call = (path: string, payload: unknown, instanceId = harbour) =>
  api.post(path, payload, { token, instanceId });

interface View {
  connectionId: number;
  schedule: { frequency: string; dailyTime: string | null; enabled: boolean } | null;
  nextRun: string | null;
  lastRun: { at: string; jobId: number | null; status: string | null; outcome: string | null } | null;
  budget: { dailyLimit: number | null; usedToday: number; expectedPerDay: number | null; sourceName: string };
}

async function view(connectionId = omni): Promise<View> {
  const answer = await call(API_PATHS.etlSchedules, { connectionId });
  expect(answer.status).toBe(200);
  return (answer.body.schedules as View[])[0] as View;
}

async function openJobs(connectionId = omni): Promise<number[]> {
  const rows = await stack.db.query<{ id: number }>(
    "SELECT id FROM app.etl_jobs WHERE connection_id = $1 AND status IN ('pending', 'running') ORDER BY id",
    [connectionId],
  );
  return rows.map((row) => row.id);
}

async function closeOpenJobs(): Promise<void> {
  await stack.db.query(
    "UPDATE app.etl_jobs SET status = 'cancelled', finished_at = now() WHERE status IN ('pending', 'running')",
  );
}

async function setNextRun(iso: string): Promise<void> {
  await stack.db.query('UPDATE app.etl_schedules SET next_run_at = $2 WHERE connection_id = $1', [omni, iso]);
}

beforeAll(async () => {
  stack = await TestStack.start();
  api = await stack.api({ etl: { connectors, worker: false } });
  token = await signInForIdToken(stack.idp.issuer);
  ({ harbour, northwind } = await demoInstanceIds(stack.db));
  const byName = async (name: string) => {
    const [row] = await stack.db.query<{ id: number }>(
      'SELECT id FROM app.instance_connections WHERE name = $1',
      [name],
    );
    return row?.id ?? 0;
  };
  omni = await byName('Harbour Traders Omni');
  closed = await byName('Wellington Store Omni');
  northwindOmni = await byName('Northwind Omni');
  await closeOpenJobs();
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('schedules on the queue, with an injected clock', () => {
  it('queues one incremental import when due, and nothing before', async () => {
    const set = await call(API_PATHS.etlScheduleSet, {
      connectionId: omni,
      schedule: { frequency: 'hourly' },
    });
    expect(set.status).toBe(200);
    await setNextRun('2026-03-01T11:00:00Z');
    expect(await enqueueDueSchedules(stack.db, new Date('2026-03-01T10:59:59Z'))).toEqual([]);
    const runs = await enqueueDueSchedules(stack.db, new Date('2026-03-01T11:00:00Z'));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.outcome).toBe('queued');
    const [job] = await stack.db.query<{ mode: string; requested_by: string | null }>(
      'SELECT mode, requested_by FROM app.etl_jobs WHERE id = $1',
      [runs[0]?.jobId],
    );
    expect(job).toEqual({ mode: 'incremental', requested_by: null });
    const shown = await view();
    expect(shown.nextRun).toBe('2026-03-01T12:00:00.000Z');
    expect(shown.lastRun).toMatchObject({
      at: '2026-03-01T11:00:00.000Z',
      jobId: runs[0]?.jobId,
      outcome: null,
    });
    await closeOpenJobs();
  });

  it('runs a schedule that missed many slots while everything was down once, not once per slot', async () => {
    await call(API_PATHS.etlScheduleSet, { connectionId: omni, schedule: { frequency: 'every15Minutes' } });
    await setNextRun('2026-03-01T00:15:00Z');
    // Five hours later: twenty slots were missed.
    const runs = await enqueueDueSchedules(stack.db, new Date('2026-03-01T05:07:00Z'));
    expect(runs.map((run) => run.outcome)).toEqual(['queued']);
    expect(await openJobs()).toHaveLength(1);
    expect((await view()).nextRun).toBe('2026-03-01T05:15:00.000Z');
    expect(await enqueueDueSchedules(stack.db, new Date('2026-03-01T05:08:00Z'))).toEqual([]);
  });

  it('never starts a second run for a connection that is still importing', async () => {
    const [running] = await openJobs();
    const runs = await enqueueDueSchedules(stack.db, new Date('2026-03-01T05:15:00Z'));
    expect(runs).toEqual([{ connectionId: omni, outcome: 'alreadyRunning', jobId: running }]);
    expect(await openJobs()).toEqual([running]);
    const shown = await view();
    expect(shown.lastRun?.outcome).toBe('Skipped: an import of this connection was already running.');
    expect(shown.nextRun).toBe('2026-03-01T05:30:00.000Z');
    await closeOpenJobs();
  });

  it('two processes polling at once queue a due schedule once', async () => {
    await setNextRun('2026-03-01T06:00:00Z');
    const now = new Date('2026-03-01T06:00:00Z');
    const [first, second] = await Promise.all([
      enqueueDueSchedules(stack.db, now),
      enqueueDueSchedules(stack.db, now),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toHaveLength(1);
    expect(await openJobs()).toHaveLength(1);
    await closeOpenJobs();
  });

  it('leaves a disabled schedule alone and shows no next run', async () => {
    await call(API_PATHS.etlScheduleSet, {
      connectionId: omni,
      schedule: { frequency: 'hourly', enabled: false },
    });
    await setNextRun('2026-03-01T07:00:00Z');
    expect(await enqueueDueSchedules(stack.db, new Date('2026-03-01T08:00:00Z'))).toEqual([]);
    expect((await view()).nextRun).toBeNull();
  });
});

describe('the call budget', () => {
  it('refuses a schedule whose expected calls pass Cin7 Omni’s 5,000 a day, and takes a smaller one', async () => {
    // The last incremental runs needed 60 pages of sales orders each.
    await stack.db.query(
      `INSERT INTO app.etl_jobs (instance_id, connection_id, mode, status, entities, finished_at)
       VALUES ($1, $2, 'incremental', 'success', $3::jsonb, now())`,
      [
        harbour,
        omni,
        JSON.stringify([
          {
            entity: 'salesOrders',
            status: 'success',
            rows: 15_000,
            pages: 60,
            started: null,
            finished: null,
            message: null,
          },
        ]),
      ],
    );
    const refused = await call(API_PATHS.etlScheduleSet, {
      connectionId: omni,
      schedule: { frequency: 'every15Minutes' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Refused: importing every 15 minutes would make about 7,278 Cin7 Omni API calls a day (74 a run, 96 runs a ' +
        'day, 174 for the daily check for deletes); Cin7 Omni allows 5,000 a day. Choose a less frequent schedule.',
    );
    const hourly = await call(API_PATHS.etlScheduleSet, {
      connectionId: omni,
      schedule: { frequency: 'hourly' },
    });
    expect(hourly.status).toBe(200);
    expect((hourly.body.schedule as View).budget).toMatchObject({
      dailyLimit: 5000,
      // The demo's full loads (its records ÷ 250, plus one, per entity) give the daily check for deletes.
      expectedPerDay: 74 * 24 + 174,
      sourceName: 'Cin7 Omni',
      plan: { perRun: 74, runsPerDay: 24, steadyPerDay: 74 * 24, sweepsPerDay: 174, firstLoad: 0 },
    });
  });

  it('shows the calls every process made on the account today', async () => {
    const store = databaseBudgetStore(stack.db, abortableSleep);
    const budget = store.budget(
      sourceAccount('cin7Omni', connectors.cin7Omni.baseUrl, 'harbour-traders-omni'),
      {
        perSecond: 100,
        perMinute: 100,
        perDay: 5000,
      },
      'Cin7 Omni',
    );
    for (let index = 0; index < 3; index += 1) await budget.take();
    expect((await view()).budget.usedToday).toBe(3);
  });

  it('sets a daily schedule at a time in the instance’s time zone', async () => {
    await stack.db.query("UPDATE app.instances SET time_zone = 'Pacific/Auckland' WHERE id = $1", [harbour]);
    const answer = await call(API_PATHS.etlScheduleSet, {
      connectionId: omni,
      schedule: { frequency: 'daily', dailyTime: '06:00' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.timeZone).toBe('Pacific/Auckland');
    const nextRun = Date.parse((answer.body.schedule as View).nextRun ?? '');
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Pacific/Auckland',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(nextRun);
    expect(wall).toBe('06:00');
    expect(nextRun - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('removes a schedule', async () => {
    const answer = await call(API_PATHS.etlScheduleSet, { connectionId: omni, schedule: null });
    expect(answer.status).toBe(200);
    expect((answer.body.schedule as View).schedule).toBeNull();
    expect((answer.body.schedule as View).nextRun).toBeNull();
  });
});

describe('schedule calls refuse what they cannot do', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no frequency', { connectionId: 1, schedule: {} }, 'schedule.frequency'],
    ['an unknown frequency', { connectionId: 1, schedule: { frequency: 'weekly' } }, 'schedule.frequency'],
    [
      'a daily schedule without a time',
      { connectionId: 1, schedule: { frequency: 'daily' } },
      'schedule.dailyTime',
    ],
    [
      'a time past midnight',
      { connectionId: 1, schedule: { frequency: 'daily', dailyTime: '24:00' } },
      'schedule.dailyTime',
    ],
    [
      'a control character',
      { connectionId: 1, schedule: { frequency: 'daily', dailyTime: '06:00\u0000' } },
      'schedule.dailyTime',
    ],
    ['no connection', { schedule: null }, 'connectionId'],
  ])('400 for %s', async (_name, payload, field) => {
    const answer = await call(API_PATHS.etlScheduleSet, payload);
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('401 without a token', async () => {
    expect((await api.post(API_PATHS.etlSchedules, {}, { instanceId: harbour })).status).toBe(401);
    expect(
      (
        await api.post(
          API_PATHS.etlScheduleSet,
          { connectionId: omni, schedule: null },
          { instanceId: harbour },
        )
      ).status,
    ).toBe(401);
  });

  it('404 for a connection of another instance', async () => {
    const answer = await call(API_PATHS.etlScheduleSet, {
      connectionId: northwindOmni,
      schedule: { frequency: 'hourly' },
    });
    expect(answer.status).toBe(404);
    expect((await call(API_PATHS.etlSchedules, { connectionId: northwindOmni })).status).toBe(404);
    // Its own instance sees it (the demo user is a plain member there: members see schedules, never set them).
    const own = await call(API_PATHS.etlSchedules, { connectionId: northwindOmni }, northwind);
    expect(own.status).toBe(200);
  });

  it('409 for a closed connection', async () => {
    const answer = await call(API_PATHS.etlScheduleSet, {
      connectionId: closed,
      schedule: { frequency: 'daily', dailyTime: '02:00' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A TERMINATING connection cannot import on a schedule.');
  });
});
