// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../testing/renderScreen';
import { connectProgress } from './useConnectProgress';

describe('the /connect steps follow the instance’s real state', () => {
  it('starts at step 1 with no connection (a deleted one does not count)', () => {
    const progress = connectProgress([{ id: 1, status: 'DELETED' }], [], 0);
    expect([progress.connect, progress.import, progress.data]).toEqual(['current', 'later', 'later']);
  });

  it('asks for the first import once a connection exists', () => {
    const progress = connectProgress([{ id: 4, status: 'PENDING_INIT' }], [], 0);
    expect([progress.connect, progress.import, progress.data]).toEqual(['done', 'current', 'later']);
    expect(progress.connectionId).toBe(4);
  });

  it('follows a running import', () => {
    const running = makeJob({ id: 9, status: 'running', finished: null });
    const progress = connectProgress([{ id: 1, status: 'INIT' }], [running], 0);
    expect(progress.import).toBe('running');
    expect(progress.runningJob?.id).toBe(9);
  });

  it('is done when an import landed tables', () => {
    const progress = connectProgress([{ id: 1, status: 'ACTIVE' }], [makeJob()], 7);
    expect([progress.connect, progress.import, progress.data]).toEqual(['done', 'done', 'done']);
  });
});
