/**
 * /api/signup/*, /api/clientSignUpOnboardUser and /api/trial/accept: their payloads are designed
 * in docs/api.md; /api/signup/invite takes (instanceId, inviteReference); the sign-up response has the fields read
 * (connectionId, connection{name, connectionGroup, attribute1..3}, instanceId, stripeProductId, APIKeys). Which
 * calls are public and which need the new user's id token: docs/api.md, "Sign-up".
 */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { emptyPayload, id, timestamp, userSummarySchema } from './common.ts';
import { apiKeyViewSchema, instanceConnectionSchema, instanceSchema } from './connections.ts';

/** The terms a user accepts at sign-up; /api/signup/acceptance refuses any other version. */
export const CURRENT_TERMS_VERSION = '2025-01';
/** Days a trial of a plan lasts (/api/trial/accept). */
export const TRIAL_DAYS = 14;
/** Days an invite reference stays valid. */
export const INVITE_DAYS = 14;

const instanceName = z.string().trim().min(2).max(100);
const planId = z.string().trim().min(1).max(100);

export const planSchema = z.object({
  /** The plan's id is its Stripe product id (app.plans.id). */
  stripeProductId: z.string(),
  name: z.string(),
  monthlyPricePerConnection: z.number(),
  currency: z.string(),
});

/** Public: is this instance name free, and which warehouse schema would it get. */
export const validateInstancePayloadSchema = z.object({ name: instanceName });
export const validateInstanceResponseSchema = z.object({
  name: z.string(),
  schema: z.string(),
  available: z.boolean(),
  /** Why not, when not available. */
  reason: z.string().nullable(),
});

/** Signed in (a new user is welcome): creates the instance, its warehouse schema and the caller's ownership. */
export const createInstancePayloadSchema = z.object({
  name: instanceName,
  stripeProductId: planId.optional(),
});
export const createInstanceResponseSchema = z.object({
  instanceId: id,
  instance: instanceSchema,
  stripeProductId: z.string().nullable(),
});

/** Signed in: creates the app user from the token's claims (idempotent) and answers what the SPA needs next. */
export const initialUserPayloadSchema = emptyPayload;
export const initialUserResponseSchema = z.object({
  user: userSummarySchema,
  userInstances: z.array(instanceSchema),
});

/**
 * Without instanceId: the active plans (public). With instanceId and stripeProductId (signed in, owner or admin):
 * chooses the instance's plan, and answers the plans too.
 */
export const planPayloadSchema = z
  .object({ instanceId: id.optional(), stripeProductId: planId.optional() })
  .refine((p) => (p.instanceId === undefined) === (p.stripeProductId === undefined), {
    message: 'Send instanceId and stripeProductId together, or neither.',
    path: ['stripeProductId'],
  })
  .optional();
export const planResponseSchema = z.object({
  plans: z.array(planSchema),
  instanceId: id.nullable(),
  /** The instance's plan after the call; null without an instance. */
  stripeProductId: z.string().nullable(),
});

/** Signed in: the user accepts the current terms (optionally while signing up an instance). */
export const acceptancePayloadSchema = z.object({
  termsVersion: z.string().trim().min(1).max(40),
  accepted: z.literal(true),
  instanceId: id.optional(),
});
export const acceptanceResponseSchema = z.object({
  termsVersion: z.string(),
  acceptedAt: timestamp,
  instanceId: id.nullable(),
  userId: z.string(),
});

/**
 * { instanceId, inviteReference }. Without a token (or with lookUp): looks the invite up (404 when it is
 * not valid). With a token: joins the instance. An owner or admin sending instanceId alone creates a new invite reference.
 */
export const invitePayloadSchema = z.object({
  instanceId: id,
  inviteReference: z.string().trim().min(16).max(100).optional(),
  /** Only when creating an invite: the role the invited user gets. */
  role: z.enum(['admin', 'member']).optional(),
  /** Only when creating an invite, optional: whom it is for (a name or an email), shown in the open invites. */
  invitee: z.string().trim().min(1).max(200).optional(),
  /** With a reference and signed in: only look the invite up (who invited, to which company), without joining. */
  lookUp: z.literal(true).optional(),
});
export const inviteResponseSchema = z.object({
  instanceId: id,
  instanceName: z.string(),
  role: z.enum(['admin', 'member']),
  expiresAt: timestamp,
  /** The name of the owner or admin who made the invite; null when that account is gone. */
  invitedBy: z.string().nullable(),
  /** Only in the answer that created the invite: the one time the reference is shown. */
  inviteReference: z.string().optional(),
  /** True when this call made the caller a member. */
  joined: z.boolean(),
});

/**
 * Signed in, a member: the instance's members, and for its owners and admins the invites still open
 * (not used, not expired; never their references, which only their maker saw once).
 */
