/** A1-style addresses for the table writer: rectangles on one worksheet, zero-based inside, A1 outside. */

export interface Rect {
  /** Zero-based row and column of the top-left cell. */
  top: number;
  left: number;
  rows: number;
  columns: number;
}

export function columnLetters(index: number): string {
  let letters = '';
  let n = index + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function cellAddress(row: number, column: number): string {
  return `${columnLetters(column)}${row + 1}`;
}

/** `B2:M20002`; a single cell as `B2`. */
export function rectAddress(rect: Rect): string {
  const first = cellAddress(rect.top, rect.left);
  if (rect.rows === 1 && rect.columns === 1) return first;
  return `${first}:${cellAddress(rect.top + rect.rows - 1, rect.left + rect.columns - 1)}`;
}

/** Splits `Sheet 1!B2` or `'My sheet'!B2` into its sheet (when given) and its cell part. */
export function splitSheet(address: string): { sheet: string | undefined; cells: string } {
  const bang = address.lastIndexOf('!');
  if (bang < 0) return { sheet: undefined, cells: address };
  const raw = address.slice(0, bang);
  const sheet = raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
  return { sheet, cells: address.slice(bang + 1) };
}

/** Parts of `outer` that are not in `inner` (both sharing their top-left cell): the strip right, then below. */
export function grownAreas(inner: Rect, outer: Rect): Rect[] {
  const areas: Rect[] = [];
  if (outer.columns > inner.columns) {
    areas.push({
      top: outer.top,
      left: outer.left + inner.columns,
      rows: Math.min(outer.rows, inner.rows),
      columns: outer.columns - inner.columns,
    });
  }
  if (outer.rows > inner.rows) {
    areas.push({
      top: outer.top + inner.rows,
      left: outer.left,
      rows: outer.rows - inner.rows,
      columns: outer.columns,
    });
  }
  return areas;
}

export function sameRect(a: Rect, b: Rect): boolean {
  return a.top === b.top && a.left === b.left && a.rows === b.rows && a.columns === b.columns;
}
