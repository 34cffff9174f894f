/**
 * `npm start`: the add-in at https://localhost:3000 (Vite, with the local self-signed certificate), the Wharf API at
 * https://localhost:3001 over the embedded database with the demo world (docs/api.md), the local identity provider
 * at https://localhost:3002 (docs/identity-provider.md) and the local telemetry collector at
 * https://localhost:3003 (docs/telemetry.md) and a local Cin7 Omni simulator at http://localhost:3004/api that the demo
 * connection imports from (docs/etl.md), and a local Stripe API stand-in at http://localhost:3006 that billing goes to
 * through Stripe's SDK (docs/billing.md), stopped together with Ctrl-C.
 * `npm run preview`: the same from a production build (telemetry only when configured).
 */
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';
import { DEMO_ACCOUNT } from '../server/demoAccount.ts';
import { startApi } from '../server/api/main.ts';
import {
  DEMO_CIN7_API_KEY,
  DEMO_CIN7_USERNAME,
  DEMO_NORTHWIND_CIN7_USERNAME,
} from '../server/etl/demoConnection.ts';
import { demoAccounts, PUBLISHED_LIMITS, startCin7Simulator } from '../standins/cin7Omni/index.ts';
import { demoCalendarOf, utcToday } from '../server/db/demoClock.ts';
import {
  DEFAULT_STAND_IN_FILE,
  demoConnectionsIn,
  seedDemoBilling,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
} from '../standins/stripe/index.ts';
import { readDatabaseSettings } from '../server/config/api.ts';
import { readIdpConfig } from '../server/config/idp.ts';
import { openDatabase } from '../server/db/database.ts';
import { portOr, readVariables } from '../server/config/variables.ts';
import { startIdentityProvider } from '../server/idp/provider.ts';
import { startDevCollector } from './collector/dev.ts';

const usePreview = process.argv.includes('--preview');
/** The browser tests build into a folder of their own per port, so parallel runs never share a dist/. */
const outDir = process.env.WHARF_OUT_DIR ?? 'dist';

async function main(): Promise<void> {
  if (usePreview) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({ build: { outDir } });
    server.printUrls();
  } else {
    // The local stack's variables are checked before anything starts; the API checks its own in startApi.
    const { port: idpPort } = readIdpConfig(process.env);
    const { WHARF_CIN7_SIM_PORT: cin7Port, WHARF_STRIPE_SIM_PORT: stripePort } = readVariables(
      { WHARF_CIN7_SIM_PORT: portOr(3004), WHARF_STRIPE_SIM_PORT: portOr(3006) },
      process.env,
    );
    await startDevCollector(fileURLToPath(new URL('..', import.meta.url)));
    const idp = await startIdentityProvider({ port: idpPort });
    // The demo connections (Harbour Traders Omni, Northwind Omni) import from two accounts of the simulator: its base
    // URL and their key are configuration.
    // The API is handed the database so the stand-in can be given the demo connections' ids once it is seeded.
    const db = await openDatabase(readDatabaseSettings(process.env));
    // The demo companies' accounts, dated by the demo world's calendar: the first start's, kept by the database.
    const calendar = await demoCalendarOf(db, process.env.WHARF_DEMO_TODAY || utcToday());
    const cin7 = await startCin7Simulator({
      port: cin7Port,
      host: 'localhost',
      accounts: demoAccounts(DEMO_CIN7_API_KEY, calendar),
    });

    // Billing goes through Stripe's SDK; without a key of your own, to the local stand-in holding the demo's billing.
    const stripe = process.env.STRIPE_SECRET_KEY
      ? null
      : await startStripeStandIn({
          port: stripePort,
          host: 'localhost',
          secretKeys: [STAND_IN_SECRET_KEY],
          // Its customers outlive a restart, as the database's instances that hold their ids do.
          file: DEFAULT_STAND_IN_FILE,
        });
    // The demo world's first start lands it from the simulator, its rate limit lifted for that one load.
    cin7.setLimits(null);
    console.log('  Preparing the demo world (its first start lands it from the Cin7 Omni stand-in)…');
    const api = await startApi({
      db,
      seedDemo: true,
      // Warnings and errors only: a line per request would bury the addresses below (`npm run api` logs them all).
      logger: 'warn',
      env: {
        ...process.env,
        CIN7_OMNI_BASE_URL: process.env.CIN7_OMNI_BASE_URL ?? cin7.baseUrl,
        WHARF_DEMO_CIN7_KEY: process.env.WHARF_DEMO_CIN7_KEY ?? DEMO_CIN7_API_KEY,
        ...(stripe ? { STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_API_BASE: stripe.url } : {}),
      },
    });
    cin7.setLimits(PUBLISHED_LIMITS);
    if (stripe) seedDemoBilling(stripe.store, await demoConnectionsIn(db));
    const server = await createServer({ logLevel: 'warn' });
    await server.listen();
    const addIn = server.resolvedUrls?.local[0] ?? 'https://localhost:3000/';
    // What a newcomer needs first: where to go and who to sign in as; the rest are the stand-ins behind it.
    console.log(
      [
        '',
        '  Wharf is running.',
        '',
        `    Open the add-in:   ${addIn}`,
        `    Sign in as:        ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
        '',
        `    API:               ${api.url}/api`,
        `    Sign-in provider:  ${idp.issuer}/`,
        `    Cin7 Omni:         ${cin7.baseUrl} (stand-in: ${DEMO_CIN7_USERNAME}, ${DEMO_NORTHWIND_CIN7_USERNAME})`,
        ...(stripe ? [`    Stripe:            ${stripe.url} (stand-in)`] : []),
        '',
        '  In Excel: sideload manifest.xml (README.md). Stop with Ctrl-C.',
        '',
      ].join('\n'),
    );
    return;
  }
  console.log(
    '\n  Wharf add-in is running. Sideload manifest.xml into Excel, or open the URL above in a browser.',
  );
  console.log('  Stop with Ctrl-C.\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
