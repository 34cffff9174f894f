/**
 * What the add-in keeps about its tables and itself: add-in settings, landed-table records, hand-edit
 * fingerprints, startup behaviour and local data. A barrel of its own, apart from index.ts: these read stored values
 * with zod, and index.ts loads with the first paint, before zod may load.
 */
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
export { rowsPerCheck, type Fingerprint } from './tableFingerprint';
export { applyStartupBehavior, refreshOnOpenWhen, type RefreshOnOpenWhen } from './startupBehavior';
