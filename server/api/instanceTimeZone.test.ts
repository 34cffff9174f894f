// @vitest-environment node
/**
 * /api/instance/timeZone/set: owners and admins set the zone daily schedules run in, and enabled schedules move to
 * the new zone's next slot; unknown zones, control characters, no token, members and other instances are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { connectorConfigFor } from '../etl/index.ts';
import { TestStack, demoInstanceIds, signInForIdToken, type TestApi } from '../testing/testStack.ts';

let stack: TestStack;
let api: TestApi;
let token: string;
let harbour: number;
let northwind: number;
let omni: number;

const setZone = (payload: unknown, instanceId: number | null = harbour) =>
  api.post(API_PATHS.instanceTimeZoneSet, payload, { token, instanceId });

const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    Date.parse(iso),
  );

async function storedZone(instanceId: number): Promise<string | undefined> {
  const [row] = await stack.db.query<{ time_zone: string }>(
    'SELECT time_zone FROM app.instances WHERE id = $1',
    [instanceId],
  );
  return row?.time_zone;
}

beforeAll(async () => {
  stack = await TestStack.start();
  api = await stack.api({
    etl: { connectors: connectorConfigFor({ baseUrl: 'http://127.0.0.1:9/api' }), worker: false },
  });
  token = await signInForIdToken(stack.idp.issuer);
  ({ harbour, northwind } = await demoInstanceIds(stack.db));
  const [row] = await stack.db.query<{ id: number }>(
    "SELECT id FROM app.instance_connections WHERE name = 'Harbour Traders Omni'",
  );
  omni = row?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('setting the instance’s time zone', () => {
  it('stores the zone, shows it with the schedules and moves a daily schedule’s next run to it', async () => {
    const daily = await api.post(
      API_PATHS.etlScheduleSet,
      { connectionId: omni, schedule: { frequency: 'daily', dailyTime: '06:00' } },
      { token, instanceId: harbour },
    );
    expect(daily.status).toBe(200);
    const answer = await setZone({ instanceId: harbour, timeZone: 'Pacific/Auckland' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ instanceId: harbour, timeZone: 'Pacific/Auckland' });
    expect(await storedZone(harbour)).toBe('Pacific/Auckland');
    const list = await api.post(
      API_PATHS.etlSchedules,
      { connectionId: omni },
      { token, instanceId: harbour },
    );
    expect(list.body.timeZone).toBe('Pacific/Auckland');
    const [view] = list.body.schedules as { nextRun: string }[];
    expect(wallTime(view?.nextRun ?? '', 'Pacific/Auckland')).toBe('06:00');
  });

  it('leaves a paused schedule without a next run', async () => {
    await api.post(
      API_PATHS.etlScheduleSet,
      { connectionId: omni, schedule: { frequency: 'daily', dailyTime: '06:00', enabled: false } },
      { token, instanceId: harbour },
    );
    expect((await setZone({ instanceId: harbour, timeZone: 'Europe/London' })).status).toBe(200);
    const list = await api.post(
      API_PATHS.etlSchedules,
      { connectionId: omni },
      { token, instanceId: harbour },
    );
    expect((list.body.schedules as { nextRun: string | null }[])[0]?.nextRun).toBeNull();
  });

  it('takes UTC back', async () => {
    expect((await setZone({ instanceId: harbour, timeZone: 'UTC' })).status).toBe(200);
    expect(await storedZone(harbour)).toBe('UTC');
  });
});

describe('the time zone call refuses what it cannot do', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['a zone in the wrong case', { timeZone: 'pacific/auckland' }],
    ['an offset instead of a zone', { timeZone: '+12:00' }],
    ['an empty zone', { timeZone: '' }],
    ['a control character', { timeZone: 'Pacific/Auckland\u0000' }],
    ['no zone', {}],
  ])('400 for %s', async (_name, fields) => {
    const answer = await setZone({ instanceId: harbour, ...fields });
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toMatch(/^timeZone: /);
    expect(await storedZone(harbour)).toBe('UTC');
  });

  it('400 without an instance id', async () => {
    const answer = await setZone({ timeZone: 'Pacific/Auckland' });
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toMatch(/^instanceId: /);
  });

  it('401 without a token', async () => {
    const answer = await api.post(
      API_PATHS.instanceTimeZoneSet,
      { instanceId: harbour, timeZone: 'Pacific/Auckland' },
      { instanceId: harbour },
    );
    expect(answer.status).toBe(401);
  });

  it('403 for a member who is neither owner nor admin', async () => {
    const [me] = await stack.db.query<{ user_id: string; role: string }>(
      'SELECT user_id, role FROM app.memberships WHERE instance_id = $1 ORDER BY created_at LIMIT 1',
      [harbour],
    );
    await stack.db.query(
      "UPDATE app.memberships SET role = 'member' WHERE instance_id = $1 AND user_id = $2",
      [harbour, me?.user_id],
    );
    try {
      const answer = await setZone({ instanceId: harbour, timeZone: 'Pacific/Auckland' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Only owners and admins of Harbour Traders can change the time zone.');
    } finally {
      await stack.db.query('UPDATE app.memberships SET role = $3 WHERE instance_id = $1 AND user_id = $2', [
        harbour,
        me?.user_id,
        me?.role,
      ]);
    }
    expect(await storedZone(harbour)).toBe('UTC');
  });

  it('403 for an instance the caller is not a member of, 400 for one the header does not name', async () => {
    const mismatch = await setZone({ instanceId: northwind, timeZone: 'Pacific/Auckland' });
    expect(mismatch.status).toBe(400);
    const memberships = await stack.db.query<Record<string, unknown>>(
      'DELETE FROM app.memberships WHERE instance_id = $1 RETURNING *',
      [northwind],
    );
    try {
      const answer = await setZone({ instanceId: northwind, timeZone: 'Pacific/Auckland' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You are not a member of this instance.');
    } finally {
      for (const row of memberships) {
        const columns = Object.keys(row);
        await stack.db.query(
          `INSERT INTO app.memberships (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          columns.map((column) => row[column]),
        );
      }
    }
    expect(await storedZone(northwind)).not.toBe('Pacific/Auckland');
  });
});
