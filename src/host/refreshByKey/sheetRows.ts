/**
 * The keyed table as it stands in the sheet, from its row checks alone (rowCheck.ts; docs/host.md, "Refresh by
 * key"): where each row check is, held in a typed array — no other cell of the table is read for it. A row without
 * a check (emptied, or a row the person added) matches no new row by its check.
 */
import type { ReadCell } from '../tableFingerprint';
import { KeyIndex } from './keyIndex';
import { readRowCheck, type ReadCheck } from './rowCheck';

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
  /** Each row check's row. */
  readonly index: KeyIndex;
  readonly rowCount: number;
  readonly layout: SheetLayout;
  /** False once two rows of the table share a row check (a copied row): the table cannot be refreshed by key. */
  unique = true;
  private next = 0;
  private readonly scratch: ReadCheck = { r1: 0, r2: 0 };

  constructor(rowCount: number, layout: SheetLayout) {
    this.rowCount = rowCount;
    this.layout = layout;
    this.index = new KeyIndex(rowCount);
  }

  /** Bytes held: the index of row checks. */
  get bytes(): number {
    return this.index.bytes;
  }

  /** The next rows' checks, in order, as Excel answers the check column (one cell a row). */
  add(checks: ReadonlyArray<readonly ReadCell[]>): void {
    const { scratch } = this;
    for (const cells of checks) {
      if (this.next >= this.rowCount) return;
      const r = this.next;
      this.next += 1;
      if (!readRowCheck(cells[0], scratch)) continue;
      if (!this.index.add(scratch.r1, scratch.r2, r)) this.unique = false;
    }
  }
}
