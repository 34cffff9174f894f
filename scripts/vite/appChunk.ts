/**
 * The app's critical path in one chunk instead of ~33. /signin's button works only once the app's chunk and every
 * chunk it imports statically have arrived, and Rolldown split those into dozens of small shared chunks because
 * lazily loaded screens share pieces of them: each a request of its own, which the server answers one by one (a
 * third of the time to a working button on a busy machine). So the app's module (src/main.tsx) is a
 * chunk group; Rolldown adds what it imports statically and keeps after tree-shaking (includeDependenciesRecursively,
 * its default), and screens loaded later import what they share from it — it is always loaded by then.
 *
 * What the page's entry (src/boot.ts) imports statically is a group of its own, chosen first: had the app's chunk
 * taken one of those modules, the entry would import the app's chunk and evaluate it before the first paint, which
 * boot.ts exists to avoid.
 */
import type { Plugin } from 'vite';

const APP = /[\\/]src[\\/]main\.tsx$/;
const ENTRY = /[\\/]src[\\/]boot\.ts$/;

type ImportsOf = (id: string) => readonly string[];

/** Every module reached from `start` through static imports, `start` included. */
export function staticallyReached(start: string, importsOf: ImportsOf): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...importsOf(id));
  }
  return reached;
}

interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
}

/** The plugin that finds the entry's modules once the module graph is built, and the two chunk groups. */
export function appChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  let entryModules = new Set<string>();
  const plugin: Plugin = {
    name: 'wharf:app-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const entry = [...this.getModuleIds()].find((id) => ENTRY.test(id));
      entryModules = entry
        ? staticallyReached(entry, (id) => this.getModuleInfo(id)?.importedIds ?? [])
        : new Set();
    },
  };
  return {
    plugin,
    groups: [
      { name: 'index', test: (id) => entryModules.has(id), priority: 2 },
      { name: 'main', test: APP, priority: 1 },
    ],
  };
}
