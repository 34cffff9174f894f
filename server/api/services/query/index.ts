/** The structured query language of /api/clientQuery: catalogue → compile (pure) → run. */
export { catalogueFromDefinitions, type Catalogue } from './catalogue.ts';
export { compileQuery, type CompiledQuery, type JoinedPageOrder } from './compile.ts';
export { loadCatalogue } from './load.ts';
export { lastKeptCatalogue } from './catalogueCache.ts';
export { runCompiledQuery, toCell } from './run.ts';
