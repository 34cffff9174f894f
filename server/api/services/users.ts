/** Users of Wharf, as the identity provider's subjects: created on first sight, kept current with the token. */
import type { Queryable } from '../../db/database.ts';

export interface User {
  id: string;
  subject: string;
  email: string;
  name: string;
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
     RETURNING id, idp_subject AS subject, email, name`,
    [claims.subject, claims.email, claims.name],
  );
  if (row) return row;
  // Nothing changed, so the upsert returned no row: read the existing one.
  const [existing] = await db.query<User>(
    'SELECT id, idp_subject AS subject, email, name FROM app.users WHERE idp_subject = $1',
    [claims.subject],
  );
  if (!existing) throw new Error('user row vanished during sign-in');
  return existing;
}
