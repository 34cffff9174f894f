/** One build's identity and the build files that announce it (shapes: src/version/buildFiles.ts). */
import { randomBytes } from 'node:crypto';
import { ROUTES } from '../../src/routes/routeTable.ts';
import type { BuildMeta, LatestBuild } from '../../src/version/buildFiles.ts';
import { PRERENDERED_PATHS } from './prerender/paths.ts';

/** What the app sees as `__WHARF_BUILD__` (src/config.ts `build`). */
export interface BuildIdentity {
  version: string;
  buildId: string;
  builtAt: string;
}

export function createBuildIdentity(version: string, now: Date = new Date()): BuildIdentity {
  const builtAt = now.toISOString();
  // Time first, so ids sort by age; a random tail keeps two builds made in the same millisecond apart.
  const buildId = `${builtAt.replace(/\D/g, '')}-${randomBytes(3).toString('hex')}`;
  return { version, buildId, builtAt };
}

export const latestBuild = (identity: BuildIdentity): LatestBuild => ({
  id: identity.buildId,
  timestamp: Date.parse(identity.builtAt),
});

export const buildMeta = (identity: BuildIdentity): BuildMeta => ({
  ...latestBuild(identity),
  routes: ROUTES.map((route) => ({
    path: route.path,
    layout: route.layout,
    label: route.label,
    public: route.public,
  })),
  prerendered: PRERENDERED_PATHS,
});
