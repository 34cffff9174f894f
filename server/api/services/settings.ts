/** A user's own settings document (theme, host mode…), stored as the SPA sends it. */
import type { UserSettings } from '@wharf/contract';
import type { Queryable } from '../../db/database.ts';
import { forbidden } from '../errors.ts';

type Settings = UserSettings;

export interface StoredSettings {
  userId: string;
  settings: Settings;
  updated: string | null;
}

/** Settings are personal: even an instance owner may not read or write another user's. */
export function assertOwnSettings(callerId: string, userId: string): void {
  if (callerId !== userId) throw forbidden('You may only read and change your own settings.');
}

export async function readSettings(db: Queryable, userId: string): Promise<StoredSettings> {
  const [row] = await db.query<{ settings: Settings; updated_at: Date }>(
    'SELECT settings, updated_at FROM app.user_settings WHERE user_id = $1',
    [userId],
  );
  return { userId, settings: row?.settings ?? {}, updated: row?.updated_at.toISOString() ?? null };
}

export async function writeSettings(
  db: Queryable,
  userId: string,
  settings: Settings,
  at: Date,
): Promise<StoredSettings> {
  await db.query(
    `INSERT INTO app.user_settings (user_id, settings, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
    [userId, JSON.stringify(settings), at],
  );
  return { userId, settings, updated: at.toISOString() };
}
