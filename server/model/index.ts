/** The model of the business: its tables, the source systems' builds of them, and its measures (docs/model.md). */
export { BUSINESS_TABLES } from './businessTables.ts';
export { buildBusinessTables, modelFor, modelSources, refreshPendingRollups } from './build.ts';
export type { PendingRollups } from './build.ts';
export type { BusinessBuild, SourceModel } from './sourceModel.ts';
