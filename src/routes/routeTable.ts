/**
 * The one routes table. Every route's path, layout, telemetry view label, public flag and parameter
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
  /** Telemetry view label: a name for dashboards, never shown to a person. */
  readonly label: string;
  /** The screen's heading and the document title, as a person would say it. */
  readonly heading: string;
  /** Unprotected routes open without sign-in. */
  readonly public: boolean;
  /** Rules for each path parameter; a parameter that breaks its rule is a 404. */
  readonly params?: Readonly<Record<string, ParamRule>>;
}

// Generic in the path, so the table's own entries make RoutePath below.
const route = <P extends string>(
  path: P,
  layout: LayoutName,
  [label, heading]: readonly [label: string, heading: string],
  options: { public?: boolean; params?: Record<string, ParamRule> } = {},
): RouteDefinition<P> => ({
  path,
  layout,
  label,
  heading,
  public: options.public ?? false,
  params: options.params,
});

const publicRoute = <P extends string>(
  path: P,
  layout: LayoutName,
  names: readonly [label: string, heading: string],
): RouteDefinition<P> => route(path, layout, names, { public: true });

export const ROUTES = [
  // connect
  route('/connect', 'connect', ['Connect', 'Connect your data']),
  route('/connect/fact', 'connect', ['Connect Fact', 'Landed tables']),
  route('/connect/fact/:id', 'connect', ['Connect Fact Detail', 'Landed table'], { params: { id: 'id' } }),
  // default
  route('/', 'default', ['Home', 'Home']),
  route('/settings', 'default', ['Settings', 'Settings']),
  route('/library', 'default', ['Library', 'Library']),
  // help (public)
  publicRoute('/help/cin7Omni/APISetup', 'help', ['Help Cin7 Omni API Setup', 'Set up Cin7 Omni API access']),
  publicRoute('/help/omni/APISetup', 'help', ['Help Omni API Setup', 'Set up Omni API access']),
  publicRoute('/help/gettingStarted', 'help', ['Getting Started', 'Getting started']),
  // settings
  route('/settings/billing', 'settings', ['Billing', 'Billing']),
  route('/settings/connection', 'settings', ['Connection', 'Connections']),
  route('/settings/connection/add', 'settings', ['Connection Add', 'Add a connection']),
  route('/settings/trial', 'settings', ['Trial', 'Your trial']),
  // signup (public)
  publicRoute('/signup', 'signup', ['Signup', 'Sign up']),
  publicRoute('/signup/completed', 'signup', ['Signup Completed', 'Your account is ready']),
  publicRoute('/signup/existing', 'signup', ['Signup Existing', 'You already have an account']),
  publicRoute('/signup/trial', 'signup', ['Signup Trial', 'Start your free trial']),
  publicRoute('/signup/instance/success', 'signup', ['Signup Instance Success', 'Your company is set up']),
  publicRoute('/runttime-test', 'signup', ['Runtime Test', 'Runtime check']),
  publicRoute('/version', 'signup', ['Version', 'Version']),
  // sign-in (public)
  publicRoute('/signin', 'sign-in', ['Sign In', 'Sign in']),
  publicRoute('/error/test', 'sign-in', ['Error Test', 'Error page check']),
  // Routes whose layout docs/routes.md chooses
  route('/AI', 'default', ['AI', 'Ask AI']),
  route('/dataSetSearch/:mode/:tableId/:indexId', 'search', ['Dataset Search', 'Search values'], {
    params: { mode: 'datasetSearchMode', tableId: 'tableId', indexId: 'id' },
  }),
  route('/ETL/start', 'default', ['ETL Start', 'Import data']),
  route('/history', 'default', ['History', 'Import history']),
  route('/importStatus', 'default', ['Import Status', 'Import status']),
  route('/instanceSelect', 'login', ['Instance Select', 'Choose your company']),
  route('/library/topic', 'default', ['Library Topic', 'Library topics']),
  route('/library/:id', 'default', ['Library Item', 'Library item'], { params: { id: 'id' } }),
  route('/library/update/:id', 'default', ['Library Update', 'Edit library item'], { params: { id: 'id' } }),
  publicRoute('/logout', 'login', ['Logout', 'Signed out']),
  route('/settings/addin', 'default', ['Addin Settings', 'Add-in settings']),
  route('/table', 'default', ['Table List', 'Your tables']),
  route('/table/global', 'default', ['Table Global', 'Default table settings']),
  route('/table/batchUpdate', 'default', ['Table Batch Update', 'Refresh tables']),
  route('/table/formulaHistory/:tableId/:columnId', 'default', ['Formula History', 'Formula history'], {
    params: { tableId: 'id', columnId: 'id' },
  }),
  route('/table/save/:id', 'default', ['Table Save', 'Save table design'], { params: { id: 'tableId' } }),
  route('/table/:id', 'default', ['Table Design', 'Table design'], { params: { id: 'tableId' } }),
] as const;

/** A path pattern the routes table holds: screen maps and href builders are typed by it. */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** A route without parameters: its pattern is its href. */
export type StaticRoutePath = Exclude<RoutePath, `${string}:${string}`>;

/** The label telemetry and the title use for a location that matches no route (the error catalogue's words). */
export const NOT_FOUND_LABEL = 'Page Not Found';

/** The heading the table gives a path pattern; a pattern it lacks keeps the given fallback. */
export function headingOf(path: string, fallback: string): string {
  return ROUTES.find((route) => route.path === path)?.heading ?? fallback;
}
