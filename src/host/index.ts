export { startHost, useHostStore } from './hostStore';
export type { HostMode, ExcelDiagnostics, HostInfo } from './types';
