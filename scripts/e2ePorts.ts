/** The browser tests' back end sits beside the add-in under test on port P: the API on P+1, the provider on P+2. */
export const apiPortFor = (webPort: number): number => webPort + 1;
export const idpPortFor = (webPort: number): number => webPort + 2;
/** The Cin7 Omni simulator the demo connection imports from (P+3 is the telemetry collector). */
export const cin7SimulatorPortFor = (webPort: number): number => webPort + 4;
/** The development server (Vite, as `npm start` serves it) beside the production build, for tests of what a newcomer meets. */
export const devServerPortFor = (webPort: number): number => webPort + 5;
/** The local Stripe API stand-in billing goes to (standins/stripe, docs/billing.md). */
export const stripeStandInPortFor = (webPort: number): number => webPort + 6;
