export { startHost, useHostStore, whenHostReady } from './hostStore';
export type {
  HostMode,
  ExcelDiagnostics,
  HostInfo,
  CellValue,
  LandingColumn,
  NewTableSpot,
  TableAbout,
  TableStart,
  TableStream,
  TableWriter,
  WriteTableRequest,
  WriteTableResult,
} from './types';
export { tableWriterFor, useTableWriter } from './tableWriter';
export { createExcelTableWriter, excelTableWriter } from './excelTableWriter';
export { browserTableWriter, useLandedTable, useLandedTables, type LandedTable } from './browserTableWriter';
export { LandingError, throwIfAborted, type LandingErrorKind } from './landingError';
export { runWhenNotEditing, isCellEditModeError } from './editMode';
export { readWorkbookSetting, writeWorkbookSetting } from './workbookSettings';
export { supportsNestedAppAuth, openSignInDialog, messageParent } from './nestedAppAuth';
