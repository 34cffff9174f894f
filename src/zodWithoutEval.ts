/**
 * Zod compiles faster object parsers with `new Function` unless told not to. The pages' content security policy
 * forbids eval (scripts/securityHeaders.ts: tokens live in local storage), and zod's probe for it is reported as a
 * violation even though zod catches the refusal. index.html loads this before src/main.tsx, so the setting is in
 * place before zod loads.
 *
 * `z.config({ jitless: true })` would do the same, but importing zod here would put it on the first paint's path
 * (it loads with the API contract, after the first paint); zod reads its configuration from this shared global,
 * which exists so that every copy of zod on a page shares one setting. Should a zod upgrade stop reading it, its
 * probe shows again as a violation, which fails every browser test.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place, never replaced: a zod already loaded keeps a reference to this object and reads it on each parse.
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
