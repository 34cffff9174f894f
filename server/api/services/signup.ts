/**
 * Sign-up (docs/api.md "Sign-up"): instance names and their warehouse schemas, creating an instance with its owner
 * and its (empty) warehouse, plans, the terms and finishing onboarding.
 */
import { CURRENT_TERMS_VERSION } from '@wharf/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { isSafeSchemaName } from '../../db/identifiers.ts';
import { createWarehouseSchema } from '../../warehouse/schema.ts';
import { requireInstance, type Caller } from '../auth.ts';
import { createBillingCustomer } from '../billing/newCustomer.ts';
import type { BillingProvider } from '../billing/provider.ts';
import { badRequest, conflict, forbidden } from '../errors.ts';
import { isMember, type UserInstance } from './instances.ts';
import type { User } from './users.ts';

/** Serialises instance creation, so two sign-ups cannot pick the same schema (any fixed bigint nobody else uses). */
const INSTANCE_LOCK_KEY = 7_352_004;
/** How many numbered variants of a schema name are tried when the plain one is taken (acme, acme_2, …). */
const SCHEMA_VARIANTS = 20;

/**
 * The warehouse schema a name asks for: lower-case ASCII letters, digits and underscores, starting with a letter,
 * short enough for a numbered variant, never a reserved name ("App" → "i_app").
 */
export function schemaFromName(name: string): string {
  let slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) slug = 'instance';
  if (!/^[a-z]/.test(slug)) slug = `i_${slug}`;
  slug = slug.slice(0, 36).replace(/_+$/, '');
  return isSafeSchemaName(slug) ? slug : `i_${slug}`.slice(0, 36);
}

async function nameTaken(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app.instances WHERE lower(btrim(name)) = lower(btrim($1))', [
    name,
  ]);
  return rows.length > 0;
}

/** The first variant of the name's schema that neither an instance nor the database already uses. */
async function freeSchema(db: Queryable, name: string): Promise<string | null> {
  const base = schemaFromName(name);
  const candidates = [base, ...Array.from({ length: SCHEMA_VARIANTS - 1 }, (_, i) => `${base}_${i + 2}`)];
  const used = await db.query<{ name: string }>(
    `SELECT schema AS name FROM app.instances WHERE schema = ANY($1::text[])
     UNION SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1::text[])`,
    [candidates],
  );
  const taken = new Set(used.map((row) => row.name));
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}

export async function validateInstanceName(db: Queryable, name: string) {
  const schema = schemaFromName(name);
  if (await nameTaken(db, name)) {
    return { name, schema, available: false, reason: 'An instance with this name already exists.' };
  }
  const free = await freeSchema(db, name);
  if (!free) return { name, schema, available: false, reason: 'Too many instances have a similar name.' };
  return { name, schema: free, available: true, reason: null };
}

async function assertActivePlan(db: Queryable, planId: string): Promise<void> {
  const [plan] = await db.query('SELECT 1 FROM app.plans WHERE id = $1 AND active', [planId]);
  if (!plan) throw badRequest('stripeProductId: No such plan.');
}

export interface NewInstance {
  name: string;
  planId: string | null;
  owner: User;
}

/**
 * Creates the instance, makes the caller its owner and creates its warehouse schema (empty tables and their
 * catalogue), all in one transaction; with Stripe billing the instance's customer is created inside it too, so a
 * failure (billing's included) leaves nothing half made.
 */
export function createInstance(db: Database, billing: BillingProvider, input: NewInstance) {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [INSTANCE_LOCK_KEY]);
    if (await nameTaken(tx, input.name)) throw conflict('An instance with this name already exists.');
    if (input.planId !== null) await assertActivePlan(tx, input.planId);
    const schema = await freeSchema(tx, input.name);
    if (!schema) throw conflict('Too many instances have a similar name.');
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO app.instances (name, schema, plan_id) VALUES ($1, $2, $3) RETURNING id',
      [input.name, schema, input.planId],
    );
    if (!row) throw new Error('instance row was not written');
    await tx.query("INSERT INTO app.memberships (user_id, instance_id, role) VALUES ($1, $2, 'owner')", [
      input.owner.id,
      row.id,
    ]);
    await createWarehouseSchema(tx, schema);
    const customer = await createBillingCustomer(
      tx,
      billing,
      { id: row.id, name: input.name, schema },
      input.owner,
    );
    if (customer) {
      await tx.query('UPDATE app.instances SET stripe_customer_id = $2 WHERE id = $1', [row.id, customer]);
    }
    const instance: UserInstance = { id: row.id, name: input.name, schema, role: 'owner' };
    return { instanceId: row.id, instance, stripeProductId: input.planId };
  });
}

