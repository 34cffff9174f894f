/**
 * The keyed table as it stands in the sheet, from its row checks alone (rowCheck.ts; docs/host.md, "Refresh by
 * key"): where each key's row is and the hash its compared cells had as landed, held in typed arrays — no cell of
 * the table is read for it. A row without a check (emptied, or a row the person added) matches no key.
 */
import type { ReadCell } from '../tableFingerprint';
import { KeyIndex } from './keyIndex';
import { readCheckHead, type ReadCheck } from './rowCheck';

export interface SheetLayout {
  /** For each landed column (landing order), its column within the table. */
  tableColumns: readonly number[];
  /** The landed columns compared (not calculated ones, whose cells are Excel's). */
  compared: readonly number[];
  /** The key's positions among the landed columns. */
  key: readonly number[];
  /** The row check's column within the table. */
  checkColumn: number;
  /** The cell check's column within the table. */
  cellCheckColumn: number;
}

export class SheetRows {
  readonly index: KeyIndex;
  /** Each row's hash of its compared cells as landed. */
  readonly rowHashes: Uint32Array;
  readonly rowCount: number;
  readonly layout: SheetLayout;
  /** False once two rows of the table share a key: the table cannot be refreshed by key. */
  unique = true;
  private next = 0;
  private readonly scratch: ReadCheck = { h1: 0, h2: 0, row: 0 };

  constructor(rowCount: number, layout: SheetLayout) {
    this.rowCount = rowCount;
    this.layout = layout;
    this.index = new KeyIndex(rowCount);
    this.rowHashes = new Uint32Array(rowCount);
  }

  /** Bytes held: the key index and the row hashes. */
  get bytes(): number {
    return this.index.bytes + this.rowHashes.byteLength;
  }

  /** The next rows' checks, in order, as Excel answers the check column (one cell a row). */
  add(checks: ReadonlyArray<readonly ReadCell[]>): void {
    const { scratch } = this;
    for (const cells of checks) {
      if (this.next >= this.rowCount) return;
      const r = this.next;
      this.next += 1;
      if (!readCheckHead(cells[0], scratch)) continue;
      if (!this.index.add(scratch.h1, scratch.h2, r)) this.unique = false;
      this.rowHashes[r] = scratch.row;
    }
  }
}
