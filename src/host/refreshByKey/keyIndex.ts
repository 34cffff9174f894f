/**
 * Rows by a 64-bit hash held as two 32-bit words (a row check, or a key's two hashes), in one typed array (open
 * addressing, each slot's two words and row side by side, so a lookup touches one place in memory): a full
 * sheet's 1,048,575 rows take 24 MB whatever their text, and no string is kept per row.
 */
const SLOT = 3;

export class KeyIndex {
  /** Per slot: the hash's two words and the row + 1 (0: an empty slot). */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(expectedKeys: number) {
    let capacity = 16;
    while (capacity < expectedKeys * 2) capacity *= 2;
    this.slots = new Int32Array(capacity * SLOT);
    this.mask = capacity - 1;
  }

  /** Bytes the index holds. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /** The slot holding the hash, or the empty one where it would go (its place in `slots`). */
  private slotOf(h1: number, h2: number): number {
    const { slots, mask } = this;
    const first = h1 | 0;
    const second = h2 | 0;
    let slot = (h1 ^ Math.imul(h2, 0x27d4eb2d)) & mask;
    for (;;) {
      const at = slot * SLOT;
      if (slots[at + 2] === 0 || (slots[at] === first && slots[at + 1] === second)) return at;
      slot = (slot + 1) & mask;
    }
  }

  /** Adds the hash at this row; false when the hash is already there (a key that does not identify one row). */
  add(h1: number, h2: number, row: number): boolean {
    const at = this.slotOf(h1, h2);
    const { slots } = this;
    if (slots[at + 2] !== 0) return false;
    slots[at] = h1 | 0;
    slots[at + 1] = h2 | 0;
    slots[at + 2] = row + 1;
    return true;
  }

  /** The hash's row, or -1. */
  rowOf(h1: number, h2: number): number {
    return (this.slots[this.slotOf(h1, h2) + 2] ?? 0) - 1;
  }
}
