// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes/routeTable.ts';
import { isBuildId, parseBuildMeta, parseLatestBuild } from '../../src/version/buildFiles.ts';
import { buildMeta, createBuildIdentity, latestBuild } from './buildIdentity.ts';

const BUILT = new Date('2026-03-04T05:06:07.089Z');

describe('the build identity', () => {
  it('is one id per build: its time, then a random tail, usable as a path segment', () => {
    const first = createBuildIdentity('1.2.3', BUILT);
    const second = createBuildIdentity('1.2.3', BUILT);
    expect(first.buildId).toMatch(/^20260304050607089-[0-9a-f]{6}$/);
    expect(second.buildId).not.toBe(first.buildId);
    expect(isBuildId(first.buildId)).toBe(true);
    expect(first).toMatchObject({ version: '1.2.3', builtAt: '2026-03-04T05:06:07.089Z' });
  });

  it('names the latest build as { id, timestamp }, which the app can read back', () => {
    const identity = createBuildIdentity('1.2.3', BUILT);
    const latest = latestBuild(identity);
    expect(latest).toEqual({ id: identity.buildId, timestamp: BUILT.getTime() });
    expect(parseLatestBuild(JSON.parse(JSON.stringify(latest)))).toEqual(latest);
  });

  it("lists every route of the routes table and the prerendered pages (help, sign-in) in the build's meta", () => {
    const meta = buildMeta(createBuildIdentity('1.2.3', BUILT));
    expect(meta.routes).toHaveLength(ROUTES.length);
    expect(meta.routes).toContainEqual({
      path: '/help/gettingStarted',
      layout: 'help',
      label: 'Getting Started',
      public: true,
    });
    expect(meta.routes).toContainEqual({
      path: '/table/:id',
      layout: 'default',
      label: 'Table Design',
      public: false,
    });
    expect([...meta.prerendered].sort()).toEqual([
      '/help/cin7Omni/APISetup',
      '/help/gettingStarted',
      '/help/omni/APISetup',
      '/signin',
    ]);
    expect(parseBuildMeta(JSON.parse(JSON.stringify(meta)))).toEqual(meta);
  });
});
