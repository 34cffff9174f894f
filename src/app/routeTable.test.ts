// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LAYOUTS, ROUTES, type RouteDefinition } from '../routes/routeTable';
import { SCREENS } from './screens';

/** The routes, route by route: path → layout and whether it opens signed out. */
const SPEC_ROUTES: ReadonlyArray<[path: string, layout: string, isPublic: boolean]> = [
  ['/connect', 'connect', false],
  ['/connect/fact', 'connect', false],
  ['/connect/fact/:id', 'connect', false],
  ['/', 'default', false],
  ['/settings', 'default', false],
  ['/library', 'default', false],
  ['/help/cin7Omni/APISetup', 'help', true],
  ['/help/omni/APISetup', 'help', true],
  ['/help/gettingStarted', 'help', true],
  ['/settings/billing', 'settings', false],
  ['/settings/connection', 'settings', false],
  ['/settings/connection/add', 'settings', false],
  ['/settings/trial', 'settings', false],
  ['/signup', 'signup', true],
  ['/signup/completed', 'signup', true],
  ['/signup/existing', 'signup', true],
  ['/signup/trial', 'signup', true],
  ['/signup/instance/success', 'signup', true],
  ['/runttime-test', 'signup', true],
  ['/version', 'signup', true],
  ['/signin', 'sign-in', true],
  ['/error/test', 'sign-in', true],
];

/** Routes whose layout docs/routes.md chooses; all need sign-in but /logout. */
const ROUTES_WITHOUT_SPEC_LAYOUT: ReadonlyArray<[path: string, isPublic: boolean]> = [
  ['/AI', false],
  ['/dataSetSearch/:mode/:tableId/:indexId', false],
  ['/ETL/start', false],
  ['/history', false],
  ['/importStatus', false],
  ['/instanceSelect', false],
  ['/library/:id', false],
  ['/library/topic', false],
  ['/library/update/:id', false],
  ['/logout', true],
  ['/settings/addin', false],
  ['/table', false],
  ['/table/:id', false],
  ['/table/batchUpdate', false],
  ['/table/formulaHistory/:tableId/:columnId', false],
  ['/table/global', false],
  ['/table/save/:id', false],
];

// Looked up by any string: the lists above are what the product defines, not what the table's type allows.
const byPath = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.path, route]));

describe('the routes table', () => {
  it.each(SPEC_ROUTES)('holds %s in the %s layout (public: %s)', (path, layout, isPublic) => {
    expect(byPath.get(path)).toMatchObject({ layout, public: isPublic });
  });

  it.each(ROUTES_WITHOUT_SPEC_LAYOUT)('holds %s (public: %s) in a named layout', (path, isPublic) => {
    const route = byPath.get(path);
    expect(route?.public).toBe(isPublic);
    expect(LAYOUTS).toContain(route?.layout);
  });

  it('holds exactly these routes, each once', () => {
    const expected = [
      ...SPEC_ROUTES.map(([path]) => path),
      ...ROUTES_WITHOUT_SPEC_LAYOUT.map(([path]) => path),
    ];
    expect([...ROUTES.map((route) => route.path)].sort()).toEqual([...expected].sort());
  });

  it('gives every route a distinct telemetry view label', () => {
    const labels = ROUTES.map((route) => route.label);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['/', 'Home'],
    ['/table', 'Table List'],
    ['/table/:id', 'Table Design'],
    ['/library', 'Library'],
    ['/settings/billing', 'Billing'],
    ['/settings/connection', 'Connection'],
    ['/ETL/start', 'ETL Start'],
    ['/importStatus', 'Import Status'],
    ['/table/formulaHistory/:tableId/:columnId', 'Formula History'],
    ['/table/batchUpdate', 'Table Batch Update'],
    ['/logout', 'Logout'],
  ])('labels %s for telemetry as %s', (path, label) => {
    expect(byPath.get(path)?.label).toBe(label);
  });

  it('declares a rule for every path parameter', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(Object.keys(route.params ?? {}).sort(), route.path).toEqual(names.sort());
    }
  });

  it('has a screen for every route', () => {
    expect(ROUTES.filter((route) => !SCREENS[route.path]).map((route) => route.path)).toEqual([]);
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });
});

describe('screen headings', () => {
  it('are written as a person says them, not as the telemetry labels that name the routes', () => {
    for (const route of ROUTES) {
      expect(route.heading.trim(), route.path).not.toBe('');
      // One-word labels (Home, Library, Billing…) are already plain words; joined route names are not.
      if (route.label.includes(' ')) expect(route.heading, route.path).not.toBe(route.label);
      expect(route.heading, route.path).not.toMatch(/\b(Signup|Addin|ETL|Fact|Instance|Global)\b/);
    }
  });

  it('give the screens of the issue the headings it names', () => {
    const headingAt = (path: string) => ROUTES.find((route) => route.path === path)?.heading;
    expect(headingAt('/signup/instance/success')).toBe('Your company is set up');
    expect(headingAt('/settings/addin')).toBe('Add-in settings');
    expect(headingAt('/ETL/start')).toBe('Import data');
    expect(headingAt('/connect/fact')).toBe('Landed tables');
    expect(headingAt('/table/global')).toBe('Default table settings');
    expect(headingAt('/AI')).toBe('Ask AI');
  });
});
