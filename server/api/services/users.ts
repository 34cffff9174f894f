/** Users of Wharf, as the identity provider's subjects: created on first sight, kept current with the token. */
import type { Queryable } from '../../db/database.ts';

export interface User {
  id: string;
  subject: string;
  email: string;
  name: string;
  /** When the user last signed out: their id tokens issued before it are refused (docs/auth.md). */
  signedOutAt: Date | null;
}

export interface IdentityClaims {
  subject: string;
  email: string;
  name: string;
}

/** The user row of a token's subject; the email and name follow the identity provider's. */
export async function userForIdentity(db: Queryable, claims: IdentityClaims): Promise<User> {
  const [row] = await db.query<User>(
    `INSERT INTO app.users (idp_subject, email, name) VALUES ($1, $2, $3)
     ON CONFLICT (idp_subject) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name
       WHERE app.users.email IS DISTINCT FROM EXCLUDED.email OR app.users.name IS DISTINCT FROM EXCLUDED.name
     RETURNING id, idp_subject AS subject, email, name, signed_out_at AS "signedOutAt"`,
    [claims.subject, claims.email, claims.name],
  );
  if (row) return row;
  // Nothing changed, so the upsert returned no row: read the existing one.
  const [existing] = await db.query<User>(
    'SELECT id, idp_subject AS subject, email, name, signed_out_at AS "signedOutAt" FROM app.users WHERE idp_subject = $1',
    [claims.subject],
  );
  if (!existing) throw new Error('user row vanished during sign-in');
  return existing;
}

/**
 * Signs the user out everywhere the API is concerned: every id token of theirs issued before this moment (the
 * database's clock, which every API process shares) is refused from now on. Answers that moment.
 */
export async function signOutUser(db: Queryable, userId: string): Promise<Date> {
  const [row] = await db.query<{ at: Date }>(
    'UPDATE app.users SET signed_out_at = clock_timestamp() WHERE id = $1 RETURNING signed_out_at AS at',
    [userId],
  );
  if (!row) throw new Error('the signed-in user has no row');
  return row.at;
}
