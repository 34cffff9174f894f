// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT, readApiConfig } from './api.ts';
import { readIdpConfig } from './idp.ts';
import { readWorkerConfig } from './worker.ts';
import { ConfigError } from './variables.ts';

function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the API configuration', () => {
  it('has the defaults docs/configuration.md names when nothing is set', () => {
    expect(readApiConfig({})).toEqual({
      port: 3001,
      host: 'localhost',
      issuer: 'https://localhost:3002',
      audience: 'wharf-addin',
      webOrigins: ['https://localhost:3000'],
      secretKey: undefined,
      coldStartSeconds: 0,
      demoCin7Key: undefined,
      database: {},
      billing: null,
      ai: null,
      rateLimit: DEFAULT_RATE_LIMIT,
      etl: {
        worker: { pollIntervalMs: undefined, leaseMs: undefined, maxAttempts: undefined },
        cin7Omni: {
          baseUrl: 'https://api.cin7.com/api',
          rateLimit: undefined,
          retryBaseMs: undefined,
          timeoutMs: 120_000,
        },
      },
    });
  });

  it('treats a blank variable as unset', () => {
    expect(readApiConfig({ WHARF_API_PORT: ' ', DATABASE_URL: '', STRIPE_SECRET_KEY: ' ' })).toMatchObject({
      port: 3001,
      database: {},
      billing: null,
    });
  });

  it('reads every section from its variables', () => {
    const key = Buffer.alloc(32, 7);
    const config = readApiConfig({
      WHARF_API_PORT: '4001',
      WHARF_API_HOST: '0.0.0.0',
      WHARF_DB_POOL_MAX: '4',
      WHARF_IDP_ISSUER: 'https://contoso.b2clogin.com/tenant/v2.0/',
      WHARF_WEB_ORIGIN: 'https://a.example, https://b.example,',
      WHARF_SECRET_KEY: key.toString('base64'),
      WHARF_COLD_START_S: '22',
      DATABASE_URL: 'postgres://wharf@db/wharf',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      WHARF_RATE_LIMIT_MAX: '7',
      WHARF_ETL_POLL_MS: '500',
      CIN7_OMNI_RATE_LIMIT: '5/s, 100/min',
      WHARF_AI_BASE_URL: 'https://contoso.openai.azure.com/openai/deployments/wharf',
      WHARF_AI_API_KEY: 'key-1',
      WHARF_AI_MODEL: 'gpt-4o-mini',
    });
    expect(config).toMatchObject({
      port: 4001,
      host: '0.0.0.0',
      issuer: 'https://contoso.b2clogin.com/tenant/v2.0/',
      webOrigins: ['https://a.example', 'https://b.example'],
      secretKey: key,
      coldStartSeconds: 22,
      database: { databaseUrl: 'postgres://wharf@db/wharf', poolMax: 4 },
      billing: { secretKey: 'sk_test_1', apiBase: new URL('http://127.0.0.1:12111') },
      rateLimit: { max: 7, windowMs: 10_000, concurrency: 2 },
      ai: {
        baseUrl: 'https://contoso.openai.azure.com/openai/deployments/wharf',
        apiKey: 'key-1',
        model: 'gpt-4o-mini',
      },
      etl: { worker: { pollIntervalMs: 500 }, cin7Omni: { rateLimit: { perSecond: 5, perMinute: 100 } } },
    });
    expect(readApiConfig({ WHARF_ETL_WORKER: 'OFF', CIN7_OMNI_RATE_LIMIT: 'off' }).etl).toMatchObject({
      worker: false,
      cin7Omni: { rateLimit: 'off' },
    });
  });

  it('refuses malformed variables, naming every one at once', () => {
    const problems = problemsOf(() =>
      readApiConfig({
        WHARF_API_PORT: '99999',
        WHARF_RATE_LIMIT_MAX: 'lots',
        WHARF_COLD_START_S: '-1',
        WHARF_WEB_ORIGIN: 'localhost:3000',
        STRIPE_API_BASE: 'ftp://x',
        CIN7_OMNI_RATE_LIMIT: 'fast',
      }),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'WHARF_API_PORT',
      'WHARF_WEB_ORIGIN',
      'WHARF_COLD_START_S',
      'STRIPE_API_BASE',
      'WHARF_RATE_LIMIT_MAX',
      'CIN7_OMNI_RATE_LIMIT',
    ]);
    expect(problems[0]).toBe('WHARF_API_PORT: must be a port number (0–65535), not "99999"');
  });

  it('names a bad secret or database URL without echoing it', () => {
    const problems = problemsOf(() =>
      readApiConfig({ WHARF_SECRET_KEY: 'c2hvcnQ=', DATABASE_URL: 'mysql://root:hunter2@db/wharf' }),
    );
    expect(problems).toEqual([
      'WHARF_SECRET_KEY: must be the base64 encoding of exactly 32 bytes',
      'DATABASE_URL: must be a URL (postgres: or postgresql:)',
    ]);
    expect(() => readApiConfig({ DATABASE_URL: 'nonsense' })).toThrow(ConfigError);
  });

  it('pins the demo world’s day only with a real day', () => {
    expect(readApiConfig({}).demoToday).toBeUndefined();
    expect(readApiConfig({ WHARF_DEMO_TODAY: '2025-12-01' }).demoToday).toBe('2025-12-01');
    for (const wrong of ['2025-02-30', '1/12/2025', 'today'])
      expect(() => readApiConfig({ WHARF_DEMO_TODAY: wrong })).toThrow(
        /WHARF_DEMO_TODAY: must be a day, YYYY-MM-DD/,
      );
  });
});

