import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { staticClosure } from './preloadApp.ts';

/** Just enough of an output chunk for staticClosure: its name and its static imports. */
function bundleOf(imports: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, imported]) => [
      fileName,
      { type: 'chunk', fileName, imports: imported, dynamicImports: [] } as unknown as Rollup.OutputChunk,
    ]),
  );
}

describe('staticClosure', () => {
  it('lists a chunk and its static imports transitively, each once, and stops at a cycle', () => {
    const bundle = bundleOf({
      'main.js': ['react.js', 'button.js'],
      'button.js': ['react.js', 'tokens.js'],
      'react.js': [],
      'tokens.js': ['button.js'],
    });
    expect(staticClosure(bundle, 'main.js')).toEqual(['main.js', 'react.js', 'button.js', 'tokens.js']);
  });

  it('leaves out what the caller has already seen (the entry chunk and what it imports)', () => {
    const bundle = bundleOf({ 'main.js': ['runtime.js', 'react.js'], 'runtime.js': [], 'react.js': [] });
    expect(staticClosure(bundle, 'main.js', new Set(['runtime.js']))).toEqual(['main.js', 'react.js']);
  });
});
