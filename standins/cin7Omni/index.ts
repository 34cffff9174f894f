/** The local Cin7 Omni simulator (server.ts) and what its callers configure it with. */
export {
  startCin7Simulator,
  type Cin7Simulator,
  type SimulatorAccount,
  type SimulatorCredential,
  type SimulatorOptions,
} from './server.ts';
export { DEMO_SIZES, type SimulatorSizes } from './dataset.ts';
export { demoAccounts, NORTHWIND_ACCOUNT_DATA } from './demoAccounts.ts';
export type { Fault } from './faults.ts';
export type { SimulatorLimits } from './rateLimiter.ts';
export { demoCompanyOn } from './demoAccounts.ts';
export { demoCompanyDataset, type DemoCompany } from './demoCompany.ts';
export { landDemoFromStandIn } from './demoLanding.ts';
export { PUBLISHED_LIMITS } from './rateLimiter.ts';
