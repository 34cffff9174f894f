import { expect, request, test as base, type Page } from '@playwright/test';
import { fakeOfficeScript, type FakeOfficeOptions } from '../fixtures/fakeOffice';
import { watchCspViolations } from './cspViolations';
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

/** Whether the API still takes a token: a test that signs out in a tab makes the API refuse that tab's token. */
async function acceptedByApi(token: string): Promise<boolean> {
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const response = await context.post(`${API_URL}/api/instanceConnection`, {
      headers: { authorization: `Bearer ${token}`, origin: ADDIN_ORIGIN },
      data: {},
    });
    return response.status() !== 401;
  } finally {
    await context.dispose();
  }
}

/**
 * The demo user's id token from this run's identity provider: one sign-in per worker, made again when a test signed
 * that token out (docs/auth.md, "Signing out at the API"). The provider issues the same token for two sign-ins in
 * one second, so the new sign-in waits past the refused token's second.
 */
export async function demoIdToken(): Promise<string> {
  demoToken ??= idTokenFor(IDP_URL, ADDIN_ORIGIN);
  const token = await demoToken;
  if (await acceptedByApi(token)) return token;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  demoToken = idTokenFor(IDP_URL, ADDIN_ORIGIN);
  return demoToken;
}

export interface DemoInstance {
  id: number;
  name: string;
  schema: string;
  /** The demo user's role in it. */
  role: 'owner' | 'admin' | 'member';
}

/** The demo user's instances as the API answers them. */
export async function demoInstances(): Promise<DemoInstance[]> {
  return (await demoUser()).userInstances;
}

/** Who the demo user is to the API, and their instances. */
export async function demoUser(): Promise<{ user: { userId: string }; userInstances: DemoInstance[] }> {
  const token = await demoIdToken();
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const response = await context.post(`${API_URL}/api/instanceConnection`, {
      headers: { authorization: `Bearer ${token}`, origin: ADDIN_ORIGIN },
      data: {},
    });
    return (await response.json()) as { user: { userId: string }; userInstances: DemoInstance[] };
  } finally {
    await context.dispose();
  }
}

/** Calls the run's API as the demo user in one of their instances (by name), as the add-in's client would. */
export async function callApiAsDemo<T>(
  path: string,
  instanceName: string,
  payload: unknown = {},
): Promise<T> {
  const instance = (await demoInstances()).find((candidate) => candidate.name === instanceName);
  if (!instance) throw new Error(`The demo user has no instance named ${instanceName}.`);
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    const response = await context.post(`${API_URL}${path}`, {
      headers: {
        authorization: `Bearer ${await demoIdToken()}`,
        origin: ADDIN_ORIGIN,
        'x-instance-id': String(instance.id),
      },
      data: payload,
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

/**
 * Starts the page with the demo user's session in the tab, as the sign-in flow leaves it: a real id token from this
 * run's provider, which the API verifies. With `instance`, that instance (by name) is the remembered choice.
 */
export async function startSignedIn(page: Page, options: { instance?: string } = {}): Promise<void> {
  const idToken = await demoIdToken();
  let instance: { key: string; id: number } | null = null;
  if (options.instance) {
    const { user, userInstances } = await demoUser();
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

/** Signs out from the header's menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await headerMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
