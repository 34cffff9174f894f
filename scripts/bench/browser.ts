/** Debian's Chromium through Playwright, with a fresh (cold-cache) context per page load. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const TIMEOUT_MS = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A new context has its own empty HTTP cache. office.js is blocked: the app fetches it from
 * appsforoffice.microsoft.com after start, this machine is offline, and it is not part of the first screen.
 */
export async function coldContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  context.setDefaultTimeout(TIMEOUT_MS);
  await context.route('**/office.js', (route) => route.abort());
  return context;
}

/** Waits until the /signin screen is interactive: its Sign in button visible and enabled. */
export async function waitForSignIn(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === 'Sign in' && !b.disabled,
      ),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Records in the page performance.now() at the first animation frame where the Sign in button is rendered,
 * visible and enabled (window.__wharfSignInAt: the prerendered page's button counts), and at the first where
 * that button is React's, its click handler attached (window.__wharfSignInWorksAt: the app has taken over).
 * Polled inside the page from before its own scripts run, so neither a round trip to Node nor the load event is
 * counted. A string, as tsx would add helpers to a serialized function.
 */
const SIGN_IN_PROBE = `(() => {
  const check = () => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Sign in' && !b.disabled && b.checkVisibility(),
    );
    if (button && window.__wharfSignInAt === undefined) window.__wharfSignInAt = performance.now();
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps'))) {
      window.__wharfSignInWorksAt = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

export async function probeSignIn(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: SIGN_IN_PROBE });
}

/** The time recorded by probeSignIn (added to the page's context before it loaded), once there is one. */
export async function signInVisibleAt(page: Page): Promise<number> {
  // A function, not a string: the page's content security policy refuses Playwright's eval of a string predicate.
  const handle = await page.waitForFunction(() => window.__wharfSignInAt, undefined, { polling: 'raf' });
  const value = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error('the Sign in probe recorded no time');
  return value;
}

/** When the Sign in button first worked: React's, after the app took the page over (probeSignIn). */
export async function signInWorksAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => window.__wharfSignInWorksAt, undefined, { polling: 'raf' });
  const value = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error('the Sign in probe recorded no working button');
  return value;
}

/** The first-contentful-paint startTime, waiting until the browser has reported it. */
export async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () =>
      performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
        ?.startTime ?? 0,
    undefined,
    { polling: 'raf' },
  );
  return handle.jsonValue();
}

export function isScriptOrStyle(url: string, resourceType: string): boolean {
  if (resourceType === 'script' || resourceType === 'stylesheet') return true;
  return /\.(m?js|css)$/.test(new URL(url).pathname);
}

declare global {
  interface Window {
    /** Set by the Sign in probe (probeSignIn). */
    __wharfSignInAt?: number;
    __wharfSignInWorksAt?: number;
  }
}