describe('the import worker’s configuration', () => {
  it('reads the API’s variables for the database, the key and the imports', () => {
    const key = Buffer.alloc(32, 3);
    expect(
      readWorkerConfig({
        DATABASE_URL: 'postgres://wharf@db/wharf',
        WHARF_DB_POOL_MAX: '2',
        WHARF_SECRET_KEY: key.toString('base64'),
        WHARF_ETL_LEASE_MS: '2000',
        WHARF_ETL_CONCURRENCY: '6',
        CIN7_OMNI_BASE_URL: 'http://127.0.0.1:9/api',
      }),
    ).toMatchObject({
      database: { databaseUrl: 'postgres://wharf@db/wharf', poolMax: 2 },
      secretKey: key,
      etl: { worker: { leaseMs: 2000, concurrency: 6 }, cin7Omni: { baseUrl: 'http://127.0.0.1:9/api' } },
    });
  });

  it('keeps the embedded database where WHARF_PGLITE_DIR says when there is no server', () => {
    expect(readWorkerConfig({ WHARF_PGLITE_DIR: '/tmp/wharf-pglite' }).database).toEqual({
      dataDir: '/tmp/wharf-pglite',
    });
  });

  it('stops naming a malformed variable', () => {
    expect(() => readWorkerConfig({ WHARF_DB_POOL_MAX: 'many' })).toThrow(ConfigError);
    expect(() => readWorkerConfig({ WHARF_SECRET_KEY: 'c2hvcnQ=' })).toThrow(/WHARF_SECRET_KEY/);
    expect(() => readWorkerConfig({ WHARF_ETL_CONCURRENCY: '0' })).toThrow(/WHARF_ETL_CONCURRENCY/);
  });
});

describe('the identity provider’s configuration', () => {
  it('defaults to port 3002 and its own issuer', () => {
    expect(readIdpConfig({})).toEqual({ port: 3002, issuer: undefined });
    expect(readIdpConfig({ WHARF_IDP_PORT: '4002', WHARF_IDP_ISSUER: 'https://idp.example' })).toEqual({
      port: 4002,
      issuer: 'https://idp.example',
    });
  });

  it('refuses a port that is not a number and an issuer that is not a URL', () => {
    expect(problemsOf(() => readIdpConfig({ WHARF_IDP_PORT: 'abc', WHARF_IDP_ISSUER: 'idp' }))).toEqual([
      'WHARF_IDP_PORT: must be a whole number of at least 0, not "abc"',
      'WHARF_IDP_ISSUER: must be a URL (http: or https:), not "idp"',
    ]);
  });
});
