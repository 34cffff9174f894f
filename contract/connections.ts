/** Instances and instance connections, /api/userAuthCheck and /api/instanceConnection/*. */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import {
  emptyPayload,
  id,
  timestamp,
  userAuthCheckResponseSchema,
  userSignOutResponseSchema,
  userSummarySchema,
} from './common.ts';

/** Connection status values; a connection starts at PENDING_INIT (docs/connections.md). */
export const CONNECTION_STATUSES = [
  'PENDING_INIT',
  'INIT',
  'ACTIVE',
  'TERMINATING',
  'ARCHIVE',
  'DELETED',
  'RECONNECT',
  'PENDING_PAYMENT',
] as const;
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/**
 * The status changes a user may ask for (docs/api.md): the server enforces them (409
 * otherwise) and the add-in offers only these. DELETED is final.
 */
export type ConnectionAction = 'terminate' | 'reconnect';
export const CONNECTION_TRANSITIONS: Readonly<
  Record<ConnectionAction, { from: readonly ConnectionStatus[]; to: ConnectionStatus }>
> = {
  terminate: { from: ['PENDING_INIT', 'INIT', 'ACTIVE', 'RECONNECT', 'PENDING_PAYMENT'], to: 'TERMINATING' },
  reconnect: { from: ['TERMINATING', 'ARCHIVE'], to: 'RECONNECT' },
};

/** What an import does to its connection (docs/api.md transitions): its start and its landing of data. */
export const IMPORT_TRANSITIONS = {
  /** A new connection is being set up from its first import on. */
  started: { from: ['PENDING_INIT'], to: 'INIT' },
  /** The first import that lands data makes a new or reconnected connection ACTIVE. */
  landed: { from: ['PENDING_INIT', 'INIT', 'RECONNECT'], to: 'ACTIVE' },
} as const satisfies Record<string, { from: readonly ConnectionStatus[]; to: ConnectionStatus }>;

/** Closed to imports: deleted, archived, or on its way out. */
export const NON_IMPORTING_STATUSES = [
  'DELETED',
  'ARCHIVE',
  'TERMINATING',
] as const satisfies readonly ConnectionStatus[];
export const canImport = (status: string): boolean =>
  !(NON_IMPORTING_STATUSES as readonly string[]).includes(status);

/**
 * Connections that are paid for in the current billing period: set up or being set up to run, and TERMINATING
 * ones. TERMINATING sits between ACTIVE and the end states ARCHIVE and DELETED, so it is a connection
 * still on its way out, not yet ended; like a Stripe subscription cancelled at period end it is billed to the end
 * of the current period and not renewed. PENDING_INIT (nothing set up yet), ARCHIVE and DELETED cost nothing.
 */
export const BILLABLE_STATUSES = [
  'INIT',
  'ACTIVE',
  'RECONNECT',
  'PENDING_PAYMENT',
  'TERMINATING',
] as const satisfies readonly ConnectionStatus[];
/** Billable connections that end with the current period (their subscription is cancelled at period end). */
export const ENDING_STATUSES = ['TERMINATING'] as const satisfies readonly ConnectionStatus[];
/** Billable connections that are billed again next period. */
export const RENEWING_STATUSES: readonly ConnectionStatus[] = BILLABLE_STATUSES.filter(
  (status) => !(ENDING_STATUSES as readonly ConnectionStatus[]).includes(status),
);
export const isBillable = (status: string): boolean =>
  (BILLABLE_STATUSES as readonly string[]).includes(status);
export const endsThisPeriod = (status: string): boolean =>
  (ENDING_STATUSES as readonly string[]).includes(status);

/** Instance; role is the caller's membership. */
export const instanceSchema = z.object({
  id,
  name: z.string(),
  schema: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
});

export const apiKeyViewSchema = z.object({
  clientId: z.string().nullable(),
  /** A masked hint such as "••••1234"; null when no secret is stored. The whole secret is never returned. */
  secret: z.string().nullable(),
});

/** Instance connection, every field. */
export const instanceConnectionSchema = z.object({
  id,
  name: z.string(),
  instanceId: id,
  status: connectionStatusSchema,
  sourceSystem: z.object({ id, name: z.string() }),
  connectionGroup: z.string().nullable(),
  attribute1: z.string().nullable(),
  attribute2: z.string().nullable(),
  attribute3: z.string().nullable(),
  stripeProductId: z.string().nullable(),
  ETLScopes: z.array(z.string()),
  APIKey: apiKeyViewSchema,
  changed: timestamp,
  changedBy: z.string().nullable(),
  terminationReason: z.string().nullable(),
  terminationNote: z.string().nullable(),
});
export type InstanceConnection = z.infer<typeof instanceConnectionSchema>;

