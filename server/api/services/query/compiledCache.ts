/**
 * Designs compiled against a kept catalogue (catalogueCache.ts: frozen, one per instance and catalogue version),
 * kept beside it: a design asked again (a refresh, the designer's preview, the same question in the AI view) skips
 * the compiler, which costs about a tenth of a millisecond — a fifth of a small summary's own SQL on PostgreSQL.
 *
 * A compiled design depends on the catalogue, the design and what the caller's key adds (the instance's today for
 * relative periods, whether roll-ups may answer); a catalogue that moves is a new object, so its designs go with it.
 * A catalogue that is not frozen (built in a test, read inside a transaction) may still change: nothing is kept.
 */
import type { Catalogue } from './catalogue.ts';
import type { CompiledQuery } from './compile.ts';

/** Per catalogue: enough for a company's designs and AI questions of a day; the least recently asked go first. */
export const KEPT_DESIGNS = 200;

const kept = new WeakMap<Catalogue, Map<string, CompiledQuery>>();

export function keptCompile(catalogue: Catalogue, key: unknown, compile: () => CompiledQuery): CompiledQuery {
  if (!Object.isFrozen(catalogue)) return compile();
  const text = JSON.stringify(key);
  let designs = kept.get(catalogue);
  if (!designs) {
    designs = new Map();
    kept.set(catalogue, designs);
  }
  const hit = designs.get(text);
  if (hit) {
    // Map keeps insertion order: asked again, it moves to the newest end.
    designs.delete(text);
    designs.set(text, hit);
    return hit;
  }
  const compiled = freeze(compile());
  designs.set(text, compiled);
  if (designs.size > KEPT_DESIGNS) {
    const oldest = designs.keys().next();
    if (!oldest.done) designs.delete(oldest.value);
  }
  return compiled;
}

/** Every caller shares a kept design: one that changed it would change the others' answers. */
function freeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}
