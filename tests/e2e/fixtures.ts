import { expect, request, test as base, type Page } from '@playwright/test';
import { fakeOfficeScript, type FakeOfficeOptions } from '../fixtures/fakeOffice';
import { watchCspViolations } from './cspViolations';
import { callApiWithToken } from './apiCall';
import { idTokenFor } from './signInToken';
import { ADDIN_ORIGIN, API_URL, IDP_URL } from './stack';

/** office.js is requested from its configured URL; the tests answer for it. */
export const OFFICE_JS = '**/office.js';

interface WharfOptions {
  /** `unreachable` as on this offline machine, or a fake Office host. */
  officeHost: 'unreachable' | FakeOfficeOptions;
  consoleMessages: string[];
}

export const test = base.extend<WharfOptions>({
  officeHost: ['unreachable', { option: true }],
  // Every test runs under the pages' content security policy and fails if anything breaks it.
  context: async ({ context }, use) => {
    const violations = await watchCspViolations(context);
    await use(context);
    expect(violations, 'no content security policy violation').toEqual([]);
  },
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await use(messages);
  },
  page: async ({ page, officeHost }, use) => {
    await page.route(OFFICE_JS, (route) =>
      officeHost === 'unreachable'
        ? route.abort('internetdisconnected')
        : route.fulfill({ contentType: 'application/javascript', body: fakeOfficeScript(officeHost) }),
    );
    await use(page);
  },
});

export { expect } from '@playwright/test';

let demoToken: Promise<string> | null = null;

interface DemoAnswer {
  user: { userId: string };
  userInstances: DemoInstance[];
}

export interface DemoInstance {
  id: number;
  name: string;
  schema: string;
  /** The demo user's role in it. */
  role: 'owner' | 'admin' | 'member';
}

/** /api/instanceConnection with this token: who the demo user is and their instances, or null when it is refused. */
async function instanceConnection(token: string): Promise<DemoAnswer | null> {
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const response = await context.post(`${API_URL}/api/instanceConnection`, {
      headers: { authorization: `Bearer ${token}`, origin: ADDIN_ORIGIN },
      data: {},
    });
    if (response.status() === 401) return null;
    if (!response.ok()) throw new Error(`/api/instanceConnection answered ${response.status()}`);
    return (await response.json()) as DemoAnswer;
  } finally {
    await context.dispose();
  }
}

/**
 * The demo user's id token from this run's identity provider and the API's answer for it: one sign-in per worker,
 * made again when a test signed that token out (docs/auth.md, "Signing out at the API"). One API call tells both
 * whether the token is still taken and who the user is. Each sign-in sends its own nonce, so a worker's token is
 * never another worker's.
 */
async function demoSession(): Promise<{ token: string; answer: DemoAnswer }> {
  demoToken ??= idTokenFor(IDP_URL, ADDIN_ORIGIN);
  const token = await demoToken;
  const answer = await instanceConnection(token);
  if (answer) return { token, answer };
  demoToken = idTokenFor(IDP_URL, ADDIN_ORIGIN);
  const fresh = await demoToken;
  const again = await instanceConnection(fresh);
  if (!again) throw new Error('The API refused a fresh sign-in of the demo user.');
  return { token: fresh, answer: again };
}

/** The demo user's instances as the API answers them. */
export async function demoInstances(): Promise<DemoInstance[]> {
  return (await demoUser()).userInstances;
}

/** Who the demo user is to the API, and their instances. */
export async function demoUser(): Promise<DemoAnswer> {
  return (await demoSession()).answer;
}

/** Calls the run's API as the demo user in one of their instances (by name), as the add-in's client would. */
export async function callApiAsDemo<T>(
  path: string,
  instanceName: string,
  payload: unknown = {},
): Promise<T> {
  const { token, answer } = await demoSession();
  const instance = answer.userInstances.find((candidate) => candidate.name === instanceName);
  if (!instance) throw new Error(`The demo user has no instance named ${instanceName}.`);
  return callApiWithToken<T>(token, path, payload, instance.id);
}

/**
 * Starts the page with the demo user's session in the tab, as the sign-in flow leaves it: a real id token from this
 * run's provider, which the API verifies. With `instance`, that instance (by name) is the remembered choice.
 */
export async function startSignedIn(page: Page, options: { instance?: string } = {}): Promise<void> {
  const { token: idToken, answer } = await demoSession();
  let instance: { key: string; id: number } | null = null;
  if (options.instance) {
    const { user, userInstances } = answer;
    const found = userInstances.find((candidate) => candidate.name === options.instance);
    if (!found) throw new Error(`The demo user has no instance named ${options.instance}.`);
    instance = { key: `wharf.instance.${user.userId}`, id: found.id };
  }
  await page.addInitScript(
    ({ token, chosen }) => {
      // Once per tab, as a sign-in would: a later sign-out in the test must stay signed out across navigations.
      if (window.sessionStorage.getItem('e2e.session-seeded')) return;
      window.sessionStorage.setItem('e2e.session-seeded', 'yes');
      window.sessionStorage.setItem('wharf.auth', JSON.stringify({ state: { idToken: token }, version: 0 }));
      if (chosen) window.localStorage.setItem(chosen.key, String(chosen.id));
    },
    { token: idToken, chosen: instance },
  );
}

export async function startWithTheme(page: Page, theme: 'builder-light' | 'builder-dark'): Promise<void> {
  await page.addInitScript((name) => window.localStorage.setItem('wharf.theme', name), theme);
}

/** The header's menu button (the theme and, signed in, sign-out), on the working layouts' navy bar. */
export const headerMenuButton = (page: Page) => page.getByRole('button', { name: /^Theme( and sign-out)?$/ });

/** Switches the theme as a person does on a working layout: the header's menu, its "Dark theme" item. */
export async function chooseThemeInHeader(
  page: Page,
  theme: 'builder-light' | 'builder-dark',
): Promise<void> {
  await headerMenuButton(page).click();
  const dark = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
  const wanted = theme === 'builder-dark' ? 'true' : 'false';
  if ((await dark.getAttribute('aria-checked')) !== wanted) await dark.click();
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
  if (await dark.isVisible()) await page.keyboard.press('Escape');
  await expect(dark).toBeHidden();
}

/** The dark background of every layout's main area (layoutLook.ts checks it layout by layout). */
const MAIN_BACKGROUND = { 'builder-light': 'rgb(255, 255, 255)', 'builder-dark': 'rgb(15, 28, 48)' } as const;

/**
 * Switches the theme on the screen as it is, without loading it again: the "Dark theme" switch where the layout has
 * one (the card and search layouts), else the header's menu. Answers once the main area is painted in the theme.
 */
export async function switchThemeInPlace(page: Page, theme: 'builder-light' | 'builder-dark'): Promise<void> {
  const themeSwitch = page.getByRole('switch', { name: 'Dark theme' });
  if ((await themeSwitch.count()) > 0) {
    await themeSwitch.setChecked(theme === 'builder-dark');
  } else {
    await chooseThemeInHeader(page, theme);
  }
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
  await expect
    .poll(() =>
      page
        .locator('main')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    .toBe(MAIN_BACKGROUND[theme]);
}

/** Signs out from the header's menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await headerMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
