/**
 * Sign-out at the API (docs/auth.md, "Signing out at the API"): the id token a session signs out with is listed
 * until it expires, by the SHA-256 of its text, and refused from then on by every API process (they share only the
 * database). Only that session's token is listed: the person's other sign-ins (another tab, another device) go on.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function isSignedOut(db: Queryable, hash: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM app.signed_out_tokens WHERE token_hash = $1', [hash]);
  return row !== undefined;
}

/** Lists the token until it expires (and forgets tokens that have expired since). Answers the moment. */
export async function signOutToken(db: Queryable, hash: string, expiresAt: Date): Promise<Date> {
  await db.query('DELETE FROM app.signed_out_tokens WHERE expires_at < now()');
  await db.query(
    'INSERT INTO app.signed_out_tokens (token_hash, expires_at) VALUES ($1, $2) ON CONFLICT (token_hash) DO NOTHING',
    [hash, expiresAt],
  );
  return new Date();
}
