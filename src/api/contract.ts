/**
 * The one contract between the SPA and the API (DESIGN: "One contract"): for every implemented call of SPEC §7, the
 * zod schema of its payload and of its response, keyed by its path. The server validates requests with it (400
 * naming the failing field) and parses its answers through it (so a field that is not in the contract, such as a
 * stored secret, can never leak); the SPA's hooks take their types from it. Browser-safe: zod only, no Node imports.
 * Shapes SPEC leaves "not shown" are designed in docs/api.md.
 */
import type { z } from 'zod';

export * from './contract/common.ts';
export * from './contract/connections.ts';
export * from './contract/settings.ts';
export * from './contract/library.ts';
export * from './contract/warehouse.ts';
export * from './contract/etl.ts';
export * from './contract/billing.ts';
export * from './contract/signup.ts';
export * from './contract/schedules.ts';
export * from './contract/freshness.ts';
export * from './contract/tableFeeds.ts';
export * from './contract/ai.ts';
export * from './contract/permissions.ts';
import { connectionsContract } from './contract/connections.ts';
import { settingsContract } from './contract/settings.ts';
import { libraryContract } from './contract/library.ts';
import { warehouseContract } from './contract/warehouse.ts';
import { etlContract } from './contract/etl.ts';
import { billingContract } from './contract/billing.ts';
import { signupContract } from './contract/signup.ts';
import { schedulesContract } from './contract/schedules.ts';
import { freshnessContract } from './contract/freshness.ts';
import { tableFeedsContract } from './contract/tableFeeds.ts';
import { aiContract } from './contract/ai.ts';

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
