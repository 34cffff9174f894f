import type { KeyedOutcome } from './refreshByKey/outcome';
export type HostMode = 'excel' | 'browser';

/** Excel diagnostics, filled from the host's diagnostics (version, host, platform). */
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
  /** The header cell's note: what a measure's column means, in plain words ("Revenue: the sum of …"). */
  note?: string;
  /**
   * Number formats of single cells, by the value a cell holds, over the column's own: a part period's group keeps
   * its date and carries its mark as a literal (`mmm yyyy" (15–30 only)"`; components/partPeriods.ts).
   */
  cellFormats?: Readonly<Record<string, string>>;
}

/** What a landed table is, in the user's words: the download's "About" sheet says it. */
export interface TableAbout {
  /** The design's name. */
  designName: string;
  /** Each filter in plain words ("Status is Open"); empty when every row is kept. */
  filters: readonly string[];
  /** The warehouse tables it reads, by their friendly names. */
  sources: readonly string[];
  /** Each column grouped by period with part periods in words ("Order Date (month): Aug 2026 (29–31 only)"). */
  partPeriods?: readonly string[];
}

/** A new worksheet of its own, named after the design (made unique), or the selection's top-left cell. */
export type NewTableSpot = { kind: 'newSheet'; sheetTitle: string } | { kind: 'selection' };

/** Where a table lands and what its header is: everything a landing knows before its first row. */
export interface TableStart {
  /** The Excel table's name: an existing table of that name is replaced where it stands. */
  tableName: string;
  /** Where a new table's header starts: `B2` (on sheetName or the active sheet) or `Sheet1!B2`. Default `A1`. */
  anchor?: string;
  sheetName?: string;
  /**
   * Where the table goes when no table of its name exists and neither sheetName nor anchor says: the add-in
   * setting "where new tables land". Without it such a table lands on the active sheet at A1.
   */
  newTable?: NewTableSpot;
  columns: readonly LandingColumn[];
  /** What the table is (its design, filters and sources), where the landing knows it. */
  about?: TableAbout;
  /**
   * Rows the table is expected to have (the first page's total): Excel checks and takes the room for them before
   * the first row is written. More rows than this are checked for room as they come; fewer shrink the table.
   */
  expectedRows: number;
  /**
   * The positions among columns of the values that identify a row (the model's key, or a summary's group-by
   * columns; /api/clientQuery rowKey); absent or null when none do. A refresh by key matches rows by it.
   */
  rowKey?: readonly number[] | null;
  /** Rows written so far out of all rows, after each request that wrote rows. */
  onProgress?: (written: number, total: number) => void;
  /** True once an operation has waited the 1000 ms for Excel's cell-edit mode to end; false when it ends. */
  onPendingEdit?: (pending: boolean) => void;
  signal?: AbortSignal;
}

/** A whole result written at once: a landing whose rows are all in hand. */
export interface WriteTableRequest extends Omit<TableStart, 'expectedRows'> {
  /** The writer's from then on, as append's rows are. */
  rows: CellValue[][];
}

export interface WriteTableResult {
  rowCount: number;
  /** Requests sent to the host (context.sync round trips); 0 in the browser. */
  requests: number;
  /** The largest request's serialized values, in bytes, as the writer counted them. */
  largestRequestBytes: number;
  /** Where the table landed, header included: `Sheet1!A1:L20001` (in the browser, the same shape on `Browser`). */
  address: string;
  /** A landing whose rows have a key: what its cells hold as landed, and for a refresh by key what it did. */
  keyed?: KeyedOutcome;
}

/**
 * One table being written page by page (DESIGN "Large results stream in pages"): the writer holds no more of the
 * result than the page it is given, so a landing's memory is bounded by a page.
 */
export interface TableStream {
  /**
   * Writes these rows below the rows written so far. The rows are the writer's from then on: the Excel writer
   * turns them into the cells it sends in place rather than copy every row.
   */
  append(rows: CellValue[][]): Promise<void>;
  /** Completes the table (in Excel: the table object, number formats and formulas) and says where it landed. */
  finish(): Promise<WriteTableResult>;
}

/** What the app needs from its host to land a result, page by page (docs/tables.md, "Landing and refresh"). */
export interface TableWriter {
  /** Places the table and its header; rows follow with append. */
  begin(start: TableStart): Promise<TableStream>;
  /** begin, one append of every row, finish. */
  writeTable(request: WriteTableRequest): Promise<WriteTableResult>;
}
