/**
 * `<link rel="modulepreload">` in the built index.html (and so in every prerendered page) for the app's chunk and
 * every chunk it imports statically. src/boot.ts evaluates the app only after the first frame, so that the
 * prerendered page paints first; without these links the browser would also only start to FETCH the app then, and
 * /signin's button would work a round of fetching later than it could (docs/versions.md, critical path). A
 * modulepreload fetches and compiles but does not evaluate, so the first paint still does not wait for the app.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;

const chunkOf = (bundle: Bundle, fileName: string): Rollup.OutputChunk | undefined => {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
};

/** The chunks a chunk's evaluation needs first: its own file and its static imports, transitively, in order. */
export function staticClosure(bundle: Bundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = chunkOf(bundle, fileName);
  if (!chunk) return [];
  return [fileName, ...chunk.imports.flatMap((imported) => staticClosure(bundle, imported, seen))];
}

/**
 * The chunks the page's entry (src/boot.ts) loads with `import()` — the app — and what they import statically.
 * The entry's module may sit in a chunk the entry chunk imports (scripts/vite/appChunk.ts), so the `import()`s of
 * every chunk the entry loads statically count.
 */
export function appChunks(bundle: Bundle, entry: Rollup.OutputChunk): string[] {
  const entryChunks = staticClosure(bundle, entry.fileName);
  const seen = new Set<string>(entryChunks);
  return entryChunks
    .flatMap((fileName) => chunkOf(bundle, fileName)?.dynamicImports ?? [])
    .flatMap((imported) => staticClosure(bundle, imported, seen));
}

export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'wharf:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        return appChunks(bundle, chunk).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
