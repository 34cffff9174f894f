// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elapsedMs, formatElapsed, isActive, JOB_STATUS_LOOK, JOB_STATUSES, jobRows } from './jobStatus';
import { makeJob } from '../../testing/renderScreen';

describe('job status and progress arithmetic', () => {
  it('gives every job status its own words and colour', () => {
    const looks = JOB_STATUSES.map((status) => JOB_STATUS_LOOK[status]);
    expect(new Set(looks.map((look) => look.label)).size).toBe(JOB_STATUSES.length);
    expect(new Set(looks.map((look) => look.color)).size).toBe(JOB_STATUSES.length);
  });

  it('treats only pending and running as active', () => {
    expect(JOB_STATUSES.filter(isActive)).toEqual(['pending', 'running']);
  });

  it('measures elapsed time to the finish, or to now while running', () => {
    const start = '2025-01-06T09:00:00.000Z';
    expect(elapsedMs(start, '2025-01-06T09:01:05.000Z', 0)).toBe(65_000);
    expect(elapsedMs(start, null, Date.parse('2025-01-06T09:00:07.500Z'))).toBe(7_500);
    expect(elapsedMs(null, null, 0)).toBeNull();
  });

  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatElapsed(7_500)).toBe('0:07');
    expect(formatElapsed(754_000)).toBe('12:34');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(null)).toBe('—');
  });

  it('adds up the rows landed per entity', () => {
    const entity = { status: 'success' as const, pages: 1, started: null, finished: null, message: null };
    expect(
      jobRows(
        makeJob({
          entities: [
            { ...entity, entity: 'products', rows: 5 },
            { ...entity, entity: 'stock', rows: 7 },
          ],
        }),
      ),
    ).toBe(12);
    expect(jobRows(makeJob({ counts: { products: 3, contacts: 4 } }))).toBe(7);
  });
});
