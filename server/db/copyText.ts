/**
 * Rows in PostgreSQL's COPY text format (one line a row, tab between values, \N for NULL), the format both
 * drivers' copyFrom hand to `COPY … FROM STDIN`: the server parses it with the columns' own input functions, with
 * no statement to plan and no parameter arrays to build.
 */

export type CopyValue = string | number | null;

/** Backslash, tab, newline and carriage return are the format's own characters: each is written escaped. */
const SPECIAL = /[\\\t\n\r]/g;
/** The same characters, to test for: most values hold none and are written as they are. */
const HAS_SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return HAS_SPECIAL.test(value) ? value.replace(SPECIAL, (char) => ESCAPES[char] ?? char) : value;
}

/** The text of rows given column by column (the landing builds one array per column). */
export function copyTextOfColumns(columns: readonly (readonly CopyValue[])[], rowCount: number): string {
  const lines: string[] = new Array<string>(rowCount);
  for (let row = 0; row < rowCount; row += 1) {
    let line = '';
    for (let index = 0; index < columns.length; index += 1) {
      if (index > 0) line += '\t';
      line += copyField(columns[index]?.[row] ?? null);
    }
    lines[row] = line;
  }
  return rowCount === 0 ? '' : `${lines.join('\n')}\n`;
}
