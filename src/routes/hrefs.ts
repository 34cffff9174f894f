/**
 * Where screens link to, built from the routes table's patterns (routeTable.ts) in one place, so no screen writes a
 * path by hand: a static route's pattern is checked against the table by its type, and a route with parameters or a
 * query has a builder that escapes what it inserts. The table screens keep theirs in features/tables/hrefs.ts.
 */
import type { PathParam } from 'react-router-dom';
import type { RoutePath, StaticRoutePath } from './routeTable';

/** A route's pattern with its parameters put in, escaped; the pattern and the parameters' names are type-checked. */
function fill<P extends RoutePath>(
  pattern: P,
  params: Readonly<Record<PathParam<P>, string | number>>,
): string {
  const values: Readonly<Record<string, string | number>> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const withQuery = (path: StaticRoutePath, query: Readonly<Record<string, string | number>>): string =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}`;

export const HOME_HREF = '/' satisfies StaticRoutePath;
export const INSTANCE_SELECT_HREF = '/instanceSelect' satisfies StaticRoutePath;
/** /instanceSelect, coming back to `returnTo` (a path of the app, query and hash included) once one is chosen. */
export function instanceSelectHref(returnTo: string): string {
  return returnTo === '/' || returnTo === ''
    ? INSTANCE_SELECT_HREF
    : `${INSTANCE_SELECT_HREF}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
export const SIGN_IN_HREF = '/signin' satisfies StaticRoutePath;
export const SIGN_UP_HREF = '/signup' satisfies StaticRoutePath;
export const SIGN_UP_INSTANCE_SUCCESS_HREF = '/signup/instance/success' satisfies StaticRoutePath;
export const SIGN_UP_COMPLETED_HREF = '/signup/completed' satisfies StaticRoutePath;
export const SIGN_UP_EXISTING_HREF = '/signup/existing' satisfies StaticRoutePath;
export const SIGN_UP_TRIAL_HREF = '/signup/trial' satisfies StaticRoutePath;
/** The query parameter of /signup/trial naming the plan chosen on /signup, preselected for the trial. */
export const TRIAL_PLAN_PARAM = 'plan';

/** The sign-up's trial step with the plan chosen on /signup. */
export function signupTrialHref(planId: string | null): string {
  return planId === null ? SIGN_UP_TRIAL_HREF : withQuery(SIGN_UP_TRIAL_HREF, { [TRIAL_PLAN_PARAM]: planId });
}

/** The query parameter of /signup that carries an invite (`{instanceId}.{reference}`; references never hold a dot). */
export const INVITE_PARAM = 'invite';

/** Where an invited teammate signs in or up and joins the instance. */
export function inviteHref(instanceId: number, inviteReference: string): string {
  return withQuery(SIGN_UP_HREF, { [INVITE_PARAM]: `${instanceId}.${inviteReference}` });
}
export const LOGOUT_HREF = '/logout' satisfies StaticRoutePath;

export const TABLES_HREF = '/table' satisfies StaticRoutePath;
/** A new, empty table design (the designer's route with its "new" id). */
export const NEW_TABLE_DESIGN_HREF = fill('/table/:id', { id: 'new' });
export const LIBRARY_HREF = '/library' satisfies StaticRoutePath;
export const AI_HREF = '/AI' satisfies StaticRoutePath;

export const CONNECT_HREF = '/connect' satisfies StaticRoutePath;
export const LANDED_TABLES_HREF = '/connect/fact' satisfies StaticRoutePath;

/** One landed table (by warehouse table id). */
export function landedTableHref(dwTableId: number): string {
  return fill('/connect/fact/:id', { id: dwTableId });
}

export const SETTINGS_HREF = '/settings' satisfies StaticRoutePath;
export const CONNECTIONS_HREF = '/settings/connection' satisfies StaticRoutePath;
export const ADD_CONNECTION_HREF = '/settings/connection/add' satisfies StaticRoutePath;
export const BILLING_HREF = '/settings/billing' satisfies StaticRoutePath;
export const TRIAL_HREF = '/settings/trial' satisfies StaticRoutePath;
export const ADDIN_SETTINGS_HREF = '/settings/addin' satisfies StaticRoutePath;

export const IMPORT_HISTORY_HREF = '/history' satisfies StaticRoutePath;
const IMPORT_START_PATH = '/ETL/start' satisfies StaticRoutePath;
const IMPORT_STATUS_PATH = '/importStatus' satisfies StaticRoutePath;

/** The query parameters the import screens read (useSearchParams) and these builders write. */
export const IMPORT_CONNECTION_PARAM = 'connection';
export const IMPORT_JOB_PARAM = 'job';

/** The import form, with a connection chosen when given. */
export function importStartHref(connectionId: number | null = null): string {
  return connectionId === null
    ? IMPORT_START_PATH
    : withQuery(IMPORT_START_PATH, { [IMPORT_CONNECTION_PARAM]: connectionId });
}

/** One import job's progress, or the newest job's when none is given. */
export function importStatusHref(jobId: number | null = null): string {
  return jobId === null ? IMPORT_STATUS_PATH : withQuery(IMPORT_STATUS_PATH, { [IMPORT_JOB_PARAM]: jobId });
}

export const GETTING_STARTED_HREF = '/help/gettingStarted' satisfies StaticRoutePath;
export const CIN7_OMNI_HELP_HREF = '/help/cin7Omni/APISetup' satisfies StaticRoutePath;
export const OMNI_HELP_HREF = '/help/omni/APISetup' satisfies StaticRoutePath;
