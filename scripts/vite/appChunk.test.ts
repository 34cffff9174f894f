// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appChunk, staticallyReached } from './appChunk.ts';

describe('staticallyReached', () => {
  it('follows static imports transitively, each module once, through a cycle', () => {
    const imports: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a', 'd'], d: [], e: ['a'] };
    expect([...staticallyReached('a', (id) => imports[id] ?? [])].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('appChunk', () => {
  it('groups the entry’s modules before the app’s, so the app’s chunk never takes one of them', () => {
    const [entry, app] = appChunk().groups;
    expect(entry?.priority).toBeGreaterThan(app?.priority ?? Infinity);
    expect(app?.name).toBe('main');
    const test = app?.test;
    expect(test instanceof RegExp && test.test('/repo/src/main.tsx')).toBe(true);
  });
});
