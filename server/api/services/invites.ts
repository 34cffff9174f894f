/**
 * Invites (/api/signup/invite { instanceId, inviteReference }): an owner or admin makes a reference, the
 * invited person looks it up without signing in and joins with it once signed in. Only the reference's SHA-256 is
 * stored; the reference is shown once, to its maker, with whom it is for
 * (optional, as the maker wrote it). One use per reference; it expires after INVITE_DAYS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INVITE_DAYS } from '@wharf/contract';
import { roleMay } from '@wharf/contract/permissions.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import { instanceMembers, memberRole } from './instances.ts';
import type { User } from './users.ts';

type InviteRole = 'admin' | 'member';
const DAY_MS = 24 * 60 * 60 * 1000;

function hashOf(reference: string): string {
  return createHash('sha256').update(reference, 'utf8').digest('hex');
}

interface InviteRow {
  id: number;
  instance_id: number;
  instance_name: string;
  role: InviteRole;
  expires_at: Date;
  accepted_by: string | null;
  invited_by: string | null;
}

export async function createInvite(
  db: Queryable,
  input: { instanceId: number; role: InviteRole; createdBy: User; invitee: string | null },
  now: Date,
) {
  const reference = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + INVITE_DAYS * DAY_MS);
  const [row] = await db.query<{ instance_name: string }>(
    `INSERT INTO app.instance_invites
       (instance_id, reference_sha256, role, created_by, created_at, expires_at, invitee)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING (SELECT name FROM app.instances WHERE id = $1) AS instance_name`,
    [input.instanceId, hashOf(reference), input.role, input.createdBy.id, now, expires, input.invitee],
  );
  return {
    instanceId: input.instanceId,
    instanceName: row?.instance_name ?? '',
    role: input.role,
    expiresAt: expires.toISOString(),
    invitedBy: input.createdBy.name,
    inviteReference: reference,
    joined: false,
  };
}

async function findInvite(db: Queryable, instanceId: number, reference: string, lock: boolean) {
  const [row] = await db.query<InviteRow>(
    `SELECT v.id, v.instance_id, i.name AS instance_name, v.role, v.expires_at, v.accepted_by,
            u.name AS invited_by
     FROM app.instance_invites v JOIN app.instances i ON i.id = v.instance_id
       LEFT JOIN app.users u ON u.id = v.created_by
     WHERE v.reference_sha256 = $1 AND v.instance_id = $2${lock ? ' FOR UPDATE OF v' : ''}`,
    [hashOf(reference), instanceId],
  );
  if (!row) throw notFound('This invite is not valid for this instance.');
  return row;
}

const answer = (row: InviteRow, joined: boolean) => ({
  instanceId: row.instance_id,
  instanceName: row.instance_name,
  role: row.role,
  expiresAt: row.expires_at.toISOString(),
  invitedBy: row.invited_by,
  joined,
});

/** Without signing in: is this invite good. 404 unknown, 409 expired or used. */
export async function lookUpInvite(db: Queryable, instanceId: number, reference: string, now: Date) {
  const row = await findInvite(db, instanceId, reference, false);
  if (row.accepted_by) throw conflict('This invite has already been used.');
  if (row.expires_at.getTime() <= now.getTime()) throw conflict('This invite has expired.');
  return answer(row, false);
}

/** Signed in: joins the instance with the invite's role, using the invite up. Asking again after joining is fine. */
export function acceptInvite(db: Database, user: User, instanceId: number, reference: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await findInvite(tx, instanceId, reference, true);
    if (row.accepted_by === user.id) return answer(row, false);
    if (row.accepted_by) throw conflict('This invite has already been used.');
    if (row.expires_at.getTime() <= now.getTime()) throw conflict('This invite has expired.');
    const joined = await tx.query(
      `INSERT INTO app.memberships (user_id, instance_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, instance_id) DO NOTHING RETURNING user_id`,
      [user.id, instanceId, row.role],
    );
    if (joined.length === 0) throw conflict('You are already a member of this instance.');
    await tx.query('UPDATE app.instance_invites SET accepted_by = $2, accepted_at = $3 WHERE id = $1', [
      row.id,
      user.id,
      now,
    ]);
    return answer(row, true);
  });
}

/** The instance's invites nobody has used and that have not expired, newest first; never their references. */
export async function openInvites(db: Queryable, instanceId: number, now: Date) {
  const rows = await db.query<{
    role: InviteRole;
    invitee: string | null;
    created_by: string | null;
    created_at: Date;
    expires_at: Date;
  }>(
    `SELECT v.role, v.invitee, u.name AS created_by, v.created_at, v.expires_at
     FROM app.instance_invites v LEFT JOIN app.users u ON u.id = v.created_by
     WHERE v.instance_id = $1 AND v.accepted_by IS NULL AND v.expires_at > $2
     ORDER BY v.created_at DESC, v.id DESC`,
    [instanceId, now],
  );
  return rows.map((row) => ({
    role: row.role,
    invitee: row.invitee,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}

/** Settings' members panel: who is in the instance, and for those who may invite people the invites still open. */
export async function membersAndInvites(db: Queryable, userId: string, instanceId: number, now: Date) {
  const role = await memberRole(db, userId, instanceId);
  // Open invites are the business of those who may make them: anyone else is not offered invites at all.
  const invites = role !== null && roleMay(role, 'signupInvite', 'create');
  return {
    instanceId,
    members: await instanceMembers(db, instanceId),
    openInvites: invites ? await openInvites(db, instanceId, now) : [],
  };
}
