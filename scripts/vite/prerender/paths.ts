import { ROUTES } from '../../../src/routes/routeTable.ts';

/**
 * The pages the build prerenders: the public help pages (SPEC §2), which must open at once and before sign-in.
 * Derived from the routes table, so a help page added there is prerendered too.
 */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter((route) => route.layout === 'help').map(
  (route) => route.path,
);
