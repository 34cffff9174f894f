/**
 * A cell's bytes as JSON in UTF-8, counted without serializing it: what a request to Excel carries for it. The
 * writer counts each cell as it makes it Excel's, so sizing a block costs one pass over its cells instead of a
 * JSON.stringify of the block (which Office.js does anyway, once, when it sends the request). Exact: the counts
 * are what JSON.stringify would give, encoded as UTF-8 (chunking.test.ts checks them against it).
 */

/** Decimals tried for the short form of a number; past them String() counts it. */
const MAX_DECIMALS = 6;
/** Below this every integer is exact in a double and its digits are counted by comparison. */
const SHORT_LIMIT = 1e15;
/** The smallest magnitude JSON writes without an exponent (1e-7 is written "1e-7"). */
const FIXED_FROM = 1e-6;

/** Digits of a whole number 0 ≤ n < 1e15, by comparisons (a halving search up to eight digits, the usual). */
function digitsOf(n: number): number {
  if (n < 1e4) {
    if (n < 100) return n < 10 ? 1 : 2;
    return n < 1000 ? 3 : 4;
  }
  if (n < 1e8) {
    if (n < 1e6) return n < 1e5 ? 5 : 6;
    return n < 1e7 ? 7 : 8;
  }
  let digits = 9;
  for (let limit = 1e9; digits < 15 && n >= limit; limit *= 10) digits += 1;
  return digits;
}

/**
 * Bytes of a number as JSON. Most numbers a result holds have a few decimals: the fewest decimals k whose rounding
 * gives the number back is how JavaScript writes it (the shortest form that reads back the same), so its length
 * is counted from k and the digits; anything else (an exponent, more decimals) is measured with String(), which
 * costs about ten times as much.
 */
export function numberJsonBytes(value: number): number {
  const size = value < 0 ? -value : value;
  if (size >= FIXED_FROM && size < SHORT_LIMIT) {
    const sign = value < 0 ? 1 : 0;
    let scale = 1;
    for (let decimals = 0; decimals <= MAX_DECIMALS; decimals += 1) {
      const scaled = Math.round(size * scale);
      if (scaled / scale === size && scaled < SHORT_LIMIT) {
        const digits = digitsOf(scaled);
        if (decimals === 0) return sign + digits;
        // "0.05": a number under 1 has its zero and the decimals' leading zeros written.
        return sign + (digits > decimals ? digits : decimals + 1) + 1;
      }
      scale *= 10;
    }
  }
  if (size === 0) return 1; // -0 is written "0"
  // NaN and the infinities are written null.
  return Number.isFinite(value) ? String(value).length : 4;
}

/** Text JSON writes as it is: printable ASCII without `"` and `\`, one byte a character. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * Bytes of a text as JSON: its quotes, two for `"` `\` and the short escapes, six for other control characters
 * and lone surrogates (written \uXXXX), and UTF-8's two to four bytes past ASCII. Most texts are plain ASCII, which
 * the regular expression engine's compiled scan tells apart faster than a loop over the code units (about a fifth
 * less time over a landing's texts); the others are counted code unit by code unit.
 */
export function textJsonBytes(text: string): number {
  if (PLAIN_TEXT.test(text)) return text.length + 2;
  let bytes = text.length + 2;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x80) {
      // 34 is ", 92 is \.
      if (code === 34 || code === 92) bytes += 1;
    } else if (code < 0x20) {
      // \b \t \n \f \r are two bytes, the others \u00XX.
      bytes += code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 1 : 5;
    } else if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        // A pair: two code units, four bytes.
        bytes += 2;
        i += 1;
      } else bytes += 5;
    } else if (code >= 0xdc00 && code <= 0xdfff) bytes += 5;
    else bytes += 2;
  }
  return bytes;
}
