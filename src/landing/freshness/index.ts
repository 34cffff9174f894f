export { OutOfDateSummary } from './OutOfDateSummary';
export { OUT_OF_DATE, REFRESH_ALL_OUT_OF_DATE, outOfDateSummary } from './freshnessText';
export { isOutOfDate, newestLanding, outOfDateRecords, type SourceLanding } from './outOfDate';
export {
  landedTableRecordsKey,
  useInvalidateFreshness,
  useLandedTableRecords,
  useOutOfDateTables,
  useWarehouseFreshness,
} from './useOutOfDateTables';
