/**
 * The API process's configuration, read once at start (server/api/main.ts) and passed down: each part of the API
 * gets its section, never the environment. Names and defaults: docs/configuration.md; docs/etl.md has the import
 * variables.
 */
import type { z } from 'zod';
import {
  nonNegativeIntegerOr,
  optionalDay,
  optionalPositiveInteger,
  optionalText,
  optionalUrl,
  portOr,
  positiveIntegerOr,
  readVariables,
  textOr,
  urlListOr,
  urlOr,
  type Environment,
} from './variables.ts';

export const DEFAULT_API_PORT = 3001;

/**
 * Generous for the add-in's own use: a whole-screen load is about ten calls, landing 100,000 rows is ten pages, and
 * member search (250 ms debounce) and the designer's preview (400 ms) make at most a few calls a second each. Two
 * at a time is all the embedded database can serve one caller anyway; the rest of a burst waits its turn.
 */
export const DEFAULT_RATE_LIMIT = { max: 200, windowMs: 10_000, concurrency: 2 } as const;

export const DEFAULT_CIN7_OMNI_BASE_URL = 'https://api.cin7.com/api';

const SECRET_KEY_BYTES = 32;

/** WHARF_SECRET_KEY: the base64 encoding of exactly 32 bytes (AES-256), or unset to use the local key file. */
export const secretKey = optionalText()
  .transform((text) => (text === undefined ? undefined : Buffer.from(text, 'base64')))
  .refine(
    (key) => key === undefined || key.length === SECRET_KEY_BYTES,
    `must be the base64 encoding of exactly ${SECRET_KEY_BYTES} bytes`,
  );

/** CIN7_OMNI_RATE_LIMIT: "off", or limits like "3/s,60/min,5000/day" (any subset; the rest stay the published). */
const RATE_PART = /^\s*(\d+)\s*\/\s*(s|sec|second|min|minute|day)\s*$/i;
export interface SourceRateLimits {
  perSecond?: number;
  perMinute?: number;
  perDay?: number;
}
const sourceRateLimit = optionalText()
  .refine(
    (text) =>
      text === undefined ||
      text.toLowerCase() === 'off' ||
      text.split(',').every((part) => RATE_PART.test(part)),
    'cannot be read (e.g. 3/s,60/min,5000/day or off)',
  )
  .transform((text): SourceRateLimits | 'off' | undefined => {
    if (text === undefined) return undefined;
    if (text.toLowerCase() === 'off') return 'off';
    const limits: SourceRateLimits = {};
    for (const part of text.split(',')) {
      const [, value = '', unit = ''] = RATE_PART.exec(part) ?? [];
      const key = unit.toLowerCase().startsWith('s')
        ? 'perSecond'
        : unit.toLowerCase().startsWith('m')
          ? 'perMinute'
          : 'perDay';
      limits[key] = Number(value);
    }
    return limits;
  });

/**
 * DATABASE_URL: a PostgreSQL server instead of the embedded PGlite. WHARF_DB_POOL_MAX: connections this process
 * opens to it at most (pg's default 10); several processes on one server share its max_connections (docs/scale.md).
 */
const databaseVariables = {
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  WHARF_DB_POOL_MAX: optionalPositiveInteger(),
  /** Where the embedded PGlite keeps its files when there is no DATABASE_URL (default .data/pglite). */
  WHARF_PGLITE_DIR: optionalText(),
};

const billingVariables = { STRIPE_SECRET_KEY: optionalText(), STRIPE_API_BASE: optionalUrl() };

/** The language model of the AI view (docs/ai.md): all three set, or none (the embedded parser answers). */
const aiVariables = {
  WHARF_AI_BASE_URL: optionalUrl(),
  WHARF_AI_API_KEY: optionalText(),
  WHARF_AI_MODEL: optionalText(),
};

const rateLimitVariables = {
  WHARF_RATE_LIMIT_MAX: positiveIntegerOr(DEFAULT_RATE_LIMIT.max),
  WHARF_RATE_LIMIT_WINDOW_MS: positiveIntegerOr(DEFAULT_RATE_LIMIT.windowMs),
  WHARF_RATE_LIMIT_CONCURRENCY: positiveIntegerOr(DEFAULT_RATE_LIMIT.concurrency),
};

/** The import worker's and the source systems' variables (docs/etl.md); unset numbers keep the code's defaults. */
const etlVariables = {
  WHARF_ETL_WORKER: optionalText(),
  WHARF_ETL_POLL_MS: optionalPositiveInteger(),
  WHARF_ETL_LEASE_MS: optionalPositiveInteger(),
  WHARF_ETL_MAX_ATTEMPTS: optionalPositiveInteger(),
  WHARF_ETL_CONCURRENCY: optionalPositiveInteger(),
  CIN7_OMNI_BASE_URL: urlOr(DEFAULT_CIN7_OMNI_BASE_URL),
  CIN7_OMNI_RATE_LIMIT: sourceRateLimit,
  CIN7_OMNI_RETRY_BASE_MS: optionalPositiveInteger(),
  CIN7_OMNI_TIMEOUT_MS: positiveIntegerOr(120_000),
};

