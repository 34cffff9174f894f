/**
 * The one contract between the SPA and the API (DESIGN: "One contract"): for every implemented call, the
 * zod schema of its payload and of its response, keyed by its path. The server validates requests with it (400
 * naming the failing field) and parses its answers through it (so a field that is not in the contract, such as a
 * stored secret, can never leak); the SPA's hooks take their types from it. Browser-safe: zod only, no Node imports.
 * Every call's shapes are described in docs/api.md.
 */
import type { z } from 'zod';

export * from './common.ts';
export * from './connections.ts';
export * from './settings.ts';
export * from './library.ts';
export * from './warehouse.ts';
export * from './periods.ts';
export * from './partialGroups.ts';
export * from './totals.ts';
export * from './formula.ts';
export * from './derived.ts';
export * from './designWords.ts';
export * from './etl.ts';
export * from './billing.ts';
export * from './signup.ts';
export * from './schedules.ts';
export * from './freshness.ts';
export * from './tableFeeds.ts';
export * from './ai.ts';
export * from './permissions.ts';
export * from './references.ts';
import { connectionsContract } from './connections.ts';
import { settingsContract } from './settings.ts';
import { libraryContract } from './library.ts';
import { warehouseContract } from './warehouse.ts';
import { etlContract } from './etl.ts';
import { billingContract } from './billing.ts';
import { signupContract } from './signup.ts';
import { schedulesContract } from './schedules.ts';
import { freshnessContract } from './freshness.ts';
import { tableFeedsContract } from './tableFeeds.ts';
import { aiContract } from './ai.ts';

export const apiContract = {
  ...connectionsContract,
  ...settingsContract,
  ...libraryContract,
  ...warehouseContract,
  ...etlContract,
  ...billingContract,
  ...signupContract,
  ...schedulesContract,
  ...freshnessContract,
  ...tableFeedsContract,
  ...aiContract,
} as const;

export type ApiContract = typeof apiContract;
export type ApiPath = keyof ApiContract;
export type ApiPayload<P extends ApiPath> = z.input<ApiContract[P]['payload']>;
export type ApiResponse<P extends ApiPath> = z.output<ApiContract[P]['response']>;
