/** /api/userSettings and /api/userSettingsSet. */
import { z } from 'zod';
import { API_PATHS } from './paths.ts';
import { timestamp } from './common.ts';

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

export const settingsContract = {
  [API_PATHS.userSettings]: { payload: userSettingsPayloadSchema, response: userSettingsResponseSchema },
  [API_PATHS.userSettingsSet]: {
    payload: userSettingsSetPayloadSchema,
    response: userSettingsResponseSchema,
  },
} as const;