export const instanceConnectionPayloadSchema = z.object({}).optional();

export const instanceConnectionResponseSchema = z.object({
  user: userSummarySchema,
  userInstances: z.array(instanceSchema),
  /** The instance of the x-instance-id header, or null when the call carried none. */
  currentInstanceId: id.nullable(),
  instanceConnections: z.array(instanceConnectionSchema),
  /** Every connection of the current instance except DELETED ones. */
  activeConnectionCount: z.number().int().nonnegative(),
});

export const clientIdPayloadSchema = z.object({ instanceId: id });
export const clientIdResponseSchema = z.object({
  instanceId: id,
  instanceConnectionClientIds: z.array(z.object({ connectionId: id, clientId: z.string() })),
});

export const terminatePayloadSchema = z.object({
  instanceId: id,
  connectionId: id,
  terminationReason: z.string().trim().max(200).optional(),
  terminationNote: z.string().trim().max(2000).optional(),
});

export const reconnectPayloadSchema = z.object({
  instanceId: id,
  connectionId: id,
  APIKeys: z
    .object({
      clientId: z.string().trim().min(1).max(200),
      secret: z.string().min(1).max(500),
    })
    .optional(),
});

/** Moves a connection to another plan (Stripe product); designed in docs/api.md. */
export const productPayloadSchema = z.object({
  instanceId: id,
  connectionId: id,
  stripeProductId: z.string().trim().min(1).max(100),
});

export const connectionChangeResponseSchema = z.object({
  instanceConnection: instanceConnectionSchema,
  activeConnectionCount: z.number().int().nonnegative(),
});

/** A source system Wharf can land data from, with the entities (ETL scopes) its connector offers. */
export const sourceSystemSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  /** Label of the API username field on the add-connection form (Cin7 Omni: "API username"). */
  clientIdLabel: z.string(),
  secretLabel: z.string(),
  scopes: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      description: z.string(),
      /** The warehouse tables this scope lands (a full re-sync of one table imports its scope). */
      tables: z.array(z.string()).default([]),
    }),
  ),
});
export const sourceSystemsResponseSchema = z.object({ sourceSystems: z.array(sourceSystemSchema) });

const apiKeysInput = z.object({
  clientId: z.string().trim().min(1).max(200),
  secret: z.string().min(1).max(500),
});
/**
 * Tries credentials against the source before anything is saved. Wrong credentials answer 400 whose message is
 * the source's own answer. With connectionId and no APIKeys the stored credentials of that connection are tried.
 */
export const connectionTestPayloadSchema = z.object({
  sourceSystemId: id,
  APIKeys: apiKeysInput.optional(),
  connectionId: id.optional(),
});
export const connectionTestResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

/** Saving needs the connection's id (a new connection gets one from /api/signup/connections). */
export const connectionSavePayloadSchema = z.object({
  connection: z.object({
    id,
    name: z.string().trim().min(1).max(100).optional(),
    ETLScopes: z.array(z.string().max(63)).max(50).optional(),
    connectionGroup: z.string().trim().max(100).nullable().optional(),
    attribute1: z.string().trim().max(200).nullable().optional(),
    attribute2: z.string().trim().max(200).nullable().optional(),
    attribute3: z.string().trim().max(200).nullable().optional(),
  }),
});

export const connectionsContract = {
  [API_PATHS.sourceSystems]: { payload: emptyPayload, response: sourceSystemsResponseSchema },
  [API_PATHS.instanceConnectionTest]: {
    payload: connectionTestPayloadSchema,
    response: connectionTestResponseSchema,
  },
  [API_PATHS.instanceConnectionSave]: {
    payload: connectionSavePayloadSchema,
    response: connectionChangeResponseSchema,
  },
  [API_PATHS.userAuthCheck]: { payload: emptyPayload, response: userAuthCheckResponseSchema },
  [API_PATHS.userSignOut]: { payload: emptyPayload, response: userSignOutResponseSchema },
  [API_PATHS.instanceConnection]: {
    payload: instanceConnectionPayloadSchema,
    response: instanceConnectionResponseSchema,
  },
  [API_PATHS.instanceConnectionClientId]: {
    payload: clientIdPayloadSchema,
    response: clientIdResponseSchema,
  },
  [API_PATHS.instanceConnectionTerminate]: {
    payload: terminatePayloadSchema,
    response: connectionChangeResponseSchema,
  },
  [API_PATHS.instanceConnectionReconnect]: {
    payload: reconnectPayloadSchema,
    response: connectionChangeResponseSchema,
  },
  [API_PATHS.instanceConnectionProduct]: {
    payload: productPayloadSchema,
    response: connectionChangeResponseSchema,
  },
} as const;
