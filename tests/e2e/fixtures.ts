import { test as base, type Page } from '@playwright/test';
import { fakeOfficeScript, type FakeOfficeOptions } from '../fixtures/fakeOffice';

/** office.js is requested from its configured URL; the tests answer for it. */
export const OFFICE_JS = '**/office.js';

interface WharfOptions {
  /** `unreachable` as on this offline machine, or a fake Office host. */
  officeHost: 'unreachable' | FakeOfficeOptions;
  consoleMessages: string[];
}

export const test = base.extend<WharfOptions>({
  officeHost: ['unreachable', { option: true }],
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

/**
 * Starts the page with a session in the tab, as the sign-in flow leaves it. The guard only asks whether a session
 * exists; tokens are checked by the API, which these shell tests do not call.
 */
export async function startSignedIn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sessionStorage.setItem(
      'wharf.auth',
      JSON.stringify({ state: { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJlMmUifQ.' }, version: 0 }),
    );
  });
}

export async function startWithTheme(page: Page, theme: 'builder-light' | 'builder-dark'): Promise<void> {
  await page.addInitScript((name) => window.localStorage.setItem('wharf.theme', name), theme);
}
