import { ROUTES } from '../../../src/routes/routeTable.ts';
import { SIGN_IN_HREF } from '../../../src/routes/hrefs.ts';

/** The public help pages, which must open at once and before sign-in. From the routes table. */
export const HELP_PATHS: readonly string[] = ROUTES.filter((route) => route.layout === 'help').map(
  (route) => route.path,
);

/**
 * The pages the build prerenders: the help pages, and the sign-in screen, the first screen of every visit, whose
 * button would otherwise wait for React and the whole entry chunk (first paint against a static page).
 */
export const PRERENDERED_PATHS: readonly string[] = [...HELP_PATHS, SIGN_IN_HREF];
