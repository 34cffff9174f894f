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

/** One cell of a landed row: text, a number, or empty. */
export type CellValue = string | number | null;

/** A column of a landed table: its header, the FORMAT step's number format, and for a calculated column its formula. */
export interface LandingColumn {
  name: string;
  /** An Excel number format code, e.g. `#,##0.00`; omitted keeps Excel's General. */
  format?: string;
  /** An Excel formula (e.g. `=[@Quantity]*[@Price]`) written as the column's formula; its row values are ignored. */
  formula?: string;
}

export interface WriteTableRequest {
  /** The Excel table's name: an existing table of that name is replaced where it stands. */
  tableName: string;
  /** Where a new table's header starts: `B2` (on sheetName or the active sheet) or `Sheet1!B2`. Default `A1`. */
  anchor?: string;
  sheetName?: string;
  columns: readonly LandingColumn[];
  rows: ReadonlyArray<readonly CellValue[]>;
  /** Rows written so far out of all rows, after each request that wrote rows. */
  onProgress?: (written: number, total: number) => void;
  /** True once an operation has waited SPEC §9's 1000 ms for Excel's cell-edit mode to end; false when it ends. */
  onPendingEdit?: (pending: boolean) => void;
  signal?: AbortSignal;
}

export interface WriteTableResult {
  rowCount: number;
  /** Requests sent to the host (context.sync round trips); 0 in the browser. */
  requests: number;
  /** The largest request's serialized values, in bytes, as the writer counted them. */
  largestRequestBytes: number;
  /** Where the table landed, header included: `Sheet1!A1:L20001` (in the browser, the same shape on `Browser`). */
  address: string;
}

/** What the app needs from its host to land a result: SPEC §4 and DESIGN "Large results stream in pages". */
export interface TableWriter {
  writeTable(request: WriteTableRequest): Promise<WriteTableResult>;
}
