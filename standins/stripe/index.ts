/**
 * The local Stripe API stand-in (server.ts), where `npm start`'s keeps its account (persistence.ts) and the demo
 * world's billing it can hold (demo.ts).
 */
export { startStripeStandIn, type StripeStandIn, type StripeStandInOptions } from './server.ts';
export { DEFAULT_STAND_IN_FILE } from './persistence.ts';
export {
  CONNECTION_ID_KEY,
  DEMO_CUSTOMER_ID,
  demoConnectionsIn,
  INSTANCE_SCHEMA_KEY,
  seedDemoBilling,
  type DemoConnection,
} from './demo.ts';
/** The secret key `npm start` and the browser tests give both the stand-in and the API. */
export const STAND_IN_SECRET_KEY = 'sk_test_wharfLocalStandIn0001';
