/**
 * /api/trial/accept: an instance's one trial of a plan, TRIAL_DAYS long from acceptance. A second trial for the
 * same instance is 409 (the instance is the trials table's primary key, so two at once cannot both pass). An
 * instance without a plan takes the trial's plan.
 */
import { TRIAL_DAYS } from '../../../src/api/contract.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
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
