/**
 * The one contract between the SPA and the API (DESIGN: "One contract"): for every implemented call of SPEC §7, the
 * zod schema of its payload and of its response, keyed by its path. The server validates requests with it (400
 * naming the failing field) and parses its answers through it (so a field that is not in the contract, such as a
 * stored secret, can never leak); the SPA's hooks take their types from it. Browser-safe: zod only, no Node imports.
 * Shapes SPEC leaves "not shown" are designed in docs/api.md.
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';

/** SPEC §3 connection status values; SPEC §4 says they start at PENDING_INIT. */
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

/** Ids are positive integers (bigint identity in the database, below 2^53). */
const id = z.number().int().positive();
/** Timestamps travel as ISO 8601 strings. */
const timestamp = z.string();
const emptyPayload = z.object({}).optional();

export const userSummarySchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
});

export const userAuthCheckResponseSchema = z.object({
  success: z.boolean(),
  serviceUnavailable: z.boolean(),
  reason: z.string().nullable(),
  /** The signed-in user, so the SPA can fill SPEC §3 client state (userId, username) after the check. */
  user: userSummarySchema.optional(),
});

/** SPEC §3 Instance; role is the caller's membership. */
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

/** SPEC §3 Instance connection, every field. */
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
  /** SPEC §4: every connection of the current instance except DELETED ones. */
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

/** Moves a connection to another plan (Stripe product); SPEC §7 "not shown", designed in docs/api.md. */
export const productPayloadSchema = z.object({
  instanceId: id,
  connectionId: id,
  stripeProductId: z.string().trim().min(1).max(100),
});

export const connectionChangeResponseSchema = z.object({
  instanceConnection: instanceConnectionSchema,
  activeConnectionCount: z.number().int().nonnegative(),
});

/** User settings are the SPA's own key/value document (theme, host mode…); the API stores it as given. */
export const userSettingsValueSchema = z.record(z.string(), z.json());
export type UserSettings = z.infer<typeof userSettingsValueSchema>;
export const userSettingsPayloadSchema = z.object({ userId: z.string() });
export const userSettingsSetPayloadSchema = z.object({
  userId: z.string(),
  settings: userSettingsValueSchema,
});
export const userSettingsResponseSchema = z.object({
  userId: z.string(),
  settings: userSettingsValueSchema,
  updated: timestamp.nullable(),
});

/** SPEC §3 library tabs: PRIVATE holds the user's private items, LIBRARY the instance's shared ones. */
export const libraryVisibilitySchema = z.enum(['private', 'shared']);
export const libraryTopicSchema = z.object({ id, name: z.string() });
/** A saved table design; definition is the designer's structured query, stored as given. */
export const libraryItemSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  topicId: id.nullable(),
  visibility: libraryVisibilitySchema,
  owner: z.object({ userId: z.string(), name: z.string() }),
  /** The caller owns it: only then may they change or remove it. */
  mine: z.boolean(),
  favorite: z.boolean(),
  definition: z.record(z.string(), z.json()),
  created: timestamp,
  updated: timestamp,
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const userLibraryResponseSchema = z.object({
  instanceId: id,
  topics: z.array(libraryTopicSchema),
  items: z.array(libraryItemSchema),
});
export const userLibrarySetPayloadSchema = z.object({
  item: z.object({
    /** Absent: a new item. Present: the caller's item to update. */
    id: id.optional(),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000).nullable().optional(),
    topicId: id.nullable().optional(),
    visibility: libraryVisibilitySchema,
    definition: z.record(z.string(), z.json()),
  }),
});
export const userLibrarySetResponseSchema = z.object({ item: libraryItemSchema });
export const userLibraryTopicSetPayloadSchema = z.object({
  topic: z.object({ id: id.optional(), name: z.string().trim().min(1).max(100) }),
});
export const userLibraryTopicSetResponseSchema = z.object({ topic: libraryTopicSchema });
export const userLibraryTopicRemovePayloadSchema = z.object({ topicId: id });
export const userLibraryTopicRemoveResponseSchema = z.object({ topicId: id, removed: z.literal(true) });
export const userLibraryRemovePayloadSchema = z.object({ itemId: id });
export const userLibraryRemoveResponseSchema = z.object({ itemId: id, removed: z.literal(true) });
export const userLibraryFavoritePayloadSchema = z.object({
  userId: z.string(),
  itemId: id,
  favorite: z.boolean(),
});
export const userLibraryFavoriteResponseSchema = userLibraryFavoritePayloadSchema;

/** The instance's warehouse catalogue: the tables and columns the designer may use, with their friendly names. */
export const dwColumnSchema = z.object({
  id,
  columnName: z.string(),
  friendlyName: z.string(),
  dataType: z.enum(['text', 'integer', 'numeric', 'date', 'timestamptz']),
  role: z.enum(['dimension', 'measure']),
  ordinal: z.number().int(),
  /** Whether /api/searchMemberList can search its values. */
  searchable: z.boolean(),
});
export const dwTableSchema = z.object({
  id,
  tableName: z.string(),
  friendlyName: z.string(),
  description: z.string().nullable(),
  columns: z.array(dwColumnSchema),
});
export const clientDWSchemaResponseSchema = z.object({
  instanceId: id,
  schema: z.string(),
  tables: z.array(dwTableSchema),
});

/**
 * SPEC §7 /api/clientQuery: a table design as data, never SQL (DESIGN: "Structured queries, never SQL from the
 * client"). One landed table for now; every name is checked against the instance's catalogue on the server.
 */
