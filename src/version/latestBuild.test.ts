// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, type Fetcher } from './latestBuild';

const answer = (body: string, status = 200): Fetcher =>
  vi.fn<Fetcher>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );

describe('asking for the latest build', () => {
  it('fetches builds/latest.json from the app base, never from a cache', async () => {
    const fetcher = answer('{"id":"20260101-abc123","timestamp":1767225600000}');
    expect(await fetchLatestBuild(fetcher)).toEqual({ id: '20260101-abc123', timestamp: 1767225600000 });
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
  });

  it.each([
    ['an HTML error page', '<!doctype html><p>Bad gateway</p>'],
    ['JSON of another shape', '{"version":"2"}'],
    ['an id that is not a path segment', '{"id":"../x","timestamp":1}'],
    ['a timestamp that is not a number', '{"id":"b1","timestamp":"today"}'],
  ])('answers undefined for %s', async (_, body) => {
    expect(await fetchLatestBuild(answer(body))).toBeUndefined();
  });

  it('answers undefined for an HTTP error', async () => {
    expect(await fetchLatestBuild(answer('{"id":"b1","timestamp":1}', 503))).toBeUndefined();
  });

  it('answers undefined when the network fails', async () => {
    expect(await fetchLatestBuild(() => Promise.reject(new TypeError('Failed to fetch')))).toBeUndefined();
  });
});
