// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_HISTORY, filterHistory, historyConnections } from './history';
import { makeJob } from '../../testing/renderScreen';

const JOBS = [
  makeJob({
    id: 1,
    connectionId: 1,
    connectionName: 'A',
    status: 'success',
    started: '2025-01-01T00:00:00Z',
  }),
  makeJob({ id: 2, connectionId: 2, connectionName: 'B', status: 'error', started: '2025-01-03T00:00:00Z' }),
  makeJob({ id: 3, connectionId: 1, connectionName: 'A', status: 'error', started: '2025-01-02T00:00:00Z' }),
];

describe('the import history', () => {
  it('lists newest first by default, oldest first on request', () => {
    expect(filterHistory(JOBS, ALL_HISTORY).map((job) => job.id)).toEqual([2, 3, 1]);
    expect(filterHistory(JOBS, { ...ALL_HISTORY, order: 'oldest' }).map((job) => job.id)).toEqual([1, 3, 2]);
  });

  it('filters by status and by connection', () => {
    expect(filterHistory(JOBS, { ...ALL_HISTORY, status: 'error' }).map((job) => job.id)).toEqual([2, 3]);
    expect(
      filterHistory(JOBS, { ...ALL_HISTORY, status: 'error', connectionId: 1 }).map((job) => job.id),
    ).toEqual([3]);
  });

  it('offers each connection of the history once', () => {
    expect(historyConnections(JOBS)).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
  });
});
