/**
 * The result grid, its download and the landing progress live in src/landing/grid; this re-export keeps the
 * runtime test screen (src/features/signup) building until it imports them from there, and then goes.
 */
// eslint-disable-next-line import/no-restricted-paths -- the one shared file allowed to reach src/landing, see above
export { ResultGrid, DownloadXlsxButton, LandingProgress } from '../../landing/grid';