/**
 * The instance a sign-up call names in its payload, checked: the caller must be a member (403 otherwise, so an id
 * is never confirmed), and where an x-instance-id header is sent it must agree.
 */
export async function memberInstance(db: Queryable, caller: Caller, instanceId: number): Promise<number> {
  if (caller.instanceId !== null) return requireInstance(db, caller, instanceId);
  if (!(await isMember(db, caller.user.id, instanceId)))
    throw forbidden('You are not a member of this instance.');
  return instanceId;
}

export async function activePlans(db: Queryable) {
  return db.query<{
    stripeProductId: string;
    name: string;
    monthlyPricePerConnection: number;
    currency: string;
  }>(
    `SELECT id AS "stripeProductId", name, monthly_price_per_connection AS "monthlyPricePerConnection", currency
     FROM app.plans WHERE active ORDER BY monthly_price_per_connection, id`,
  );
}

export async function choosePlan(db: Queryable, instanceId: number, planId: string): Promise<void> {
  await assertActivePlan(db, planId);
  await db.query('UPDATE app.instances SET plan_id = $2 WHERE id = $1', [instanceId, planId]);
}

export async function instancePlan(db: Queryable, instanceId: number): Promise<string | null> {
  const [row] = await db.query<{ plan_id: string | null }>(
    'SELECT plan_id FROM app.instances WHERE id = $1',
    [instanceId],
  );
  return row?.plan_id ?? null;
}

export async function acceptTerms(
  db: Queryable,
  user: User,
  input: { termsVersion: string; instanceId: number | null },
  now: Date,
) {
  if (input.termsVersion !== CURRENT_TERMS_VERSION) {
    throw badRequest(`termsVersion: The current terms are version ${CURRENT_TERMS_VERSION}.`);
  }
  // Accepting again keeps the first acceptance: the date the user first agreed is what counts.
  await db.query(
    `INSERT INTO app.terms_acceptances (user_id, terms_version, instance_id, accepted_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, terms_version) DO NOTHING`,
    [user.id, input.termsVersion, input.instanceId, now],
  );
  const [row] = await db.query<{ accepted_at: Date; instance_id: number | null }>(
    'SELECT accepted_at, instance_id FROM app.terms_acceptances WHERE user_id = $1 AND terms_version = $2',
    [user.id, input.termsVersion],
  );
  if (!row) throw new Error('terms acceptance was not written');
  return {
    termsVersion: input.termsVersion,
    acceptedAt: row.accepted_at.toISOString(),
    instanceId: row.instance_id,
    userId: user.id,
  };
}

/** Finishes the caller's onboarding in the instance; the current terms must have been accepted first (409). */
export async function onboardUser(db: Queryable, user: User, instanceId: number, now: Date) {
  const [terms] = await db.query(
    'SELECT 1 FROM app.terms_acceptances WHERE user_id = $1 AND terms_version = $2',
    [user.id, CURRENT_TERMS_VERSION],
  );
  if (!terms) throw conflict(`Accept the terms (version ${CURRENT_TERMS_VERSION}) first.`);
  const [membership] = await db.query<{ onboarded_at: Date }>(
    `UPDATE app.memberships SET onboarded_at = coalesce(onboarded_at, $3)
     WHERE user_id = $1 AND instance_id = $2 RETURNING onboarded_at`,
    [user.id, instanceId, now],
  );
  if (!membership) throw forbidden('You are not a member of this instance.');
  // A connection counts once its API keys have worked: they passed the test against the source when stored, or an
  // import with them landed data. Keys never tried (or made with "Enter the API keys later") do not count.
  const [steps] = await db.query<{ plan: boolean; connection: boolean }>(
    `SELECT (i.plan_id IS NOT NULL OR EXISTS (SELECT 1 FROM app.trials t WHERE t.instance_id = i.id)) AS plan,
            EXISTS (SELECT 1 FROM app.instance_connections c
                    WHERE c.instance_id = i.id AND c.status <> 'DELETED' AND c.api_client_id IS NOT NULL
                      AND (c.api_keys_verified_at IS NOT NULL
                           OR EXISTS (SELECT 1 FROM app.etl_jobs j WHERE j.connection_id = c.id
                                      AND j.status IN ('success', 'warning', 'info'))))
              AS connection
     FROM app.instances i WHERE i.id = $1`,
    [instanceId],
  );
  return {
    instanceId,
    user: { userId: user.id, username: user.name, email: user.email },
    onboardedAt: membership.onboarded_at.toISOString(),
    steps: { plan: steps?.plan ?? false, terms: true, connection: steps?.connection ?? false },
  };
}
