/**
 * The permission gate: before any service runs, every call is checked against its row of the one permission table
 * (contract/permissions.ts). Route handlers never decide who may call them; services keep only data-level
 * filtering (such as which rows a member is shown).
 */
import { PERMISSIONS, ruleAdmits, type CallRule, type Role } from '@wharf/contract/permissions.ts';
import { API_PATHS, INSTANCE_HEADER, type ApiPathName } from '@wharf/contract/paths.ts';
import type { Queryable } from '../db/database.ts';
import { requireInstance, type Caller } from './auth.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { memberRole } from './services/instances.ts';

export const NO_TOKEN_MESSAGE = 'Sign in first: the request has no bearer token.';
export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this instance.';

const CALL_NAMES = new Map<string, ApiPathName>(
  (Object.entries(API_PATHS) as [ApiPathName, string][]).map(([name, path]) => [path, name]),
);

export function callNameOf(path: string): ApiPathName {
  const name = CALL_NAMES.get(path);
  if (!name) throw new Error(`${path} is not a path of the API contract`);
  return name;
}

/**
 * What each call does, as the end of "Only owners and admins of <company> can …": the refusal names the deed.
 * Every call has one, so a cell changed to a narrower rule never refuses without saying what was refused.
 */
const DEEDS: { readonly [Call in ApiPathName]: string } = {
  userAuthCheck: 'check a sign-in',
  userSignOut: 'sign out',
  instanceConnection: 'see connections',
  instanceConnectionClientId: 'see connections',
  instanceConnectionTerminate: 'change connections',
  instanceConnectionReconnect: 'change connections',
  instanceConnectionProduct: 'change what a connection pays',
  userSettings: 'see settings',
  userSettingsSet: 'change settings',
  userLibrary: 'see the library',
  userLibrarySet: 'change the library',
  userLibraryTopicSet: 'change the library',
  userLibraryTopicRemove: 'change the library',
  userLibraryRemove: 'change the library',
  userLibraryFavorite: 'change the library',
  clientQuery: 'query the warehouse',
  clientDWSchema: 'see the warehouse',
  searchMemberList: 'search the warehouse',
  etlStatus: 'see imports',
  stripeInvoiceList: 'see billing',
  stripeInvoicePreview: 'see billing',
  signupInvite: 'invite people',
  signupInitialUser: 'sign up',
  signupConnections: 'add connections',
  signupValidateInstance: 'check a company name',
  signupInstance: 'create a company',
  signupPlan: 'choose a plan',
  signupAcceptance: 'accept the terms',
  clientSignUpOnboardUser: 'finish onboarding',
  signupMembers: 'see members',
  signupConnectionKeys: 'enter API keys',
  trialAccept: 'start a trial',
  trialStatus: 'see the trial',
  sourceSystems: 'see source systems',
  instanceConnectionTest: 'test API keys',
  instanceConnectionSave: 'change connections',
  etlStart: 'start imports',
  etlCancel: 'cancel imports',
  etlSchedules: 'see schedules',
  etlScheduleSet: 'change schedules',
  instanceTimeZoneSet: 'change the time zone',
  warehouseFreshness: 'see the warehouse',
  warehouseTableFeeds: 'see the warehouse',
  aiQuery: 'ask questions of the warehouse',
};

const ACTION_DEEDS: Readonly<Record<string, string>> = {
  'signupInvite.lookUp': 'look an invite up',
  'signupInvite.join': 'join with an invite',
  'signupInvite.create': 'invite people',
  'signupPlan.list': 'see the plans',
  'signupPlan.choose': 'choose a plan',
};

/** Which action a payload of a call with actions is (the table names each action's own rule). */
const ACTION_OF: Partial<Record<ApiPathName, (payload: unknown, caller: Caller | null) => string>> = {
  // No reference: asking for a new invite; a reference: looking it up, or joining when signed in.
  signupInvite: (payload, caller) =>
    field(payload, 'inviteReference') === undefined ? 'create' : caller ? 'join' : 'lookUp',
  // The contract sends instanceId and stripeProductId together or neither: both choose a plan.
  signupPlan: (payload) => (field(payload, 'instanceId') === undefined ? 'list' : 'choose'),
};

function field(payload: unknown, key: string): unknown {
  return payload !== null && typeof payload === 'object'
    ? (payload as Record<string, unknown>)[key]
    : undefined;
}

/** The rule and deed a payload of the call is held to: the call's own, or its action's. */
export function ruleOf(
  name: ApiPathName,
  payload: unknown,
  caller: Caller | null,
): { rule: CallRule; deed: string } {
  const permission = PERMISSIONS[name];
  const decide = ACTION_OF[name];
  if (!permission.actions) return { rule: permission.rule, deed: DEEDS[name] };
  if (!decide) throw new Error(`${name} has actions but no way to tell them apart`);
  const action = decide(payload, caller);
  const rule = permission.actions[action]?.rule;
  if (!rule) throw new Error(`${name} has no action ${action}`);
  return { rule, deed: ACTION_DEEDS[`${name}.${action}`] ?? DEEDS[name] };
}

/** "owners and admins", "owners": the roles a rule admits, as a sentence names them. */
function rolesInWords(roles: readonly Role[]): string {
  const plural = roles.map((role) => `${role}s`);
  if (plural.length <= 1) return plural.join('');
  return `${plural.slice(0, -1).join(', ')} and ${plural[plural.length - 1] ?? ''}`;
}

/**
 * The instance a call about one company is about: the x-instance-id header, or the payload's instanceId when no
 * header was sent; both sent must agree (requireInstance's rule, so another company's id is never confirmed).
 */
async function callInstance(db: Queryable, caller: Caller, payload: unknown): Promise<number> {
  const named = field(payload, 'instanceId');
  const payloadInstanceId = typeof named === 'number' ? named : undefined;
  if (caller.instanceId !== null) return requireInstance(db, caller, payloadInstanceId);
  if (payloadInstanceId === undefined) throw badRequest(`${INSTANCE_HEADER}: Required for this call.`);
  return payloadInstanceId;
}

async function instanceName(db: Queryable, instanceId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM app.instances WHERE id = $1', [
    instanceId,
  ]);
  return row?.name ?? 'this instance';
}

/**
 * Admits the call or throws its refusal: 401 without a token for anything but an "anyone" rule, 403 for a caller
 * who is not a member of the call's instance, 403 naming who may for a member whose role the rule leaves out.
 */
export async function admitCall(
  db: Queryable,
  name: ApiPathName,
  payload: unknown,
  caller: Caller | null,
): Promise<void> {
  const { rule, deed } = ruleOf(name, payload, caller);
  if (rule.who === 'anyone') return;
  if (!caller) throw unauthorized(NO_TOKEN_MESSAGE);
  if (rule.who === 'signedIn') return;
  const instanceId = await callInstance(db, caller, payload);
  const role = await memberRole(db, caller.user.id, instanceId);
  if (role === null) throw forbidden(NOT_A_MEMBER_MESSAGE);
  if (!ruleAdmits(rule, role)) {
    throw forbidden(`Only ${rolesInWords(rule.roles)} of ${await instanceName(db, instanceId)} can ${deed}.`);
  }
}
