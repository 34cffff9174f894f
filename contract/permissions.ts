/**
 * Who may make each API call: one table, consulted by the server before any service runs and by the add-in to offer
 * only what the caller's role may do. docs/api.md shows the same table (a test keeps the two equal).
 *
 * A rule is one of:
 * - anyone: no bearer token needed (a token that is sent is still verified);
 * - signedIn: any signed-in user; the call is about the caller, not about one company's data;
 * - roles: the caller's membership role in the call's instance must be one of these.
 *
 * Changes that cost money or stop data (connections, keys, plans, trials, schedules, time zone, invites, billing) are
 * for owners and admins; designing, landing, importing on demand, the library and the AI view are for every member.
 */
import type { ApiPathName } from './paths.ts';

export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export type CallRule =
  | { readonly who: 'anyone' }
  | { readonly who: 'signedIn' }
  | { readonly who: 'roles'; readonly roles: readonly Role[] };

export interface CallPermission {
  readonly rule: CallRule;
  /** Why the cell is what it is, in a sentence a company could read (docs/api.md prints it). */
  readonly why: string;
  /**
   * Calls whose payload picks one of several actions name each action's own rule (docs/api.md lists them under the
   * call); the server decides which action a payload is before asking.
   */
  readonly actions?: Readonly<Record<string, { readonly rule: CallRule; readonly why: string }>>;
}

const ANYONE: CallRule = { who: 'anyone' };
const SIGNED_IN: CallRule = { who: 'signedIn' };
const EVERY_MEMBER: CallRule = { who: 'roles', roles: ROLES };
const MANAGERS: CallRule = { who: 'roles', roles: ['owner', 'admin'] };

/** Every call of the contract has a row: a call added to API_PATHS without one fails the typecheck. */
export const PERMISSIONS: { readonly [Call in ApiPathName]: CallPermission } = {
  userAuthCheck: { rule: SIGNED_IN, why: 'Checks the caller’s own token.' },
  userSignOut: { rule: SIGNED_IN, why: 'Ends the caller’s own sign-in.' },
  instanceConnection: {
    rule: SIGNED_IN,
    why: 'Answers the caller’s own companies and, for each, its connections.',
  },
  instanceConnectionClientId: { rule: EVERY_MEMBER, why: 'Reads which connections the company has.' },
  instanceConnectionTerminate: { rule: MANAGERS, why: 'Stops a connection’s data and its billing.' },
  instanceConnectionReconnect: { rule: MANAGERS, why: 'Restarts a connection’s data and its billing.' },
  instanceConnectionProduct: { rule: MANAGERS, why: 'Changes what the company pays.' },
  userSettings: { rule: SIGNED_IN, why: 'The caller’s own settings.' },
  userSettingsSet: { rule: SIGNED_IN, why: 'The caller’s own settings.' },
  userLibrary: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  userLibrarySet: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  userLibraryTopicSet: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  userLibraryTopicRemove: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  userLibraryRemove: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  userLibraryFavorite: { rule: EVERY_MEMBER, why: 'The library is every member’s.' },
  clientQuery: { rule: EVERY_MEMBER, why: 'Designing and landing tables is every member’s work.' },
  clientDWSchema: { rule: EVERY_MEMBER, why: 'Designing and landing tables is every member’s work.' },
  searchMemberList: { rule: EVERY_MEMBER, why: 'Designing and landing tables is every member’s work.' },
  etlStatus: { rule: EVERY_MEMBER, why: 'Every member may see how imports went.' },
  stripeInvoiceList: { rule: MANAGERS, why: 'Billing is for owners and admins.' },
  stripeInvoicePreview: { rule: MANAGERS, why: 'Billing is for owners and admins.' },
  signupInvite: {
    rule: ANYONE,
    why: 'Looking an invite up needs no account; joining needs a signed-in user.',
    actions: {
      lookUp: { rule: ANYONE, why: 'A visitor holding the link may see which company invited them.' },
      join: { rule: SIGNED_IN, why: 'The signed-in holder of a valid link joins with the role it names.' },
      create: { rule: MANAGERS, why: 'Inviting someone adds a person who can see the company’s data.' },
    },
  },
  signupInitialUser: { rule: SIGNED_IN, why: 'Creates or reads the caller’s own user.' },
  signupConnections: { rule: MANAGERS, why: 'Adding a connection costs money and brings data in.' },
  signupValidateInstance: { rule: ANYONE, why: 'Checks a company name before signing up.' },
  signupInstance: { rule: SIGNED_IN, why: 'Any signed-in user may create a company of their own.' },
  signupPlan: {
    rule: ANYONE,
    why: 'The plans are public; choosing one for a company is for its owners and admins.',
    actions: {
      list: { rule: ANYONE, why: 'The plans and their prices are public.' },
      choose: { rule: MANAGERS, why: 'Choosing a plan changes what the company pays.' },
    },
  },
  signupAcceptance: { rule: SIGNED_IN, why: 'The caller accepts the terms for themselves.' },
  clientSignUpOnboardUser: { rule: EVERY_MEMBER, why: 'Reads how far the company has got.' },
  signupMembers: {
    rule: EVERY_MEMBER,
    why: 'Every member may see who else is in the company; open invites are shown to owners and admins only.',
  },
  signupConnectionKeys: { rule: MANAGERS, why: 'Keys decide what data comes in and what it costs.' },
  trialAccept: { rule: MANAGERS, why: 'Starting a trial leads to a bill.' },
  trialStatus: { rule: EVERY_MEMBER, why: 'Every member may see whether the company is on a trial.' },
  sourceSystems: { rule: SIGNED_IN, why: 'The list of systems Wharf connects to is the same for everyone.' },
  instanceConnectionTest: { rule: MANAGERS, why: 'Only those who may enter keys test them.' },
  instanceConnectionSave: {
    rule: MANAGERS,
    why: 'Renaming or changing what a connection imports changes the company’s data.',
  },
  etlStart: { rule: EVERY_MEMBER, why: 'Importing on demand is every member’s work.' },
  etlCancel: { rule: EVERY_MEMBER, why: 'Whoever may start an import may stop one that is running.' },
  etlSchedules: { rule: EVERY_MEMBER, why: 'Every member may see when imports run.' },
  etlScheduleSet: { rule: MANAGERS, why: 'Schedules spend the source’s daily call budget.' },
  instanceTimeZoneSet: { rule: MANAGERS, why: 'The time zone moves every daily schedule.' },
  warehouseFreshness: { rule: EVERY_MEMBER, why: 'Designing and landing tables is every member’s work.' },
  warehouseTableFeeds: { rule: EVERY_MEMBER, why: 'Designing and landing tables is every member’s work.' },
  aiQuery: { rule: EVERY_MEMBER, why: 'The AI view is every member’s.' },
};

/** Whether a rule admits a caller with this role in the call's instance (null: signed in, not a member). */
export function ruleAdmits(rule: CallRule, role: Role | null): boolean {
  if (rule.who === 'anyone' || rule.who === 'signedIn') return true;
  return role !== null && rule.roles.includes(role);
}

/** Whether a member with this role may make the call (or the named action of it): what the add-in offers. */
export function roleMay(role: Role, call: ApiPathName, action?: string): boolean {
  const permission = PERMISSIONS[call];
  const rule =
    action === undefined ? permission.rule : (permission.actions?.[action]?.rule ?? permission.rule);
  return ruleAdmits(rule, role);
}