export const membersPayloadSchema = z.object({ instanceId: id });
export const membersResponseSchema = z.object({
  instanceId: id,
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'admin', 'member']),
      since: timestamp,
    }),
  ),
  openInvites: z.array(
    z.object({
      role: z.enum(['admin', 'member']),
      /** Whom the invite is for, as its maker wrote it; null when they left it empty. */
      invitee: z.string().nullable(),
      createdBy: z.string().nullable(),
      createdAt: timestamp,
      expiresAt: timestamp,
    }),
  ),
});

const apiKeysInput = z.object({
  clientId: z.string().trim().min(1).max(200),
  secret: z.string().min(1).max(500),
});

/**
 * Signed in, owner or admin of the instance: adds a connection (sign-up's first one, or settings' "add a
 * connection"). It starts at PENDING_INIT; API keys are tried against the source first (400 with its answer when
 * wrong, nothing stored); the secret is stored encrypted and answered masked. Without APIKeys
 * ("enter the API keys later") it is made without them, and /api/signup/connectionKeys adds them.
 */
export const signupConnectionPayloadSchema = z.object({
  instanceId: id,
  name: z.string().trim().min(1).max(100),
  sourceSystemId: id,
  APIKeys: apiKeysInput.optional(),
  ETLScopes: z.array(z.string().trim().min(1).max(63)).max(50),
  connectionGroup: z.string().trim().max(100).nullable().optional(),
  attribute1: z.string().trim().max(200).nullable().optional(),
  attribute2: z.string().trim().max(200).nullable().optional(),
  attribute3: z.string().trim().max(200).nullable().optional(),
  stripeProductId: planId.optional(),
});
/** The sign-up response fields, plus the whole new connection for the SPA's list. */
export const signupConnectionResponseSchema = z.object({
  connectionId: id,
  connection: z.object({
    name: z.string(),
    connectionGroup: z.string().nullable(),
    attribute1: z.string().nullable(),
    attribute2: z.string().nullable(),
    attribute3: z.string().nullable(),
  }),
  instanceId: id,
  stripeProductId: z.string().nullable(),
  /** The secret is the masked hint only (never the whole secret). */
  APIKeys: apiKeyViewSchema,
  instanceConnection: instanceConnectionSchema,
  /** The source's confirmation of the keys ("Connected to Cin7 Omni as …"); absent or null when none were tried. */
  connectedMessage: z.string().nullable().optional(),
});

/**
 * Signed in, owner or admin: the API keys of a connection made without them. They are tried against the source
 * first (400 with its answer when wrong); 409 when the connection already has keys.
 */
export const signupConnectionKeysPayloadSchema = z.object({
  instanceId: id,
  connectionId: id,
  APIKeys: apiKeysInput,
});

/** Signed in, a member: finishes the caller's onboarding in the instance (needs the current terms accepted). */
export const onboardUserPayloadSchema = z.object({ instanceId: id });
export const onboardUserResponseSchema = z.object({
  instanceId: id,
  user: userSummarySchema,
  onboardedAt: timestamp,
  steps: z.object({ plan: z.boolean(), terms: z.boolean(), connection: z.boolean() }),
});

/** Signed in, owner or admin: starts the instance's one trial of a plan. */
export const trialAcceptPayloadSchema = z.object({ instanceId: id, stripeProductId: planId });
export const trialAcceptResponseSchema = z.object({
  instanceId: id,
  stripeProductId: z.string(),
  trialStart: timestamp,
  trialEnd: timestamp,
  days: z.number().int().positive(),
});

export const signupContract = {
  [API_PATHS.signupValidateInstance]: {
    payload: validateInstancePayloadSchema,
    response: validateInstanceResponseSchema,
  },
  [API_PATHS.signupInstance]: {
    payload: createInstancePayloadSchema,
    response: createInstanceResponseSchema,
  },
  [API_PATHS.signupInitialUser]: { payload: initialUserPayloadSchema, response: initialUserResponseSchema },
  [API_PATHS.signupPlan]: { payload: planPayloadSchema, response: planResponseSchema },
  [API_PATHS.signupAcceptance]: { payload: acceptancePayloadSchema, response: acceptanceResponseSchema },
  [API_PATHS.signupInvite]: { payload: invitePayloadSchema, response: inviteResponseSchema },
  [API_PATHS.signupMembers]: { payload: membersPayloadSchema, response: membersResponseSchema },
  [API_PATHS.signupConnections]: {
    payload: signupConnectionPayloadSchema,
    response: signupConnectionResponseSchema,
  },
  [API_PATHS.signupConnectionKeys]: {
    payload: signupConnectionKeysPayloadSchema,
    response: signupConnectionResponseSchema,
  },
  [API_PATHS.clientSignUpOnboardUser]: {
    payload: onboardUserPayloadSchema,
    response: onboardUserResponseSchema,
  },
  [API_PATHS.trialAccept]: { payload: trialAcceptPayloadSchema, response: trialAcceptResponseSchema },
} as const;
