export type HostMode = 'excel' | 'browser';

/** SPEC §3 Excel diagnostics, filled from the host's diagnostics (version, host, platform). */
export interface ExcelDiagnostics {
  excelVersion: string;
  excelHost: string;
  excelPlatform: string;
}

export interface HostInfo {
  mode: HostMode;
  diagnostics: ExcelDiagnostics | null;
}
