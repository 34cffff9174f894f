// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('allows the maximum depth and refuses one level more, arrays and objects alike', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(3)}1}}}`, 2)).toBe(true);
    expect(nestsDeeperThan('{"a":[1],"b":{"c":[]}}', 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\" \\\\' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"', [['x']]]), 2)).toBe(true);
  });
});
