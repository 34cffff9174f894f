// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConnectionSchedule } from '@wharf/contract';
import { planText } from './scheduleText';

const view = (budget: Partial<ConnectionSchedule['budget']>): ConnectionSchedule => ({
  connectionId: 1,
  connectionName: 'Harbour Traders Omni',
  canSchedule: true,
  schedule: { frequency: 'every15Minutes', dailyTime: null, enabled: true },
  nextRun: null,
  lastRun: null,
  budget: { sourceName: 'Cin7 Omni', dailyLimit: 5000, usedToday: 0, expectedPerDay: null, ...budget },
});

describe('the calls a schedule plans a day, in words', () => {
  it('says the runs, the check for deletes and the first full load with separators', () => {
    const text = planText(
      view({
        expectedPerDay: 1_206,
        plan: { perRun: 12, runsPerDay: 96, steadyPerDay: 1_152, sweepsPerDay: 14, firstLoad: 40 },
      }),
    );
    expect(text).toBe(
      `About ${(1206).toLocaleString()} Cin7 Omni calls a day (Cin7 Omni allows ${(5000).toLocaleString()}): ` +
        '12 a run × 96 runs, 14 to check for deletes, and 40 once for the first full load',
    );
  });

  it('says nothing without a schedule', () => {
    expect(planText(view({ expectedPerDay: null, plan: null }))).toBeNull();
  });
});
