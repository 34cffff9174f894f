/** The instances a user belongs to (one or more). */
import type { Queryable } from '../../db/database.ts';

export interface UserInstance {
  id: number;
  name: string;
  schema: string;
  role: 'owner' | 'admin' | 'member';
}

export function userInstances(db: Queryable, userId: string): Promise<UserInstance[]> {
  return db.query<UserInstance>(
    `SELECT i.id, i.name, i.schema, m.role FROM app.memberships m JOIN app.instances i ON i.id = m.instance_id
     WHERE m.user_id = $1 ORDER BY i.name, i.id`,
    [userId],
  );
}

export async function isMember(db: Queryable, userId: string, instanceId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app.memberships WHERE user_id = $1 AND instance_id = $2', [
    userId,
    instanceId,
  ]);
  return rows.length > 0;
}

export async function memberRole(
  db: Queryable,
  userId: string,
  instanceId: number,
): Promise<UserInstance['role'] | null> {
  const [row] = await db.query<{ role: UserInstance['role'] }>(
    'SELECT role FROM app.memberships WHERE user_id = $1 AND instance_id = $2',
    [userId, instanceId],
  );
  return row?.role ?? null;
}

/** The instance's members, owners first, then by name (Settings' members panel). */
export async function instanceMembers(db: Queryable, instanceId: number) {
  const rows = await db.query<{
    userId: string;
    name: string;
    email: string;
    role: UserInstance['role'];
    since: Date;
  }>(
    `SELECT u.id AS "userId", u.name, u.email, m.role, m.created_at AS since
     FROM app.memberships m JOIN app.users u ON u.id = m.user_id
     WHERE m.instance_id = $1
     ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, u.name, u.email`,
    [instanceId],
  );
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}
