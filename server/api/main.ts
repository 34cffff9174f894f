/**
 * Starts the Wharf API on https://localhost:3001 (the dev certificate) with the database migrated and the demo world
 * seeded. `npx tsx server/api/main.ts` runs it alone; scripts/start.ts calls startApi() with the rest of the stack.
 * Configuration (DESIGN: "Configuration, not test switches"): WHARF_API_PORT, WHARF_IDP_ISSUER,
 * WHARF_API_AUDIENCE, WHARF_WEB_ORIGIN (comma-separated), WHARF_SECRET_KEY, WHARF_COLD_START_S, DATABASE_URL,
 * STRIPE_SECRET_KEY, STRIPE_API_BASE, WHARF_RATE_LIMIT_MAX, WHARF_RATE_LIMIT_WINDOW_MS, WHARF_RATE_LIMIT_CONCURRENCY.
 */
import { fileURLToPath } from 'node:url';
import { ensureDevCertificate } from '../tls/devCertificate.ts';
import { databaseOptionsFromEnv, openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed.ts';
import { buildApi } from './app.ts';
import { billingProviderFromEnv } from './billing/config.ts';
import { loadSecretKey } from '../crypto/secretKey.ts';
import { rateLimitFromEnv } from './rateLimit.ts';
import { storeDemoConnectionKey } from '../etl/demoConnection.ts';
import { etlOptionsFromEnv } from '../etl/runtime.ts';

export const DEFAULT_API_PORT = 3001;

export interface StartApiOptions {
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** An open database; otherwise one is opened from the environment (and closed with the API). */
  db?: Database;
  logger?: boolean;
}

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const env = options.env ?? process.env;
  const db = options.db ?? (await openDatabase(databaseOptionsFromEnv(env)));
  await migrate(db);
  await seedDemo(db);
  const secretKey = loadSecretKey(env);
  // The local Cin7 Omni simulator's key for the demo connection (scripts/start.ts sets it; docs/etl.md).
  if (env.WHARF_DEMO_CIN7_KEY) await storeDemoConnectionKey(db, secretKey, env.WHARF_DEMO_CIN7_KEY);
  const certificate = await ensureDevCertificate();
  const app = await buildApi({
    db,
    issuer: env.WHARF_IDP_ISSUER ?? 'https://localhost:3002',
    audience: env.WHARF_API_AUDIENCE ?? 'wharf-addin',
    // The local identity provider serves the same self-signed certificate: trust exactly that one for its JWKS.
    jwksCa: certificate.cert,
    allowedOrigins: (env.WHARF_WEB_ORIGIN ?? 'https://localhost:3000')
      .split(',')
      .map((origin) => origin.trim()),
    secretKey,
    billing: billingProviderFromEnv(env),
    coldStartSeconds: Number(env.WHARF_COLD_START_S ?? 0) || 0,
    rateLimit: rateLimitFromEnv(env),
    https: certificate,
    logger: options.logger,
    // The import worker runs in this process (WHARF_ETL_WORKER=off to leave the queue to others).
    etl: etlOptionsFromEnv(env),
  });
  const port = options.port ?? Number(env.WHARF_API_PORT ?? DEFAULT_API_PORT);
  await app.listen({ port, host: 'localhost' });
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
  startApi()
    .then((api) => console.log(`  Wharf API: ${api.url}/api`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
