/**
 * What the table screens use to show a landed result: the browser grid (with calculated columns computed), its
 * .xlsx download, and the progress of a long write. The grid itself lives in src/components/landing because the
 * runtime test screen (features/signup) shows it too, and features do not import one another.
 */
export {
  ResultGrid,
  DownloadXlsxButton,
  LandingProgress,
  PENDING_EDIT_TEXT,
  formatCell,
  downloadXlsx,
} from '../../../components/landing';
export { LandedResultGrid } from './LandedResultGrid';
export { LandedInBrowser } from './LandedInBrowser';
