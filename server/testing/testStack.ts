/**
 * The API's tests run against the real thing: the local identity provider on a free port (temp data dir), a
 * database with the demo world — a copy of the run's on PostgreSQL when TEST_DATABASE_URL is set, else in an
 * in-memory PGlite (server/testing/testBackends.ts) — and the API on plain HTTP on a free port whose
 * JWKS fetch goes over HTTPS to the provider, trusting only the dev certificate. Tokens come from a real sign-in:
 * authorization code + PKCE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';
import { ensureDevCertificate } from '../tls/devCertificate.ts';
import { DEMO_ACCOUNT } from '../demoAccount.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_DESIGN_DAY, seedDemo } from '../db/seed.ts';
import { landDemoFromStandIn } from '../../standins/cin7Omni/index.ts';
import { testBackend, type TestBackend, type TestDatabase } from './testBackends.ts';
import { TEST_SECRET_KEY } from './testSecretKey.ts';
import { CLIENT_ID } from '../idp/configuration.ts';
import { startIdentityProvider, type RunningIdentityProvider } from '../idp/provider.ts';
import { finishAuthorization, idTokenAtProvider, startAuthorization } from './testSignIn.ts';
import { buildApi, type ApiOptions } from '../api/app.ts';
import { localBilling } from '../api/billing/local.ts';
import type { RateLimitSettings } from '../api/rateLimit.ts';

export const ADDIN_ORIGIN = 'https://localhost:3999';
const REDIRECT_URI = `${ADDIN_ORIGIN}/signin`;
export { TEST_SECRET_KEY };
const TEST_RATE_LIMIT: RateLimitSettings = { max: 1_000_000, windowMs: 60_000, concurrency: 1_000 };

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

export interface CallOptions {
  token?: string | null;
  instanceId?: number | string | null;
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(payload). */
  raw?: string;
}

/** Signs a user in at the provider the way MSAL does (code + PKCE) and returns the id token. */
export async function signInForIdToken(
  issuer: string,
  email: string = DEMO_ACCOUNT.email,
  password: string = DEMO_ACCOUNT.password,
): Promise<string> {
  return idTokenAtProvider(issuer, REDIRECT_URI, { email, password });
}

/**
 * Signs a brand-new user up at the provider (its "Create an account" form) the way a new customer starts, and
 * returns their first id token: a subject Wharf has never seen.
 */
export async function signUpForIdToken(
  issuer: string,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const started = await startAuthorization(issuer, REDIRECT_URI);
  const signup = started.action.replace(/\/login(\?|$)/, '/signup$1');
  if (signup === started.action) throw new Error(`no sign-up form beside ${started.action}`);
  return finishAuthorization(issuer, started, signup, account);
}

export interface StackOptions {
  /** The database backend (server/testing/testBackends.ts); the run's one engine (testBackend) when not given. */
  backend?: TestBackend;
}

export class TestStack {
  private constructor(
    readonly idp: RunningIdentityProvider,
    private database: TestDatabase,
    private readonly backend: TestBackend,
    private readonly dataDir: string,
    private readonly ca: string,
    private apps: FastifyInstance[] = [],
  ) {}

  static async start(options: StackOptions = {}): Promise<TestStack> {
    const backend = options.backend ?? testBackend();
    const dataDir = mkdtempSync(join(tmpdir(), 'wharf-api-idp-'));
    const [idp, database, certificate] = await Promise.all([
      startIdentityProvider({ port: 0, dataDir, redirectUris: [REDIRECT_URI] }),
      openMigrated(backend),
      ensureDevCertificate(),
    ]);
    return new TestStack(idp, database, backend, dataDir, certificate.cert);
  }

  get db(): Database {
    return this.database.db;
  }

  /**
   * A handle of its own on the stack's database, as another API process holds (its own connections on PostgreSQL);
   * on PGlite, whose one connection no second process could share, the stack's own handle.
   */
  async anotherHandle(): Promise<Database> {
    return (await this.database.openAnother()) ?? this.db;
  }

  /**
   * Stops every API and closes the database as a process exit would (its data stays wherever the backend keeps
   * it), then opens it again, migrates and seeds as a start does, and starts a fresh API on it.
   */
  async restart(overrides: Partial<ApiOptions> = {}): Promise<TestApi> {
    await Promise.all(this.apps.map((app) => app.close()));
    this.apps = [];
    await this.database.dispose();
    this.database = await openMigrated(this.backend);
    return this.api(overrides);
  }

  /** An API on a free port over this stack's database and provider; options override the defaults. */
  async api(overrides: Partial<ApiOptions> = {}): Promise<TestApi> {
    const app = await buildApi({
      db: this.db,
      issuer: this.idp.issuer,
      audience: CLIENT_ID,
      jwksCa: this.ca,
      allowedOrigins: [ADDIN_ORIGIN],
      secretKey: TEST_SECRET_KEY,
      // Local billing whatever the developer's environment says; billing.test.ts passes the Stripe provider.
      billing: localBilling,
      // Tests of other behaviour call far faster than a person; rateLimit.test.ts sets the limits it tests.
      rateLimit: TEST_RATE_LIMIT,
      logger: false,
      ...overrides,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.apps.push(app);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('API did not listen on a port');
    return new TestApi(`http://127.0.0.1:${address.port}`);
  }

  async close(): Promise<void> {
    await Promise.all(this.apps.map((app) => app.close()));
    await this.idp.close();
    await this.database.dispose();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function openMigrated(backend: TestBackend): Promise<TestDatabase> {
  // A copy of the run's seeded world when there is one; migrating and seeding it again then only checks it is so.
  const database = (await backend.openSeeded?.()) ?? (await backend.open());
  await migrate(database.db);
  await seedDemo(database.db, { today: DEMO_DESIGN_DAY, landWarehouses: landDemoFromStandIn(database.db) });
  return database;
}

export class TestApi {
  constructor(readonly url: string) {}

  async post(path: string, payload?: unknown, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.instanceId !== undefined && options.instanceId !== null) {
      headers[INSTANCE_HEADER] = String(options.instanceId);
    }
    const body = options.raw ?? (payload === undefined ? '' : JSON.stringify(payload));
    const response = await fetch(`${this.url}${path}`, { method: 'POST', headers, body });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Left empty: the assertions on `text` say what came back.
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }
}

/** The demo instances' ids, looked up rather than assumed. */
export async function demoInstanceIds(db: Database): Promise<{ harbour: number; northwind: number }> {
  const rows = await db.query<{ id: number; schema: string }>('SELECT id, schema FROM app.instances');
  const id = (schema: string) => {
    const row = rows.find((r) => r.schema === schema);
    if (!row) throw new Error(`no instance ${schema}`);
    return row.id;
  };
  return { harbour: id('harbour_traders'), northwind: id('northwind_wholesale') };
}