const apiVariables = {
  WHARF_API_PORT: portOr(DEFAULT_API_PORT),
  /** The interface it listens on: 0.0.0.0 behind a load balancer on another machine. */
  WHARF_API_HOST: textOr('localhost'),
  WHARF_IDP_ISSUER: urlOr('https://localhost:3002'),
  WHARF_API_AUDIENCE: textOr('wharf-addin'),
  WHARF_WEB_ORIGIN: urlListOr('https://localhost:3000'),
  WHARF_SECRET_KEY: secretKey,
  WHARF_COLD_START_S: nonNegativeIntegerOr(0),
  WHARF_DEMO_CIN7_KEY: optionalText(),
  /** The day the demo world is moved to at its first start (server/db/demoClock.ts); unset: that day. */
  WHARF_DEMO_TODAY: optionalDay(),
  ...databaseVariables,
  ...billingVariables,
  ...aiVariables,
  ...rateLimitVariables,
  ...etlVariables,
};

type Parsed<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

function databaseSection(values: Parsed<typeof databaseVariables>) {
  if (!values.DATABASE_URL) return values.WHARF_PGLITE_DIR ? { dataDir: values.WHARF_PGLITE_DIR } : {};
  return { databaseUrl: values.DATABASE_URL, poolMax: values.WHARF_DB_POOL_MAX };
}

/** null: bill locally from the database. */
function billingSection(values: Parsed<typeof billingVariables>) {
  if (!values.STRIPE_SECRET_KEY) return null;
  const apiBase = values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined;
  return { secretKey: values.STRIPE_SECRET_KEY, apiBase };
}

/** null: no language model; the AI view's embedded parser answers. */
function aiSection(values: Parsed<typeof aiVariables>) {
  if (!values.WHARF_AI_BASE_URL || !values.WHARF_AI_API_KEY || !values.WHARF_AI_MODEL) return null;
  return { baseUrl: values.WHARF_AI_BASE_URL, apiKey: values.WHARF_AI_API_KEY, model: values.WHARF_AI_MODEL };
}

function rateLimitSection(values: Parsed<typeof rateLimitVariables>) {
  return {
    max: values.WHARF_RATE_LIMIT_MAX,
    windowMs: values.WHARF_RATE_LIMIT_WINDOW_MS,
    concurrency: values.WHARF_RATE_LIMIT_CONCURRENCY,
  };
}

function etlSection(values: Parsed<typeof etlVariables>) {
  return {
    /** false: this process leaves the queue to other workers (WHARF_ETL_WORKER=off). */
    worker:
      values.WHARF_ETL_WORKER?.toLowerCase() === 'off'
        ? (false as const)
        : {
            pollIntervalMs: values.WHARF_ETL_POLL_MS,
            leaseMs: values.WHARF_ETL_LEASE_MS,
            maxAttempts: values.WHARF_ETL_MAX_ATTEMPTS,
            concurrency: values.WHARF_ETL_CONCURRENCY,
          },
    cin7Omni: {
      baseUrl: values.CIN7_OMNI_BASE_URL,
      rateLimit: values.CIN7_OMNI_RATE_LIMIT,
      retryBaseMs: values.CIN7_OMNI_RETRY_BASE_MS,
      timeoutMs: values.CIN7_OMNI_TIMEOUT_MS,
    },
  };
}

export type DatabaseSettings = ReturnType<typeof databaseSection>;
export type BillingSettings = ReturnType<typeof billingSection>;
export type AiSettings = ReturnType<typeof aiSection>;
export type RateLimitConfig = ReturnType<typeof rateLimitSection>;
export type EtlSettings = ReturnType<typeof etlSection>;
export type Cin7OmniSettings = EtlSettings['cin7Omni'];

export interface ApiConfig {
  port: number;
  host: string;
  /** The identity provider whose id tokens the API accepts. */
  issuer: string;
  audience: string;
  /** The add-in origins CORS allows. */
  webOrigins: string[];
  /** Unset: a key generated once under .data/ (server/crypto/secretKey.ts). */
  secretKey: Buffer | undefined;
  coldStartSeconds: number;
  /** The local Cin7 Omni simulator's key for the demo connection (scripts/start.ts sets it). */
  demoCin7Key: string | undefined;
  /** The demo world's first day when pinned (YYYY-MM-DD); undefined: the day it is first seeded. */
  demoToday: string | undefined;
  database: DatabaseSettings;
  billing: BillingSettings;
  ai: AiSettings;
  rateLimit: RateLimitConfig;
  etl: EtlSettings;
}

/** Each section alone, for a process (or test) that needs only that part. */
export const readDatabaseSettings = (env: Environment) =>
  databaseSection(readVariables(databaseVariables, env));
export const readBillingSettings = (env: Environment) => billingSection(readVariables(billingVariables, env));
export const readRateLimit = (env: Environment) => rateLimitSection(readVariables(rateLimitVariables, env));
export const readEtlSettings = (env: Environment) => etlSection(readVariables(etlVariables, env));

export function readApiConfig(env: Environment): ApiConfig {
  const values = readVariables(apiVariables, env);
  return {
    port: values.WHARF_API_PORT,
    host: values.WHARF_API_HOST,
    issuer: values.WHARF_IDP_ISSUER,
    audience: values.WHARF_API_AUDIENCE,
    webOrigins: values.WHARF_WEB_ORIGIN,
    secretKey: values.WHARF_SECRET_KEY,
    coldStartSeconds: values.WHARF_COLD_START_S,
    demoCin7Key: values.WHARF_DEMO_CIN7_KEY,
    demoToday: values.WHARF_DEMO_TODAY,
    database: databaseSection(values),
    billing: billingSection(values),
    ai: aiSection(values),
    rateLimit: rateLimitSection(values),
    etl: etlSection(values),
  };
}
