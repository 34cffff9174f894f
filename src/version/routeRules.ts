import { buildMetaPath, parseBuildMeta, type BuildMeta } from './buildFiles';
import { buildFileUrl, type Fetcher } from './latestBuild';

export const ROUTE_MANIFEST_UNAVAILABLE = 'Route manifest could not be loaded:';

/**
 * Fetches this build's route rules (builds/meta/{buildId}.json) once. If they cannot be fetched, only a
 * console error is logged; nothing in the app waits for them.
 */
export async function loadRouteRules(
  buildId: string,
  fetcher: Fetcher = fetch,
  logError: (...data: unknown[]) => void = (...data) => console.error(...data),
): Promise<BuildMeta | undefined> {
  const url = buildFileUrl(buildMetaPath(buildId));
  let problem: string;
  try {
    const response = await fetcher(url);
    if (response.ok) {
      const meta = parseBuildMeta(await response.json());
      if (meta?.id === buildId) return meta;
      problem = 'not a route manifest of this build';
    } else {
      problem = `HTTP ${response.status}`;
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  logError(ROUTE_MANIFEST_UNAVAILABLE, url, problem);
  return undefined;
}
