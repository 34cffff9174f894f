import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { appChunks, staticClosure } from './preloadApp.ts';

/** Just enough of an output chunk for staticClosure: its name and its static imports. */
function bundleOf(
  imports: Record<string, string[]>,
  dynamicImports: Record<string, string[]> = {},
): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, imported]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: imported,
        dynamicImports: dynamicImports[fileName] ?? [],
      } as unknown as Rollup.OutputChunk,
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

describe('appChunks', () => {
  it('preloads what the entry imports with import(), also from a chunk the entry imports, never the entry’s own', () => {
    const bundle = bundleOf(
      {
        'index.js': ['boot.js'],
        'boot.js': [],
        'main.js': ['boot.js', 'runtime.js'],
        'runtime.js': [],
        'screen.js': ['main.js'],
      },
      { 'boot.js': ['main.js'], 'main.js': ['screen.js'] },
    );
    const entry = bundle['index.js'] as Rollup.OutputChunk;
    expect(appChunks(bundle, entry)).toEqual(['main.js', 'runtime.js']);
  });
});
