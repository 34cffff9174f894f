// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { BuildMeta } from './buildFiles';
import type { Fetcher } from './latestBuild';
import { loadRouteRules, ROUTE_MANIFEST_UNAVAILABLE } from './routeRules';

const META: BuildMeta = {
  id: 'b1',
  timestamp: 1,
  routes: [{ path: '/help/gettingStarted', layout: 'help', label: 'Getting Started', public: true }],
  prerendered: ['/help/gettingStarted'],
};

const answer = (body: string, status = 200): Fetcher =>
  vi.fn<Fetcher>(() => Promise.resolve(new Response(body, { status })));

describe("this build's route rules", () => {
  it('are fetched from builds/meta/{buildId}.json', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = answer(JSON.stringify(META));
    expect(await loadRouteRules('b1', fetcher)).toEqual(META);
    expect(fetcher).toHaveBeenCalledWith('/builds/meta/b1.json');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['is missing', answer('Not found', 404)],
    ['is not JSON', answer('<!doctype html>')],
    ["is another build's", answer(JSON.stringify({ ...META, id: 'b0' }))],
    ['cannot be reached', vi.fn<Fetcher>(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('log exactly one console error, and nothing else happens, when the manifest %s', async (_, fetcher) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRouteRules('b1', fetcher)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(ROUTE_MANIFEST_UNAVAILABLE);
  });
});
