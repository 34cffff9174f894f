export { ResultGrid, GRID_ROW_HEIGHT, GRID_COLUMN_WIDTH } from './ResultGrid';
export { DownloadXlsxButton } from './DownloadXlsxButton';
export { LandingProgress, PENDING_EDIT_TEXT } from './LandingProgress';
export { formatCell } from './formatCell';
export { downloadXlsx, toSheetData, xlsxFileName } from './xlsx';
export { formulaReferences, toCellReferences, unknownReferenceProblem } from './structuredRefs';
export { QueryLanderContext, useQueryLander, type QueryLander, type QueryLanderProps } from './queryLander';
