/** Loaded after the first paint (see index.ts): everything that talks to the server about versions. */
import { fetchLatestBuild } from './latestBuild';
import { loadRouteRules } from './routeRules';
import { startVersionPoller } from './versionPoller';
import { markUpdatePending, setRouteRules } from './versionStore';

let started = false;

export function watchVersion(buildId: string): void {
  if (started) return;
  started = true;
  startVersionPoller({
    currentBuildId: buildId,
    fetchLatest: () => fetchLatestBuild(),
    onNewBuild: (latest) => markUpdatePending(latest.id),
  });
  void loadRouteRules(buildId).then((rules) => {
    if (rules) setRouteRules(rules);
  });
}
