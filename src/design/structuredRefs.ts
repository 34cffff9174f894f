/**
 * Excel structured references of a calculated column's formula (`[@Quantity]`, `[@[Unit Price]]`: "this row's
 * value of that column"). The designer checks them against the design's headers as they are typed; the grid and the
 * .xlsx turn them into plain cell references of the same row, because a sheet outside an Excel table (the .xlsx
 * download) and the formula engine only know A1 references.
 */

// A text literal first, so a reference-like text inside quotes is left alone; then [@[Name]] (Excel escapes
// `[`, `]`, `#` and `'` in it with a leading `'`), then [@Name].
const TOKENS = /"(?:[^"]|"")*"|\[@\[((?:'.|[^\]'])+)\]\]|\[@([^[\]]+)\]/g;

const unescapeName = (name: string) => name.replace(/'(.)/g, '$1');

/** The column headers a formula refers to with `[@…]`, in order of appearance, once each. */
export function formulaReferences(formula: string): string[] {
  const names: string[] = [];
  for (const match of formula.matchAll(TOKENS)) {
    const raw = match[1] ?? match[2];
    if (raw === undefined) continue;
    const name = unescapeName(raw).trim();
    if (!names.some((known) => sameHeader(known, name))) names.push(name);
  }
  return names;
}

/** Excel compares headers without regard to case. */
export function sameHeader(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The references a formula makes to headers the design does not have. */
export function unknownReferences(formula: string, headers: readonly string[]): string[] {
  return formulaReferences(formula).filter((name) => !headers.some((header) => sameHeader(header, name)));
}

/** What the designer says about them, or undefined when every reference is a header of the design. */
export function unknownReferenceProblem(formula: string, headers: readonly string[]): string | undefined {
  const unknown = unknownReferences(formula, headers);
  if (unknown.length === 0) return undefined;
  const quoted = unknown.map((name) => `“${name}”`).join(', ');
  return unknown.length === 1
    ? `The design has no column ${quoted}.`
    : `The design has no columns ${quoted}.`;
}

/** A column's letters from its 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The formula with each `[@Header]` replaced by the A1 reference of that header's cell on `rowNumber` (1-based),
 * columns counted from A in `headers` order. A reference to no header becomes `#REF!`, as Excel shows it.
 */
export function toCellReferences(formula: string, headers: readonly string[], rowNumber: number): string {
  return formula.replace(TOKENS, (token: string, bracketed?: string, plain?: string) => {
    const raw = bracketed ?? plain;
    if (raw === undefined) return token;
    const name = unescapeName(raw);
    const index = headers.findIndex((header) => sameHeader(header, name));
    return index < 0 ? '#REF!' : `${columnLetters(index)}${rowNumber}`;
  });
}
