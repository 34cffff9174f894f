export { ReloadForUpdate } from './ReloadForUpdate';
export { isPrerendered, useVersionStore } from './versionStore';
export type { BuildMeta, LatestBuild, RouteRule } from './buildFiles';

/**
 * Starts watching for new builds and fetches this build's route rules. Call after the first paint: the code that
 * does it is a chunk of its own, loaded here.
 */
export function startVersionWatch(buildId: string): void {
  import('./watchVersion').then(
    ({ watchVersion }) => watchVersion(buildId),
    // The chunk could not load (offline): this page runs without update checks; the next page load tries again.
    () => undefined,
  );
}
