/**
 * The contract's rule for text (DESIGN: "Strings with control characters are refused at the contract"): no string
 * and no object key of a payload may hold a C0 control character other than tab, line feed and carriage return, the
 * DEL character, or half of a UTF-16 surrogate pair. PostgreSQL cannot store NUL in text or jsonb and refuses
 * unpaired surrogates, so such text would otherwise fail deep in a service; refusing it here names the field.
 * Browser-safe and written over code units, so it does not depend on String.prototype.isWellFormed (ES2024).
 */

export const TEXT_RULE_MESSAGE = 'Text must not contain control characters or unpaired surrogates.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** What the code unit at `index` is: allowed, the first half of a valid surrogate pair, or forbidden. */
function unitAt(text: string, index: number): 'ok' | 'pair' | 'bad' {
  const unit = text.charCodeAt(index);
  if (unit < 0x20) return unit === TAB || unit === LINE_FEED || unit === CARRIAGE_RETURN ? 'ok' : 'bad';
  if (unit === DELETE || isLowSurrogate(unit)) return 'bad';
  if (isHighSurrogate(unit)) return isLowSurrogate(text.charCodeAt(index + 1)) ? 'pair' : 'bad';
  return 'ok';
}

/** Rewrites every forbidden code unit of `text`; a valid pair and allowed units are kept as they are. */
function mapForbidden(text: string, replace: (unit: number) => string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const kind = unitAt(text, index);
    if (kind === 'bad') {
      out += replace(text.charCodeAt(index));
    } else if (kind === 'pair') {
      out += text.slice(index, index + 2);
      index += 1;
    } else {
      out += text[index] ?? '';
    }
  }
  return out;
}

export function isCleanText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const kind = unitAt(text, index);
    if (kind === 'bad') return false;
    if (kind === 'pair') index += 1;
  }
  return true;
}

/** `text` with each forbidden code unit written as \uXXXX, so a message can name it without carrying it. */
export function escapeText(text: string): string {
  return mapForbidden(text, (unit) => `\\u${unit.toString(16).padStart(4, '0')}`);
}

/**
 * `text` made storable for values Wharf does not choose (an identity provider's name claim): control characters
 * dropped, unpaired surrogates replaced by U+FFFD as a UTF-8 decoder would.
 */
export function cleanText(text: string): string {
  return mapForbidden(text, (unit) => (unit < 0xd800 ? '' : '\ufffd'));
}

type Segment = string | number;

/**
 * The first string or key of a parsed JSON value that breaks the rule, as "path: message" with the path written
 * like the contract's other 400s ("settings.theme"); null when every string is clean. Walks with its own stack so
 * a deep value cannot overflow the call stack.
 */
export function findUncleanText(value: unknown): string | null {
  const pending: { value: unknown; path: Segment[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return describe(path);
    } else if (Array.isArray(current)) {
      // Pushed last to first, so elements are checked in order; a loop, as a spread of a huge array would throw.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index] as unknown, path: [...path, index] });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current as Record<string, unknown>);
      const badKey = entries.find(([key]) => !isCleanText(key));
      if (badKey) return describe([...path, badKey[0]]);
      for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function describe(path: Segment[]): string {
  const where = path.map((segment) => escapeText(String(segment))).join('.');
  return where ? `${where}: ${TEXT_RULE_MESSAGE}` : TEXT_RULE_MESSAGE;
}
