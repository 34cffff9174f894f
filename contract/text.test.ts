// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGE, cleanText, escapeText, findUncleanText, isCleanText } from './text.ts';

describe("the contract's text rule", () => {
  it('allows tab, line feed, carriage return, emoji pairs and other text', () => {
    for (const text of ['', 'plain', 'a\tb\nc\r\n', 'ship 🚢', 'café ∑ 漢字', '\u0080\u00a0\ufffd']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses C0 controls, DEL and either half of a surrogate pair alone', () => {
    for (const text of ['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u001b[0m', 'x\u007f']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['\ud800', 'a\ud83dz', 'end\ud83d', '\udea2start', '\udea2\ud83d']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('writes forbidden units as \\uXXXX for messages and cleans them for stored names', () => {
    expect(escapeText('th\u0000e\u007fme \ud800🚢')).toBe('th\\u0000e\\u007fme \\ud800🚢');
    expect(cleanText('Ni\u0000na\u001b \ud800🚢\tx')).toBe('Nina \ufffd🚢\tx');
  });

  it('names the first offending value or key by its path', () => {
    expect(findUncleanText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toBe(`b.2.c: ${TEXT_RULE_MESSAGE}`);
    expect(findUncleanText({ settings: { ['k\u0001ey']: 1 } })).toBe(
      `settings.k\\u0001ey: ${TEXT_RULE_MESSAGE}`,
    );
    expect(findUncleanText(['\ud800'])).toBe(`0: ${TEXT_RULE_MESSAGE}`);
    expect(findUncleanText('\u0000')).toBe(TEXT_RULE_MESSAGE);
    expect(findUncleanText({ a: ['x', { b: null, c: true, d: 2 }] })).toBeNull();
    expect(findUncleanText(undefined)).toBeNull();
  });

  it('walks a huge array without spreading it onto the call stack', () => {
    const values: unknown[] = Array.from({ length: 300_000 }, () => 0);
    values.push('\u0000');
    expect(findUncleanText({ values })).toBe(`values.300000: ${TEXT_RULE_MESSAGE}`);
  });
});
