/**
 * The one routes table (SPEC §2). Every route's path, layout, telemetry view label, public flag and parameter
 * rules live here; the router, the guard, the 404 handling, the page title and telemetry all read it.
 */
import type { ParamRule } from './routeParams';

export const LAYOUTS = [
  'connect',
  'default',
  'help',
  'settings',
  'signup',
  'sign-in',
  'login',
  'search',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface RouteDefinition<P extends string = string> {
  /** React Router pattern: `:name` marks a parameter. */
  readonly path: P;
  readonly layout: LayoutName;
  /** Telemetry view label; also the document title and the screen heading. */
  readonly label: string;
  /** Unprotected routes open without sign-in. */
  readonly public: boolean;
  /** Rules for each path parameter; a parameter that breaks its rule is a 404. */
  readonly params?: Readonly<Record<string, ParamRule>>;
}

// Generic in the path, so the table's own entries make RoutePath below.
const route = <P extends string>(
  path: P,
  layout: LayoutName,
  label: string,
  options: { public?: boolean; params?: Record<string, ParamRule> } = {},
): RouteDefinition<P> => ({ path, layout, label, public: options.public ?? false, params: options.params });

const publicRoute = <P extends string>(path: P, layout: LayoutName, label: string): RouteDefinition<P> =>
  route(path, layout, label, { public: true });

export const ROUTES = [
  // connect
  route('/connect', 'connect', 'Connect'),
  route('/connect/fact', 'connect', 'Connect Fact'),
  route('/connect/fact/:id', 'connect', 'Connect Fact Detail', { params: { id: 'id' } }),
  // default
  route('/', 'default', 'Home'),
  route('/settings', 'default', 'Settings'),
  route('/library', 'default', 'Library'),
  // help (public)
  publicRoute('/help/cin7Omni/APISetup', 'help', 'Help Cin7 Omni API Setup'),
  publicRoute('/help/omni/APISetup', 'help', 'Help Omni API Setup'),
  publicRoute('/help/gettingStarted', 'help', 'Getting Started'),
  // settings
  route('/settings/billing', 'settings', 'Billing'),
  route('/settings/connection', 'settings', 'Connection'),
  route('/settings/connection/add', 'settings', 'Connection Add'),
  route('/settings/trial', 'settings', 'Trial'),
  // signup (public)
  publicRoute('/signup', 'signup', 'Signup'),
  publicRoute('/signup/completed', 'signup', 'Signup Completed'),
  publicRoute('/signup/existing', 'signup', 'Signup Existing'),
  publicRoute('/signup/trial', 'signup', 'Signup Trial'),
  publicRoute('/signup/instance/success', 'signup', 'Signup Instance Success'),
  publicRoute('/runttime-test', 'signup', 'Runtime Test'),
  publicRoute('/version', 'signup', 'Version'),
  // sign-in (public)
  publicRoute('/signin', 'sign-in', 'Sign In'),
  publicRoute('/error/test', 'sign-in', 'Error Test'),
  // no layout given by SPEC §2: see docs/routes.md for the layout each one uses
  route('/AI', 'default', 'AI'),
  route('/dataSetSearch/:mode/:tableId/:indexId', 'search', 'Dataset Search', {
    params: { mode: 'datasetSearchMode', tableId: 'tableId', indexId: 'id' },
  }),
  route('/ETL/start', 'default', 'ETL Start'),
  route('/history', 'default', 'History'),
  route('/importStatus', 'default', 'Import Status'),
  route('/instanceSelect', 'login', 'Instance Select'),
  route('/library/topic', 'default', 'Library Topic'),
  route('/library/:id', 'default', 'Library Item', { params: { id: 'id' } }),
  route('/library/update/:id', 'default', 'Library Update', { params: { id: 'id' } }),
  publicRoute('/logout', 'login', 'Logout'),
  route('/settings/addin', 'default', 'Addin Settings'),
  route('/table', 'default', 'Table List'),
  route('/table/global', 'default', 'Table Global'),
  route('/table/batchUpdate', 'default', 'Table Batch Update'),
  route('/table/formulaHistory/:tableId/:columnId', 'default', 'Formula History', {
    params: { tableId: 'id', columnId: 'id' },
  }),
  route('/table/save/:id', 'default', 'Table Save', { params: { id: 'tableId' } }),
  route('/table/:id', 'default', 'Table Design', { params: { id: 'tableId' } }),
] as const;

/** A path pattern the routes table holds: screen maps and href builders are typed by it. */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** A route without parameters: its pattern is its href. */
export type StaticRoutePath = Exclude<RoutePath, `${string}:${string}`>;

/** The label telemetry and the title use for a location that matches no route. */
export const NOT_FOUND_LABEL = 'Page Not Found';
