/**
 * Starts the Wharf API on https://localhost:3001 (the dev certificate) with the database migrated, and the demo world
 * seeded only when asked: `npm start` (scripts/start.ts calls startApi() with the rest of the stack) asks, and so does
 * `npm run api -- --demo`; a plain `npm run api` against a production database adds nothing to it.
 * Its configuration is read here once (server/config/api.ts names every variable and its default) and each part gets
 * its section; a missing or malformed variable stops the start with its name.
 */
import { fileURLToPath } from 'node:url';
import { readApiConfig } from '../config/api.ts';
import { runMain } from '../config/runMain.ts';
import type { Environment } from '../config/variables.ts';
import { loadSecretKey } from '../crypto/secretKey.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { utcToday } from '../db/demoClock.ts';
import { seedDemo, type SeedDemoOptions } from '../db/seed.ts';
import { landDemoCompanies, storeDemoConnectionKey, etlOptionsFor } from '../etl/index.ts';
import { ensureDevCertificate } from '../tls/devCertificate.ts';
import { buildApi } from './app.ts';
import { billingProviderFor } from './billing/config.ts';

export { DEFAULT_API_PORT } from '../config/api.ts';

export interface StartApiOptions {
  port?: number;
  /** Default: the process environment. */
  env?: Environment;
  /** An open database; otherwise one is opened from the environment (and closed with the API). */
  db?: Database;
  /** As buildApi's: false silences the logs, 'warn' leaves out the line per request. */
  logger?: boolean | 'warn';
  /**
   * Seed the demo world (Harbour Traders and its account) if the database does not hold it yet. Default: no. Its
   * warehouses are landed by a full import of each demo company's Cin7 Omni connection: with `true`, from the
   * configured Cin7 Omni API (CIN7_OMNI_BASE_URL), which must serve the demo companies' accounts to the demo key
   * (WHARF_DEMO_CIN7_KEY) — scripts/start.ts starts that stand-in; or as `landWarehouses` says.
   */
  seedDemo?: boolean | Pick<SeedDemoOptions, 'landWarehouses'>;
}

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const config = readApiConfig(options.env ?? process.env);
  const db = options.db ?? (await openDatabase(config.database));
  await migrate(db);
  if (options.seedDemo) {
    const { baseUrl } = config.etl.cin7Omni;
    const apiKey = config.demoCin7Key;
    await seedDemo(db, {
      today: config.demoToday ?? utcToday(),
      landWarehouses:
        options.seedDemo === true
          ? async () => {
              if (!apiKey)
                throw new Error(
                  'The demo world lands from the Cin7 Omni API of CIN7_OMNI_BASE_URL with WHARF_DEMO_CIN7_KEY: set it.',
                );
              await landDemoCompanies(db, { baseUrl, apiKey });
            }
          : options.seedDemo.landWarehouses,
    });
  }
  const secretKey = loadSecretKey(config.secretKey);
  // The local Cin7 Omni simulator's key for the demo connections (scripts/start.ts sets it; docs/etl.md).
  if (config.demoCin7Key) await storeDemoConnectionKey(db, secretKey, config.demoCin7Key);
  const certificate = await ensureDevCertificate();
  const app = await buildApi({
    db,
    issuer: config.issuer,
    audience: config.audience,
    // The local identity provider serves the same self-signed certificate: trust exactly that one for its JWKS.
    jwksCa: certificate.cert,
    allowedOrigins: config.webOrigins,
    secretKey,
    billing: billingProviderFor(config.billing),
    ai: config.ai,
    coldStartSeconds: config.coldStartSeconds,
    rateLimit: config.rateLimit,
    https: certificate,
    logger: options.logger,
    // The import worker runs in this process (WHARF_ETL_WORKER=off to leave the queue to others).
    etl: etlOptionsFor(config.etl),
  });
  const port = options.port ?? config.port;
  await app.listen({ port, host: config.host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `https://localhost:${actualPort}`,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runMain(
    () => startApi({ seedDemo: process.argv.includes('--demo') }),
    (api) => `  Wharf API: ${api.url}/api`,
    (api) => api.close(),
  );
}
