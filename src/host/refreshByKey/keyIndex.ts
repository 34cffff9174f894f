/**
 * Where each key's row stands in the table, held in typed arrays (open addressing over the key's two 32-bit
 * hashes), so a full sheet's 1,048,575 keys take about 25 MB whatever their text: no string is kept per row.
 */
const EMPTY = -1;

export class KeyIndex {
  private readonly first: Uint32Array;
  private readonly second: Uint32Array;
  private readonly rows: Int32Array;
  private readonly mask: number;

  constructor(expectedKeys: number) {
    let capacity = 16;
    while (capacity < expectedKeys * 2) capacity *= 2;
    this.first = new Uint32Array(capacity);
    this.second = new Uint32Array(capacity);
    this.rows = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
  }

  /** Bytes the index holds. */
  get bytes(): number {
    return this.first.byteLength + this.second.byteLength + this.rows.byteLength;
  }

  private slotOf(h1: number, h2: number): number {
    let slot = (h1 ^ Math.imul(h2, 0x27d4eb2d)) & this.mask;
    for (;;) {
      const row = this.rows[slot] ?? EMPTY;
      if (row === EMPTY || (this.first[slot] === h1 && this.second[slot] === h2)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Adds the key at this row; false when the key is already there (a key that does not identify one row). */
  add(h1: number, h2: number, row: number): boolean {
    const slot = this.slotOf(h1, h2);
    if (this.rows[slot] !== EMPTY) return false;
    this.first[slot] = h1;
    this.second[slot] = h2;
    this.rows[slot] = row;
    return true;
  }

  /** Every key held, with its row (in no particular order). */
  forEach(visit: (h1: number, h2: number, row: number) => void): void {
    for (let slot = 0; slot < this.rows.length; slot += 1) {
      const row = this.rows[slot] ?? EMPTY;
      if (row !== EMPTY) visit(this.first[slot] ?? 0, this.second[slot] ?? 0, row);
    }
  }

  /** The key's row, or -1. */
  rowOf(h1: number, h2: number): number {
    return this.rows[this.slotOf(h1, h2)] ?? EMPTY;
  }
}