const filterValue = z.union([z.string().max(200), z.number()]);
export const tableQuerySchema = z.object({
  table: z.string().max(63),
  columns: z.array(z.string().max(63)).min(1).max(100),
  filters: z
    .array(
      z.object({
        column: z.string().max(63),
        op: z.enum(['eq', 'neq', 'in', 'contains', 'gt', 'gte', 'lt', 'lte']),
        values: z.array(filterValue).min(1).max(1000),
      }),
    )
    .max(50)
    .optional(),
  sort: z
    .array(z.object({ column: z.string().max(63), desc: z.boolean().optional() }))
    .max(10)
    .optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().min(0).optional(),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;
export const clientQueryPayloadSchema = z.object({ query: tableQuerySchema });
export const clientQueryResponseSchema = z.object({
  columns: z.array(
    z.object({
      name: z.string(),
      friendlyName: z.string(),
      dataType: z.enum(['text', 'integer', 'numeric', 'date', 'timestamptz']),
    }),
  ),
  /** Row-major values in the order of columns; dates as YYYY-MM-DD, timestamps as ISO strings. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** More rows follow: ask again with offset + rows.length. */
  truncated: z.boolean(),
});

/** SPEC §7: the distinct values of a searchable dimension column that contain the search text (any case). */
export const searchMemberListPayloadSchema = z.object({
  dwTableId: id,
  dwColumnId: id,
  search: z.string().max(100),
  limit: z.number().int().min(1).max(500).optional(),
});
export const searchMemberListResponseSchema = z.object({
  dwTableId: id,
  dwColumnId: id,
  members: z.array(z.string()),
  /** More values matched than were answered: narrow the search. */
  truncated: z.boolean(),
});

/** SPEC §3 job status and message severity (Valid=1, Warning=-1, Error=-10). */
export const jobStatusSchema = z.enum([
  'pending',
  'running',
  'cancelled',
  'success',
  'warning',
  'info',
  'error',
]);
export const etlMessageSchema = z.object({
  severity: z.union([z.literal(1), z.literal(-1), z.literal(-10)]),
  text: z.string(),
});
export const etlJobSchema = z.object({
  id,
  connectionId: id,
  connectionName: z.string(),
  status: jobStatusSchema,
  mode: z.enum(['full', 'incremental']),
  requestedBy: z.string().nullable(),
  created: timestamp,
  started: timestamp.nullable(),
  finished: timestamp.nullable(),
  /** Rows landed per entity. */
  counts: z.record(z.string(), z.number()),
  messages: z.array(etlMessageSchema),
});
export const etlStatusPayloadSchema = z
  .object({
    /** One job; without it the latest jobs of the instance. */
    jobId: id.optional(),
    limit: z.number().int().min(1).max(100).optional(),
  })
  .optional();
export const etlStatusResponseSchema = z.object({ instanceId: id, jobs: z.array(etlJobSchema) });

export const invoiceSchema = z.object({
  id,
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
      connectionId: id.optional(),
    }),
  ),
  total: z.number(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  issued: timestamp,
});
export const invoiceListResponseSchema = z.object({ instanceId: id, invoices: z.array(invoiceSchema) });

/** The next month's invoice as it stands: one line per billable connection at its plan's monthly price. */
export const invoicePreviewResponseSchema = z.object({
  instanceId: id,
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      connectionId: id,
      quantity: z.number(),
      unitAmount: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

export const apiContract = {
  [API_PATHS.userAuthCheck]: { payload: emptyPayload, response: userAuthCheckResponseSchema },
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
  [API_PATHS.userSettings]: { payload: userSettingsPayloadSchema, response: userSettingsResponseSchema },
  [API_PATHS.userSettingsSet]: {
    payload: userSettingsSetPayloadSchema,
    response: userSettingsResponseSchema,
  },
  [API_PATHS.userLibrary]: { payload: emptyPayload, response: userLibraryResponseSchema },
  [API_PATHS.userLibrarySet]: {
    payload: userLibrarySetPayloadSchema,
    response: userLibrarySetResponseSchema,
  },
  [API_PATHS.userLibraryTopicSet]: {
    payload: userLibraryTopicSetPayloadSchema,
    response: userLibraryTopicSetResponseSchema,
  },
  [API_PATHS.userLibraryTopicRemove]: {
    payload: userLibraryTopicRemovePayloadSchema,
    response: userLibraryTopicRemoveResponseSchema,
  },
  [API_PATHS.userLibraryRemove]: {
    payload: userLibraryRemovePayloadSchema,
    response: userLibraryRemoveResponseSchema,
  },
  [API_PATHS.userLibraryFavorite]: {
    payload: userLibraryFavoritePayloadSchema,
    response: userLibraryFavoriteResponseSchema,
  },
  [API_PATHS.clientQuery]: { payload: clientQueryPayloadSchema, response: clientQueryResponseSchema },
  [API_PATHS.clientDWSchema]: { payload: emptyPayload, response: clientDWSchemaResponseSchema },
  [API_PATHS.searchMemberList]: {
    payload: searchMemberListPayloadSchema,
    response: searchMemberListResponseSchema,
  },
  [API_PATHS.etlStatus]: { payload: etlStatusPayloadSchema, response: etlStatusResponseSchema },
  [API_PATHS.stripeInvoiceList]: { payload: emptyPayload, response: invoiceListResponseSchema },
  [API_PATHS.stripeInvoicePreview]: { payload: emptyPayload, response: invoicePreviewResponseSchema },
} as const;

export type ApiContract = typeof apiContract;
export type ApiPath = keyof ApiContract;
export type ApiPayload<P extends ApiPath> = z.input<ApiContract[P]['payload']>;
export type ApiResponse<P extends ApiPath> = z.output<ApiContract[P]['response']>;

/** Every error answer of the API: the message the notice queue shows (SPEC §8). */
export const apiErrorSchema = z.object({ message: z.string() });
