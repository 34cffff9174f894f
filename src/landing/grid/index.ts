/**
 * Showing a landed result in the browser: the result grid (with calculated columns computed), its .xlsx download,
 * and the progress of a long write.
 */
export { ResultGrid, GRID_ROW_HEIGHT, GRID_COLUMN_WIDTH } from './ResultGrid';
export { DownloadXlsxButton } from './DownloadXlsxButton';
export { LandingProgress, PENDING_EDIT_TEXT } from './LandingProgress';
export { formatCell } from '../../format/cellText';
export { downloadXlsx, xlsxBytes, xlsxFileName, type XlsxDownload } from './xlsx';
export { LandedResultGrid } from './LandedResultGrid';
export { LandedInBrowser } from './LandedInBrowser';
