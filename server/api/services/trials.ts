/**
 * /api/trial/accept: an instance's one trial of a plan, TRIAL_DAYS long from acceptance. A second trial for the
 * same instance is 409 (the instance is the trials table's primary key, so two at once cannot both pass). An
 * instance without a plan takes the trial's plan. /api/trial/status reads it back for /settings/trial.
 */
import { TRIAL_DAYS } from '@wharf/contract';
import { roleMay } from '@wharf/contract/permissions.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import { memberRole } from './instances.ts';
import type { User } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function acceptTrial(
  db: Database,
  input: { instanceId: number; planId: string; user: User },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [plan] = await tx.query('SELECT 1 FROM app.plans WHERE id = $1 AND active', [input.planId]);
    if (!plan) throw badRequest('stripeProductId: No such plan.');
    const ends = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    const started = await tx.query(
      `INSERT INTO app.trials (instance_id, plan_id, started_at, ends_at, accepted_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (instance_id) DO NOTHING RETURNING instance_id`,
      [input.instanceId, input.planId, now, ends, input.user.id],
    );
    if (started.length === 0) throw conflict('This instance has already had its trial.');
    await tx.query('UPDATE app.instances SET plan_id = coalesce(plan_id, $2) WHERE id = $1', [
      input.instanceId,
      input.planId,
    ]);
    return {
      instanceId: input.instanceId,
      stripeProductId: input.planId,
      trialStart: now.toISOString(),
      trialEnd: ends.toISOString(),
      days: TRIAL_DAYS,
    };
  });
}

interface TrialRow {
  plan_id: string;
  plan_name: string;
  started_at: Date;
  ends_at: Date;
}

/**
 * /api/trial/status: the instance's trial, if it has had one, and whether the caller may start it (the
 * permission table lets them, and the instance has not had its trial). Days left round up: a trial ending tomorrow at noon has 1.
 */
export async function trialStatus(db: Queryable, input: { instanceId: number; userId: string }, now: Date) {
  const [row] = await db.query<TrialRow>(
    `SELECT t.plan_id, p.name AS plan_name, t.started_at, t.ends_at
     FROM app.trials t JOIN app.plans p ON p.id = t.plan_id WHERE t.instance_id = $1`,
    [input.instanceId],
  );
  const role = await memberRole(db, input.userId, input.instanceId);
  // Offered to whoever the permission table lets start a trial.
  const mayStart = role !== null && roleMay(role, 'trialAccept');
  if (!row) return { instanceId: input.instanceId, trial: null, canAccept: mayStart };
  const left = row.ends_at.getTime() - now.getTime();
  return {
    instanceId: input.instanceId,
    trial: {
      stripeProductId: row.plan_id,
      planName: row.plan_name,
      trialStart: row.started_at.toISOString(),
      trialEnd: row.ends_at.toISOString(),
      daysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
      ended: left <= 0,
    },
    canAccept: false,
  };
}
