/** Building blocks every contract group shares. */
import { z } from 'zod';

/** Ids are positive integers (bigint identity in the database, below 2^53). */
export const id = z.number().int().positive();
/** Timestamps travel as ISO 8601 strings. */
export const timestamp = z.string();
export const emptyPayload = z.object({}).optional();

export const userSummarySchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
});

export const userAuthCheckResponseSchema = z.object({
  success: z.boolean(),
  serviceUnavailable: z.boolean(),
  reason: z.string().nullable(),
  /** The signed-in user, so the SPA can fill client state (userId, username) after the check. */
  user: userSummarySchema.optional(),
});

/** /api/userSignOut: the id token the call came with is refused from now on (`signedOutAt`). */
export const userSignOutResponseSchema = z.object({ signedOut: z.literal(true), signedOutAt: z.string() });

/** Every error answer of the API: the message the notice queue shows. */
export const apiErrorSchema = z.object({ message: z.string() });
