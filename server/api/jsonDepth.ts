/**
 * How deep a JSON text nests, measured before JSON.parse: a body 10,000 arrays deep is valid JSON and fits the body
 * limit, but every recursive walk after parsing (validation, the text rule, the database's jsonb) would pay for it
 * or overflow. The deepest contract shape is a few levels plus the free-form settings and definitions documents.
 */

/** Far above any payload the add-in sends; a settings or definition document nesting deeper is refused. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` opens more than `max` arrays or objects inside one another. One linear pass that skips string
 * contents (a "[" inside a string is text); malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (inString) {
      if (unit === BACKSLASH) index += 1;
      else if (unit === QUOTE) inString = false;
    } else if (unit === QUOTE) {
      inString = true;
    } else if (unit === OPEN_ARRAY || unit === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (unit === CLOSE_ARRAY || unit === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
