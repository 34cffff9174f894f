/**
 * A landed table's fingerprint: what its body cells held when Wharf wrote them, small
 * enough for the workbook's settings. Up to FINGERPRINT_CELL_LIMIT cells each cell keeps a 16-bit hash, so a later
 * read counts the cells changed by hand; a larger table keeps a 32-bit hash per row, and a changed row counts as
 * all its cells. Past MAX_ROW_HASHES rows one hash covers a group of rows (8 for a full sheet of 1,048,575), so the
 * fingerprint never passes about 700 KB: Office documents the document settings as size-limited, and a full
 * sheet's hash per row (5.6 MB as base64) would not fit. A changed group then counts as all its cells, and the
 * question says so. Rows added below the table are not part of it and are never counted.
 */
import { z } from 'zod';

/** 250,000 cells: 500 KB of hashes (about 670 KB as base64), well inside a workbook's settings. */
export const FINGERPRINT_CELL_LIMIT = 250_000;
/** 131,072 row hashes: 512 KB (about 700 KB as base64), no more than the cells' limit keeps. */
export const MAX_ROW_HASHES = 131_072;

export const fingerprintSchema = z.object({
  rows: z.number().int().min(0),
  columns: z.number().int().min(0),
  /** base64 of one little-endian uint16 hash per cell, row by row. */
  cells: z.string().optional(),
  /** base64 of one little-endian uint32 hash per row (or group of rows), when the table has more cells than the limit. */
  rowHashes: z.string().optional(),
  /** Rows one of rowHashes covers, when more than one: a table of more than MAX_ROW_HASHES rows. */
  rowsPerHash: z.number().int().min(2).optional(),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/** A cell as Excel answers it: text, a number, a boolean or empty text. */
export type ReadCell = string | number | boolean | null;

/** FNV-1a over the cell's type and text, so 1 and "1" differ. */
function hashText(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const cellText = (cell: ReadCell): string =>
  cell === null || cell === '' ? '' : `${typeof cell}:${String(cell)}`;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** How a fingerprint is kept: a hash per cell, or per row for a large table. */
export type FingerprintForm = 'cells' | 'rows';

export const formOf = (fingerprint: Fingerprint): FingerprintForm =>
  fingerprint.cells !== undefined ? 'cells' : 'rows';

/** The form a body of this many cells is fingerprinted in, unless a landed fingerprint says otherwise. */
export const defaultForm = (rows: number, columns: number): FingerprintForm =>
  rows * columns <= FINGERPRINT_CELL_LIMIT ? 'cells' : 'rows';

/** Rows one row hash covers for a body of this many rows: 1 up to MAX_ROW_HASHES rows. */
export const rowsPerHashFor = (rows: number): number => Math.max(1, Math.ceil(rows / MAX_ROW_HASHES));

/** Rows one hash of the fingerprint covers: null when it keeps a hash per cell (its count is exact). */
export const rowsPerCheck = (fingerprint: Fingerprint): number | null =>
  fingerprint.cells !== undefined ? null : (fingerprint.rowsPerHash ?? 1);

/** A fingerprint taken block by block as the body is read, so no more than a block of it is held at once. */
export interface FingerprintBuilder {
  /** The next rows of the body, in order. */
  add(rows: ReadonlyArray<readonly ReadCell[]>): void;
  done(): Fingerprint;
}

/** `rowsPerHash` (rows form only): a later read takes the landed fingerprint's, whatever the table's size now. */
export function startFingerprint(
  rowCount: number,
  columns: number,
  form: FingerprintForm = defaultForm(rowCount, columns),
  rowsPerHash: number = rowsPerHashFor(rowCount),
): FingerprintBuilder {
  const cellHashes = form === 'cells' ? new Uint16Array(rowCount * columns) : null;
  const rowHashes = form === 'rows' ? new Uint32Array(Math.ceil(rowCount / rowsPerHash)) : null;
  let next = 0;
  return {
    add(rows) {
      for (const row of rows) {
        if (next >= rowCount) return;
        if (cellHashes) {
          for (let c = 0; c < columns; c += 1)
            cellHashes[next * columns + c] = hashText(cellText(row[c] ?? null)) & 0xffff;
        } else if (rowHashes) {
          // A group's hash runs on over its rows: its first row starts it afresh.
          const group = Math.floor(next / rowsPerHash);
          let hash = next % rowsPerHash === 0 ? 0x811c9dc5 : (rowHashes[group] ?? 0);
          for (let c = 0; c < columns; c += 1) hash = hashText(`${cellText(row[c] ?? null)}\u0000`, hash);
          rowHashes[group] = hash;
        }
        next += 1;
      }
    },
    done() {
      if (cellHashes) return { rows: rowCount, columns, cells: toBase64(new Uint8Array(cellHashes.buffer)) };
      return {
        rows: rowCount,
        columns,
        rowHashes: toBase64(new Uint8Array((rowHashes ?? new Uint32Array()).buffer)),
        ...(rowsPerHash > 1 ? { rowsPerHash } : {}),
      };
    },
  };
}

/** The body's fingerprint; `form` defaults to per cell up to the limit (a later read takes the landed one's form). */
export function fingerprintOf(
  rows: ReadonlyArray<readonly ReadCell[]>,
  columns: number,
  form: FingerprintForm = defaultForm(rows.length, columns),
  rowsPerHash: number = rowsPerHashFor(rows.length),
): Fingerprint {
  const builder = startFingerprint(rows.length, columns, form, rowsPerHash);
  builder.add(rows);
  return builder.done();
}

function decode16(text: string): Uint16Array {
  const bytes = fromBase64(text);
  return new Uint16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
}

function decode32(text: string): Uint32Array {
  const bytes = fromBase64(text);
  return new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
}

/**
 * Cells that differ between the table as landed and as it is now (both fingerprints of the same table's body).
 * A different width counts every cell; rows the table lost or gained count all their cells; a changed row hash
 * counts every cell of the rows it covers.
 */
export function changedCellCount(landed: Fingerprint, now: Fingerprint): number {
  const widest = Math.max(landed.columns, now.columns);
  if (landed.columns !== now.columns) return Math.max(landed.rows, now.rows) * widest;
  const shared = Math.min(landed.rows, now.rows);
  let changed = Math.abs(landed.rows - now.rows) * widest;
  if (landed.cells !== undefined && now.cells !== undefined) {
    const before = decode16(landed.cells);
    const after = decode16(now.cells);
    for (let index = 0; index < shared * widest; index += 1) if (before[index] !== after[index]) changed += 1;
    return changed;
  }
  const perHash = landed.rowsPerHash ?? 1;
  if (landed.rowHashes !== undefined && now.rowHashes !== undefined && perHash === (now.rowsPerHash ?? 1)) {
    const before = decode32(landed.rowHashes);
    const after = decode32(now.rowHashes);
    for (let group = 0; group * perHash < shared; group += 1) {
      if (before[group] !== after[group]) changed += Math.min(perHash, shared - group * perHash) * widest;
    }
    return changed;
  }
  // Kept in different forms: nothing can be compared, so every cell counts as changed.
  return shared * widest + changed;
}
