import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { OFFICE_JS_DEFAULT_URL } from '../../src/configDefaults.ts';
import { watchCspViolations } from './cspViolations';
import { expect, test } from './fixtures';
import { ADDIN_ORIGIN, DEV_ORIGIN } from './stack';

/**
 * Microsoft's published office.js (the @microsoft/office-js package, the files appsforoffice.microsoft.com serves)
 * runs in the add-in's pages without breaching their content security policy: the host files it loads from its own
 * folder, and the frame it opens for its own telemetry. This machine is offline, so every request to another
 * Microsoft host is refused as a network failure — what must not happen is the policy refusing it first.
 */
const require = createRequire(import.meta.url);
const OFFICE_DIST = path.dirname(require.resolve('@microsoft/office-js/dist/office.js'));
const OFFICE_FOLDER = OFFICE_JS_DEFAULT_URL.slice(0, OFFICE_JS_DEFAULT_URL.lastIndexOf('/') + 1);
/** The page office.js frames, in hosts it cannot talk to directly, to send its own logs. */
const TELEMETRY_FRAME = 'https://telemetryservice.firstpartyapps.oaspapps.com/';

/** Answers office.js's folder from the package, as the CDN would; anything the package lacks is a 404. */
async function serveOfficeFolder(route: Route): Promise<void> {
  const relative = decodeURIComponent(new URL(route.request().url()).pathname).slice(
    new URL(OFFICE_FOLDER).pathname.length,
  );
  const file = path.resolve(OFFICE_DIST, relative);
  if (!file.startsWith(OFFICE_DIST + path.sep)) return route.fulfill({ status: 404 });
  try {
    const body = await readFile(file);
    const contentType = file.endsWith('.js') ? 'application/javascript' : undefined;
    return await route.fulfill({ status: 200, body, contentType });
  } catch {
    return route.fulfill({ status: 404 });
  }
}

interface Requests {
  office: string[];
  elsewhere: string[];
}

/** Serves office.js from the package; any other host off this machine fails as it would offline, and is noted. */
async function withRealOfficeJs(context: BrowserContext): Promise<Requests> {
  const requests: Requests = { office: [], elsewhere: [] };
  await context.route(
    (url) => url.href.startsWith(OFFICE_FOLDER),
    (route) => {
      requests.office.push(route.request().url());
      return serveOfficeFolder(route);
    },
  );
  await context.route(
    (url) => url.hostname !== 'localhost' && !url.href.startsWith(OFFICE_FOLDER),
    (route) => {
      requests.elsewhere.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return requests;
}

const BROWSER_TAB = { name: 'in a browser tab', query: '', hostFile: 'o15apptofilemappingtable.js' };
const SCENES = [
  // No host: office.js takes the Office 2013 path (its mapping table), which frames the telemetry page after 3 s.
  { server: 'the production build', origin: ADDIN_ORIGIN, ...BROWSER_TAB },
  { server: 'the development server', origin: DEV_ORIGIN, ...BROWSER_TAB },
  // The host information Excel on the web puts on the task pane's URL: office.js loads Excel on the web's file.
  {
    server: 'the production build',
    origin: ADDIN_ORIGIN,
    name: 'as Excel on the web starts it',
    query: '?_host_Info=Excel$Web$16.00$en-US$$$$0',
    hostFile: 'excel-web-16.00.js',
  },
];

for (const { server, origin, name, query, hostFile } of SCENES) {
  test(`the real office.js runs ${name} on ${server} without a content security policy violation`, async ({
    browser,
  }) => {
    // office.js waits 3 s before it frames its telemetry page; the development server serves every module apart.
    test.setTimeout(origin === DEV_ORIGIN ? 180_000 : 90_000);
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const violations = await watchCspViolations(context);
      const requests = await withRealOfficeJs(context);
      const page = await context.newPage();
      await page.goto(`${origin}/signin${query}`);
      // The development server transforms every module on a cold start's first request.
      const firstPaint = origin === DEV_ORIGIN ? 90_000 : undefined;
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: firstPaint });
      await expect
        .poll(() => requests.office.map((url) => url.slice(OFFICE_FOLDER.length)))
        .toEqual(expect.arrayContaining(['office.js', hostFile]));
      const framedTelemetry = () => requests.elsewhere.some((url) => url.startsWith(TELEMETRY_FRAME));
      if (hostFile === BROWSER_TAB.hostFile)
        // The policy refuses a frame before its request is made: either outcome ends the wait.
        await expect.poll(() => framedTelemetry() || violations.length > 0, { timeout: 15_000 }).toBe(true);
      // office.js's later work (locale strings, its own telemetry) has had time to run into the policy.
      await page.waitForTimeout(4_000);
      const asked = [...requests.office, ...requests.elsewhere].join(', ');
      expect(violations, `office.js asked for ${asked}`).toEqual([]);
      if (hostFile === BROWSER_TAB.hostFile)
        expect(framedTelemetry(), 'office.js framed its telemetry page').toBe(true);
    } finally {
      await context.close();
    }
  });
}
