export { startHost, useHostStore, whenHostReady } from './hostStore';
export type {
  HostMode,
  ExcelDiagnostics,
  HostInfo,
  CellValue,
  LandingColumn,
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
export {
  ADDIN_SETTINGS_KEY,
  DEFAULT_ADDIN_SETTINGS,
  NEW_TABLE_PLACEMENTS,
  isValidFormatCode,
  parseAddinSettings,
  readAddinSettings,
  writeAddinSettings,
  type AddinSettings,
  type NewTablePlacement,
} from './addinSettings';
export { clearLocalData } from './browserStorage';
export {
  readLandedTableRecord,
  readLandedTableRecords,
  writeLandedTableRecord,
  type LandedTableRecord,
} from './landedTableRecords';
export { countHandEdits, fingerprintLandedTable, placeBeside, type BesidePlacement } from './handEdits';
export type { Fingerprint } from './tableFingerprint';
export { applyStartupBehavior, refreshOnOpenWhen, type RefreshOnOpenWhen } from './startupBehavior';
