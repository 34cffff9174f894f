// @vitest-environment node
/**
 * Two days of the schedules' week in a few minutes: two connections on one Cin7 Omni account import every entity
 * every 15 minutes of an injected clock (server/testing/cin7Week.ts), while the stand-in's records change, arrive and
 * are deleted. The first day holds the full loads and a delete of every entity, the second a steady day that finds
 * each delete gone; the days after it repeat the second's calls, and the bench's `cin7Calls` runs all seven. Every
 * change lands within one schedule, every delete within a day, the stand-in never answers 429 and no day passes
 * 5,000 calls. `WHARF_WEEK_DAYS=7 npm run test:week` runs the whole week.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@wharf/contract/paths.ts';
import { Cin7Week } from '../testing/cin7Week.ts';
import { TEST_SECRET_KEY, TestStack, demoInstanceIds, signInForIdToken } from '../testing/testStack.ts';

const DAYS = Number(process.env.WHARF_WEEK_DAYS ?? 2);

let stack: TestStack;
let week: Cin7Week;

beforeAll(async () => {
  stack = await TestStack.start();
  week = await Cin7Week.prepare({ db: stack.db, secretKey: TEST_SECRET_KEY });
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await week?.close();
});

describe('two days of 15-minute schedules on one Cin7 Omni account', () => {
  it('lands every change within a schedule and every delete within a day, inside the daily budget', async () => {
    const api = await stack.api({ etl: { connectors: week.connectors, worker: false } });
    const token = await signInForIdToken(stack.idp.issuer);
    const { harbour } = await demoInstanceIds(stack.db);
    for (const connectionId of week.connections) {
      const answer = await api.post(
        API_PATHS.etlScheduleSet,
        { connectionId, schedule: { frequency: 'every15Minutes' } },
        { token, instanceId: harbour },
      );
      expect(answer.status).toBe(200);
    }
    const held = week.entitiesHeld().map((entity) => entity.key);
    expect(held.length).toBeGreaterThan(10);
    const started = Date.now();
    const result = await week.run(DAYS);
    console.log(
      `Cin7 Omni calls per day: ${result.callsByDay.join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    expect(result.missed).toEqual([]);
    expect(result.deletesChecked.toSorted()).toEqual(held.toSorted());
    expect(result.callsByDay).toHaveLength(Math.ceil(DAYS));
    expect(result.throttled).toBe(0);
    for (const calls of result.callsByDay) expect(calls).toBeLessThanOrEqual(5000);
  }, 1_200_000);
});
