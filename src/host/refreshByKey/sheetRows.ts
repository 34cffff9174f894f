/**
 * The keyed table as it stands in the sheet, read block by block (docs/host.md, "Refresh by key"): where each
 * key's row is, and a 32-bit hash of each landed cell (to find the cells a refresh changes without holding their
 * values). The landed cells' buckets as they are now (to find the cells edited by hand) are not folded here cell by
 * cell: DeltaPlan works them out from the new rows' and the few cells that differ. The person's own columns are not
 * read into it: they stay where they are, with their row.
 */
import type { ReadCell } from '../tableFingerprint';
import { cellHash, keyHashes } from './cellHash';
import { KeyIndex } from './keyIndex';

export interface SheetLayout {
  /** For each landed column (landing order), its column within the table. */
  tableColumns: readonly number[];
  /** The landed columns compared (not calculated ones, whose cells are Excel's). */
  compared: readonly number[];
  /** The key's positions among the landed columns. */
  key: readonly number[];
}

export class SheetRows {
  readonly index: KeyIndex;
  readonly hashes: Uint32Array;
  readonly rowCount: number;
  readonly layout: SheetLayout;
  /** The landed columns' hashes per row: one per landed column. */
  readonly width: number;
  /** False once two rows of the table share a key: the table cannot be refreshed by key. */
  unique = true;
  private next = 0;

  constructor(rowCount: number, layout: SheetLayout) {
    this.rowCount = rowCount;
    this.layout = layout;
    this.width = layout.tableColumns.length;
    this.index = new KeyIndex(rowCount);
    this.hashes = new Uint32Array(rowCount * this.width);
  }

  /** Bytes held: the key index and the cells' hashes. */
  get bytes(): number {
    return this.index.bytes + this.hashes.byteLength;
  }

  /** The next rows of the table's body, in order, as Excel answers them (every table column). */
  add(rows: ReadonlyArray<readonly ReadCell[]>): void {
    const { tableColumns, compared, key } = this.layout;
    const keyColumns = key.map((position) => tableColumns[position] ?? 0);
    for (const row of rows) {
      if (this.next >= this.rowCount) return;
      const r = this.next;
      const [h1, h2] = keyHashes(row, keyColumns);
      if (!this.index.add(h1, h2, r)) this.unique = false;
      const base = r * this.width;
      for (const column of compared) this.hashes[base + column] = cellHash(row[tableColumns[column] ?? 0]);
      this.next += 1;
    }
  }
}
