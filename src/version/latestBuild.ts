import { LATEST_BUILD_PATH, parseLatestBuild, type LatestBuild } from './buildFiles';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the app finds the build files: under the app's base path, whatever route is showing. */
export const buildFileUrl = (path: string): string => `${import.meta.env.BASE_URL}${path}`;

/**
 * Asks the server which build it serves now. Any failure (offline, a deploy half done, a proxy's HTML error page)
 * is undefined: the poller simply asks again next time.
 */
export async function fetchLatestBuild(fetcher: Fetcher = fetch): Promise<LatestBuild | undefined> {
  try {
    // Never from a cache: a cached answer would hide the deploy the poll is looking for.
    const response = await fetcher(buildFileUrl(LATEST_BUILD_PATH), { cache: 'no-store' });
    if (!response.ok) return undefined;
    return parseLatestBuild(await response.json());
  } catch {
    return undefined;
  }
}
