/**
 * The Wharf API as a Fastify instance: JSON over POST, CORS for the add-in's origins only, security
 * headers for a JSON-only service, a body limit, structured logs, and errors that are always `{ message }`.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';
import type { Database } from '../db/database.ts';
import { ApiError, errorHandler } from './errors.ts';
import { nestsDeeperThan } from './jsonDepth.ts';
import { remoteJwks } from './jwks.ts';
import type { ApiContext } from './route.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBillingRoutes } from './routes/billing.ts';
import { registerConnectionRoutes, registerConnectionSetupRoutes } from './routes/connections.ts';
import { registerEtlRoutes } from './routes/etl.ts';
import { createEtlRuntime, type EtlOptions } from '../etl/index.ts';
import { registerLibraryRoutes } from './routes/library.ts';
import { registerSettingsRoutes } from './routes/settings.ts';
import { registerWarehouseRoutes } from './routes/warehouse.ts';
import { registerRateLimit, type RateLimitSettings } from './rateLimit.ts';
import { coldStartGuard } from './coldStart.ts';
import { localBilling } from './billing/local.ts';
import type { BillingProvider } from './billing/provider.ts';
import { registerSignupRoutes } from './routes/signup.ts';
import { registerAiRoutes } from './routes/ai.ts';
import type { ModelSettings } from './services/ai/languageModel/chatClient.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface ApiOptions {
  db: Database;
  issuer: string;
  audience: string;
  /** The identity provider's keys; defaults to its discovery document's jwks_uri. */
  jwks?: JWTVerifyGetKey;
  /** A PEM the JWKS fetch trusts (the local dev certificate); production uses the system's CAs. */
  jwksCa?: string;
  allowedOrigins: string[];
  /** AES-256-GCM key for connection secrets (server/crypto/secretKey.ts). */
  secretKey: Buffer;
  /** Answer 503 for this long after start, as a sleeping database would (WHARF_COLD_START_S). */
  coldStartSeconds?: number;
  now?: () => number;
  bodyLimit?: number;
  /** false silences the logs (tests); 'warn' logs warnings and errors only, not every request (`npm start`). */
  logger?: boolean | 'warn';
  /** Serve HTTPS with this key and certificate (the local dev certificate); plain HTTP without. */
  https?: { key: string; cert: string };
  /** Source-system configuration and the import worker (server/etl/runtime.ts); default: published, no worker. */
  etl?: EtlOptions;
  /** Where invoices come from (server/api/billing/config.ts); default local, from the database. */
  billing?: BillingProvider;
  /** Calls per caller and window (server/api/rateLimit.ts); default DEFAULT_RATE_LIMIT. */
  rateLimit?: RateLimitSettings;
  /** The language model /api/aiQuery asks first (docs/ai.md); default none: the embedded parser answers. */
  ai?: ModelSettings | null;
}

/** JSON bodies; an empty body is "no payload" (UserAuthCheck sends an empty body). */
function parseJson(body: string): unknown {
  if (body.trim() === '') return undefined;
  if (nestsDeeperThan(body)) throw new ApiError(400, 'The request body is nested too deeply.');
  try {
    // Objects with __proto__ keys are refused outright rather than trusted to be harmless downstream.
    return JSON.parse(body, (key, value: unknown) => {
      if (key === '__proto__') throw new Error('forbidden key');
      return value;
    });
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  // Typed as the HTTP flavour: routes use only the request/reply API, which HTTPS shares.
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.logger === 'warn' ? 'warn' : 'info', redact: ['req.headers.authorization'] },
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    https: options.https ?? null,
  }) as unknown as FastifyInstance;
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Not found: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}` }),
  );
  // JSON only: Fastify's text/plain parser goes too, so any other body type answers 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as ApiError, undefined);
    }
  });

  await app.register(helmet, {
    // A JSON API: no scripts, styles or frames of its own, and nobody may frame it.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
  await app.register(cors, {
    origin: options.allowedOrigins,
    methods: ['POST'],
    allowedHeaders: ['authorization', 'content-type', INSTANCE_HEADER],
    // The add-in's cold-start loop may read how long to wait.
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  if (options.coldStartSeconds) app.addHook('onRequest', coldStartGuard(options.coldStartSeconds, now));

  const context: ApiContext = {
    db: options.db,
    secretKey: options.secretKey,
    now,
    billing: options.billing ?? localBilling,
    tokenCheck: {
      issuer: options.issuer,
      audience: options.audience,
      jwks: options.jwks ?? remoteJwks(options.issuer, options.jwksCa),
      now,
    },
  };
  // Before the routes: it limits only those registered after it.
  await registerRateLimit(app, context.tokenCheck, options.rateLimit);
  registerAuthRoutes(app, context);
  registerConnectionRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerLibraryRoutes(app, context);
  registerWarehouseRoutes(app, context);
  registerBillingRoutes(app, context);
  const etl = createEtlRuntime(options.db, options.secretKey, options.etl, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', () => etl.stop());
  registerConnectionSetupRoutes(app, context, etl);
  registerEtlRoutes(app, context, etl);
  registerSignupRoutes(app, context, etl.connectors);
  registerAiRoutes(app, context, options.ai ?? null);
  return app;
}
