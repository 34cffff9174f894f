import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../server/demoAccount.ts';
import { fakeOfficeScript } from '../fixtures/fakeOffice';
import { watchCspViolations } from './cspViolations';
import { expect, OFFICE_JS, test } from './fixtures';
import { DEV_ORIGIN, IDP_URL } from './stack';

/**
 * Sign-in as a newcomer meets it: on the development server `npm start` serves (cold dependency cache), with
 * the machine busy (the other worker's walk of every screen runs beside it). A sign-in must land every time — the provider's answer may never be dropped before MSAL reads
 * it, and nothing may reload the page while it comes back — in a browser tab and through the Office dialog.
 *
 * Three in a row each way (docs/testing.md, "The busy machine"): the first meets the server's cold module graph and
 * the browser's empty cache, the next two a warm one, as every later sign-in would; the order MSAL must keep is pinned
 * step by step in src/auth/session.test.ts.
 */
const SIGN_INS = 3;
/** A page of the development server under load takes seconds: its modules are served one by one. */
const SLOW = { timeout: 60_000 };

/** What the page went through, printed when a sign-in does not land. */
function recordTrail(page: Page, trail: string[]): void {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`navigated to ${frame.url().slice(0, 100)}`);
  });
  page.on('console', (message) => trail.push(`console ${message.type()}: ${message.text().slice(0, 200)}`));
  // The development server's own messages (a full reload, an update) say why a page started again.
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (!text.includes('"type":"connected"') && !text.includes('"type":"ping"'))
        trail.push(`dev server said ${text.slice(0, 200)}`);
    }),
  );
  page.on('request', (request) => {
    if (request.url().startsWith(`${IDP_URL}/token`)) trail.push('asked the provider for tokens');
  });
}

async function fillProviderForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`), SLOW);
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type Journey = (context: BrowserContext, page: Page, trail: string[]) => Promise<void>;

/** In a browser tab: the page leaves for the provider and its answer comes back to /signin. */
const inBrowserTab: Journey = async (context, page) => {
  // office.js cannot be reached on this offline machine, as in a plain browser tab without internet.
  await context.route(OFFICE_JS, (route) => route.abort('internetdisconnected'));
  await page.goto(`${DEV_ORIGIN}/settings`);
  await page.getByRole('button', { name: 'Sign in' }).click(SLOW);
  await fillProviderForm(page);
};

/** In Excel without Nested App Authentication: the Office dialog signs in and hands the token to the task pane. */
const throughOfficeDialog: Journey = async (context, page, trail) => {
  const officeJs = fakeOfficeScript({ host: 'Excel', platform: 'OfficeOnline' });
  await context.route(OFFICE_JS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: officeJs }),
  );
  await page.goto(`${DEV_ORIGIN}/settings`);
  const dialogOpens = context.waitForEvent('page', SLOW);
  await page.getByRole('button', { name: 'Sign in' }).click(SLOW);
  const dialog = await dialogOpens;
  recordTrail(dialog, trail);
  await fillProviderForm(dialog);
  await dialog.waitForEvent('close', SLOW);
};

/**
 * One sign-in in a new tab of the person's browser: /settings asks for sign-in, and they are back at /settings signed
 * in (through the instance choice, which the forgetful browser asks for every time). Afterwards the browser forgets the session (the provider's cookie and the add-in's storage), so the next
 * sign-in starts signed out again and the provider asks for the password; only the browser's file cache stays.
 */
async function signInOnce(context: BrowserContext, journey: Journey): Promise<boolean> {
  const page = await context.newPage();
  const trail: string[] = [];
  recordTrail(page, trail);
  try {
    await journey(context, page, trail);
    // Two instances and none remembered (the browser forgets between sign-ins): the app asks which one on the way
    // back to /settings, and choosing it finishes the landing.
    const instances = page.getByRole('list', { name: 'Your instances' });
    const settings = page.getByRole('heading', { name: 'Settings', level: 1 });
    await expect(instances.or(settings)).toBeVisible(SLOW);
    if (await instances.isVisible()) {
      await expect(page).toHaveURL(`${DEV_ORIGIN}/instanceSelect?redirect=%2Fsettings`);
      await instances.getByRole('button', { name: /Harbour Traders/ }).click();
    }
    await expect(settings).toBeVisible(SLOW);
    await expect(page).toHaveURL(`${DEV_ORIGIN}/settings`);
    return true;
  } catch (error) {
    console.log(`A sign-in did not land (${String(error).split('\n')[0]}):\n  ${trail.join('\n  ')}`);
    return false;
  } finally {
    await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
    await context.clearCookies();
    for (const open of context.pages()) await open.close();
  }
}

/** Sign-ins in a row in one browser whose first visit finds the dev server's cache cold. */
async function signInRepeatedly(
  browser: Browser,
  journey: Journey,
): Promise<{ landed: number; violations: string[] }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const violations = await watchCspViolations(context);
  try {
    let landed = 0;
    for (let attempt = 0; attempt < SIGN_INS; attempt += 1) {
      if (await signInOnce(context, journey)) landed += 1;
    }
    return { landed, violations };
  } finally {
    await context.close();
  }
}

test.describe('sign-in on the development server with the machine busy', () => {
  // One worker signs in, first against the cold dependency cache; the other walks every screen beside it, which keeps
  // the machine busy (playwright.config.ts, the long walks' project).
  test.describe.configure({ mode: 'serial' });

  for (const [where, journey] of [
    ['in a browser tab', inBrowserTab],
    ['through the Office dialog', throughOfficeDialog],
  ] as const) {
    test(`lands ${SIGN_INS} of ${SIGN_INS} times ${where}`, async ({ browser }) => {
      test.setTimeout(SIGN_INS * 120_000);
      // The development server's content security policy holds through every sign-in too.
      expect(await signInRepeatedly(browser, journey)).toEqual({ landed: SIGN_INS, violations: [] });
    });
  }
});
