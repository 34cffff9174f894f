/**
 * The back end the browser tests run against, beside the add-in under test on WHARF_WEB_PORT (P): the Wharf API on
 * P+1 over a fresh in-memory database with the demo world, and the local identity provider on P+2 whose client
 * accepts the add-in's origin. Ports follow the add-in's so parallel runs never meet. The API honours
 * WHARF_COLD_START_S like the real one. Started by playwright.config.ts; the identity provider's discovery URL
 * answers last, so it is the readiness signal.
 */
import { openDatabase } from '../server/db/database.ts';
import { DEMO_DESIGN_DAY, demoCalendarFor } from '../server/db/demoClock.ts';
import { startApi } from '../server/api/main.ts';
import { DEMO_CIN7_API_KEY } from '../server/etl/demoConnection.ts';
import { demoAccounts, demoCompanyOn, startCin7Simulator } from '../standins/cin7Omni/index.ts';
import { HARBOUR_TRADERS } from '../server/db/demoWorld.ts';
import {
  demoConnectionsIn,
  seedDemoBilling,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
} from '../standins/stripe/index.ts';
import { startIdentityProvider } from '../server/idp/provider.ts';
import {
  NEW_COMPANY_ACCOUNT_DATA,
  NEW_COMPANY_CIN7_USERNAME,
  REFRESH_BY_KEY_CIN7_USERNAME,
  REFRESH_BY_KEY_COMPANY,
} from './e2eAccounts.ts';
import {
  apiPortFor,
  cin7SimulatorPortFor,
  devServerPortFor,
  idpPortFor,
  stripeStandInPortFor,
} from './e2ePorts.ts';

async function main(): Promise<void> {
  const webPort = Number(process.env.WHARF_WEB_PORT);
  if (!Number.isInteger(webPort) || webPort <= 0) throw new Error('WHARF_WEB_PORT must be the add-in port.');
  const origin = `https://localhost:${webPort}`;
  // The development server under test (playwright.config.ts) signs in against the same back end.
  const devOrigin = `https://localhost:${devServerPortFor(webPort)}`;
  const issuer = `https://localhost:${idpPortFor(webPort)}`;

  const calendar = demoCalendarFor(DEMO_DESIGN_DAY);
  const cin7 = await startCin7Simulator({
    port: cin7SimulatorPortFor(webPort),
    host: 'localhost',
    // The demo companies' accounts as the browser tests' demo world is written: the seed lands from them, and an
    // import over a demo connection lands the same records again, so the demo's figures stay as they are.
    accounts: [
      ...demoAccounts(DEMO_CIN7_API_KEY, calendar),
      {
        credentials: [{ username: NEW_COMPANY_CIN7_USERNAME, key: DEMO_CIN7_API_KEY }],
        ...NEW_COMPANY_ACCOUNT_DATA,
      },
      {
        credentials: [{ username: REFRESH_BY_KEY_CIN7_USERNAME, key: DEMO_CIN7_API_KEY }],
        company: demoCompanyOn({ ...HARBOUR_TRADERS, ...REFRESH_BY_KEY_COMPANY }, calendar),
      },
    ],
    limits: null,
  });
  // Billing goes through Stripe's SDK to the local stand-in, as `npm start` runs it.
  const stripe = await startStripeStandIn({
    port: stripeStandInPortFor(webPort),
    host: 'localhost',
    secretKeys: [STAND_IN_SECRET_KEY],
  });
  const db = await openDatabase({ dataDir: 'memory://' });
  const api = await startApi({
    db,
    seedDemo: true,
    port: apiPortFor(webPort),
    env: {
      ...process.env,
      WHARF_IDP_ISSUER: issuer,
      WHARF_WEB_ORIGIN: `${origin},${devOrigin}`,
      CIN7_OMNI_BASE_URL: cin7.baseUrl,
      WHARF_DEMO_CIN7_KEY: DEMO_CIN7_API_KEY,
      // The browser tests read the demo world as written, whatever day they run.
      WHARF_DEMO_TODAY: DEMO_DESIGN_DAY,
      WHARF_ETL_POLL_MS: process.env.WHARF_ETL_POLL_MS ?? '500',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_API_BASE: stripe.url,
    },
  });
  seedDemoBilling(stripe.store, await demoConnectionsIn(db));
  const idp = await startIdentityProvider({
    port: idpPortFor(webPort),
    redirectUris: [origin, devOrigin].flatMap((web) => [`${web}/`, `${web}/signin`]),
    dataDir: `.data/idp-e2e-${webPort}`,
  });
  console.log(
    `e2e stack: API ${api.url}, identity provider ${idp.issuer}, Cin7 Omni simulator ${cin7.baseUrl}, Stripe stand-in ${stripe.url}, add-in ${origin}`,
  );

  const stop = () => {
    void Promise.allSettled([api.close(), idp.close(), cin7.close(), stripe.close()]).then(() =>
      db.close().finally(() => process.exit(0)),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
