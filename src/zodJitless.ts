/**
 * What the app's `import { z } from 'zod'` loads (vite.config.ts aliases 'zod' here): zod, switched to its
 * interpreted parsers before any schema exists. Zod otherwise probes `new Function` when the first object schema is
 * built, and the pages' content security policy forbids eval (scripts/securityHeaders.ts), so every page would report
 * a violation. Because every module that builds a schema imports zod through this one, the switch runs right after
 * zod loads and before any schema is built — whichever chunk the bundler puts zod, its users or the entry in.
 * (Setting it from index.html before the entry stops holding once the entry imports a chunk that holds zod: imported
 * chunks run before the entry's own code.)
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
