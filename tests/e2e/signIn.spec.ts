import type { Page, Request } from '@playwright/test';
import { openDatabase } from '../../server/db/database.ts';
import { startApi } from '../../server/api/main.ts';
import { API_PATHS } from '../../contract/paths.ts';
import { DEMO_ACCOUNT } from '../../server/demoAccount.ts';
import { fakeOfficeScript } from '../fixtures/fakeOffice';
import { expectNoAxeViolations } from './accessibility';
import { demoInstances, expect, OFFICE_JS, startSignedIn, startWithTheme, test } from './fixtures';
import { ADDIN_ORIGIN, API_URL, IDP_URL } from './stack';

/** Sign-in, start-up and the token rules (docs/auth.md) against the run's real identity provider and API. */
test.describe('sign-in, the API client and instance state', () => {
  test('asks for an instance’s missing logo once, however often the page shows it', async ({ page }) => {
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('_logo80.png')) asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    await startSignedIn(page, { instance: 'Harbour Traders' });
    await page.goto('/instanceSelect');
    const instances = page.getByRole('list', { name: 'Your instances' });
    await expect(instances.locator('[data-logo="default"]')).toHaveCount(1);
    // Home, then back to the choice through the header: the list is shown again, its logos mounted again.
    await page.getByRole('link', { name: 'Wharf home' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Harbour Traders' }).click();
    await expect(instances.locator('[data-logo="default"]')).toHaveCount(1);
    const missing = [...asked].filter(([path]) => !path.includes('harbour'));
    expect(missing.length).toBeGreaterThan(0);
    for (const [path, times] of missing) expect(times, path).toBe(1);
  });

  test('signs in through the provider, chooses an instance, sees home; a reload stays signed in', async ({
    page,
  }) => {
    const apiRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API_URL}/api/`) && request.method() === 'POST')
        apiRequests.push(request);
    });

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings$/);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The provider's own form.
    await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
    await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back in the add-in with two instances and none chosen: asked to choose, on the way to the page that asked.
    await expect(page.getByRole('heading', { name: 'Choose your company' })).toBeVisible();
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/instanceSelect?redirect=%2Fsettings`);
    const instances = page.getByRole('list', { name: 'Your instances' });
    await expect(instances.getByRole('button')).toHaveCount(2);
    // Harbour Traders has its {schema}_logo80.png; Northwind has none, so the default icon stands in.
    await expect(instances.locator('[data-logo="instance"]')).toHaveCount(1);
    await expect(instances.locator('[data-logo="default"]')).toHaveCount(1);
    const chosenAt = apiRequests.length;
    await instances.getByRole('button', { name: /Harbour Traders/ }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/settings`);

    await page.getByRole('link', { name: 'Wharf home' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instance: Harbour Traders' })).toBeVisible();
    // Harbour Traders' seeded connections are in several statuses, one DELETED, which the active count leaves out
    // and the list under it does not show. Other tests of the run may add connections, so the count is
    // checked against the list shown.
    const connections = page.getByRole('list', { name: 'Connections' });
    await expect(connections.locator('[data-status="PENDING_INIT"]').first()).toBeVisible();
    await expect(connections.locator('[data-status="DELETED"]')).toHaveCount(0);
    await expect(page.getByText('1 deleted connection is not counted.')).toBeVisible();
    const listed = await connections.getByRole('listitem').count();
    expect(listed).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('active-connection-count')).toHaveText(`${listed} connections`);

    // Every call carries the bearer token; every call after the choice carries the chosen instance too.
    const harbour = (await demoInstances()).find((instance) => instance.name === 'Harbour Traders');
    expect(apiRequests.length).toBeGreaterThan(chosenAt);
    for (const request of apiRequests) {
      expect(request.headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    }
    for (const request of apiRequests.slice(chosenAt)) {
      expect(request.headers()['x-instance-id']).toBe(String(harbour?.id));
    }

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Instance: Harbour Traders' })).toBeVisible();
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/`);

    // Without the tab's token (as in a new tab), MSAL's cached account in local storage signs in silently.
    await page.evaluate(() => window.sessionStorage.removeItem('wharf.auth'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Instance: Harbour Traders' })).toBeVisible();
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/`);
    expect(await page.evaluate(() => window.sessionStorage.getItem('wharf.auth'))).toContain('idToken');
  });

  test('an API error is shown as a notice and the screen keeps working', async ({ page }) => {
    await startSignedIn(page, { instance: 'Harbour Traders' });
    await page.route(`${API_URL}/api/instanceConnection`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': ADDIN_ORIGIN },
        body: JSON.stringify({ message: 'The warehouse is being resized.' }),
      }),
    );
    await page.goto('/');
    await expect(page.getByTestId('notice')).toHaveText(/Error: The warehouse is being resized\./);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });
});

test.describe('cold start', () => {
  test('shows the messages in order while the API sleeps, then loads', async ({ page }) => {
    // Creating its own API's database and migrating it takes tens of seconds on a busy machine.
    test.setTimeout(120_000);
    await startSignedIn(page, { instance: 'Harbour Traders' });
    // The page's clock is the test's: the add-in's 20 s and 5 s waits pass when the test moves it on
    // (docs/testing.md), while the API sleeps its own seconds of real time.
    await page.clock.install();
    // An API of its own that sleeps from its start (migrations only: asleep it reads nothing). Counted from then,
    // long enough for the page to load and make its first two checks on a busy machine.
    const db = await openDatabase({ dataDir: 'memory://' });
    const sleepyApi = await startApi({
      db,
      port: 0,
      logger: false,
      env: {
        ...process.env,
        WHARF_IDP_ISSUER: IDP_URL,
        WHARF_WEB_ORIGIN: ADDIN_ORIGIN,
        WHARF_COLD_START_S: '15',
      },
    });
    // The page's auth checks as it asks them, and what each was answered: asleep (503) or passed on, awake.
    let asked = 0;
    const answers: string[] = [];
    try {
      // The add-in talks to the run's API: while the sleeping API answers that it is starting up, the page gets
      // that answer; once it is awake, the page's calls go on to the run's API and its demo world.
      await page.route(`${API_URL}/api/**`, async (route) => {
        const url = route.request().url();
        const isCheck = new URL(url).pathname === API_PATHS.userAuthCheck;
        if (isCheck) asked += 1;
        const response = await route.fetch({ url: url.replace(API_URL, sleepyApi.url) });
        const asleep = response.status() === 503;
        if (isCheck) answers.push(asleep ? 'asleep' : 'awake');
        if (asleep) await route.fulfill({ response });
        else await route.continue();
      });
      await page.goto('/settings');
      const status = page.getByRole('status').filter({ hasText: /./ }).first();
      await expect(status).toContainText('Hang tight while we get the database ready.');
      expect(asked).toBe(1);

      // The next check waits 20 s: none at 18 s (the page's clock also runs on in real time), one by 20 s, and its
      // answer brings the second message.
      await page.clock.fastForward(18_000);
      expect(asked).toBe(1);
      await expect(status).toContainText('Hang tight while we get the database ready.');
      await page.clock.fastForward(2_000);
      await expect(status).toContainText("We're still going, thanks for waiting!");
      expect(answers).toEqual(['asleep', 'asleep']);

      // Once the API is awake, the next check 5 s later finds it up and the page loads.
      await expect
        .poll(async () => (await page.request.get(`${sleepyApi.url}${API_PATHS.userAuthCheck}`)).status(), {
          timeout: 30_000,
        })
        .not.toBe(503);
      await page.clock.fastForward(5_000);
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      // Checks 5 s apart found it asleep until one found it awake (the settings screen checks again once shown).
      const firstAwake = answers.indexOf('awake');
      expect(firstAwake).toBeGreaterThanOrEqual(2);
      expect(answers.slice(0, firstAwake)).toEqual(Array(firstAwake).fill('asleep'));
    } finally {
      // The page keeps polling: its calls stop reaching the sleeping API before it closes.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await sleepyApi.close();
      await db.close();
    }
  });
});

test.describe('Excel mode', () => {
  test.use({
    officeHost: {
      host: 'Excel',
      platform: 'OfficeOnline',
      diagnostics: { version: '16.0.18000.10000', host: 'Excel', platform: 'OfficeOnline' },
    },
  });

  test('the chosen instance id round-trips through the workbook setting', async ({ page, context }) => {
    await startSignedIn(page);
    await page.goto('/instanceSelect');
    await page.getByRole('button', { name: /Northwind Wholesale/ }).click();
    await expect(page.getByRole('heading', { name: 'Instance: Northwind Wholesale' })).toBeVisible();
    const saved = await page.evaluate(
      () => (window as unknown as { __fakeWorkbookSettings: Record<string, unknown> }).__fakeWorkbookSettings,
    );
    const northwind = (await demoInstances()).find((instance) => instance.name === 'Northwind Wholesale');
    expect(saved['wharf.instanceId']).toBe(northwind?.id);
    // In a browser tab the choice is not where Excel keeps it.
    expect(
      await page.evaluate(() =>
        Object.keys(window.localStorage).filter((key) => key.startsWith('wharf.instance')),
      ),
    ).toEqual([]);

    // The same workbook opened again: the setting is read back on load.
    const reopened = await context.newPage();
    await reopened.route(OFFICE_JS, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: fakeOfficeScript({ host: 'Excel', settings: { 'wharf.instanceId': northwind?.id } }),
      }),
    );
    await startSignedIn(reopened);
    await reopened.goto('/');
    await expect(reopened.getByRole('heading', { name: 'Instance: Northwind Wholesale' })).toBeVisible();
  });

  test('an instance id the user does not have is not used: the user is asked to choose, and a warning logged', async ({
    context,
  }) => {
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(OFFICE_JS, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: fakeOfficeScript({ host: 'Excel', settings: { 'wharf.instanceId': 987654 } }),
      }),
    );
    await startSignedIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Choose your company' })).toBeVisible();
    expect(warnings.join('\n')).toContain("The workbook's instance 987654 is not one of your instances");
  });
});

test.describe('instance screens in both themes', () => {
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    test(`instance choice and home are legible and accessible at 320 px (${theme})`, async ({ page }) => {
      await startSignedIn(page);
      await startWithTheme(page, theme);
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto('/instanceSelect');
      await expect(page.getByRole('list', { name: 'Your instances' }).getByRole('button')).toHaveCount(2);
      await expectAccessibleAt320(page);
      await page.screenshot({
        path: `tests/e2e/artifacts/screens/instanceSelect-${theme}.png`,
        fullPage: true,
      });

      await page.getByRole('button', { name: /Harbour Traders/ }).click();
      await expect(page.getByRole('heading', { name: 'Instance: Harbour Traders' })).toBeVisible();
      await expectAccessibleAt320(page);
      await page.screenshot({ path: `tests/e2e/artifacts/screens/home-${theme}.png`, fullPage: true });
    });
  }
});

test('the sign-in screen comes prerendered: its button shows before any script and works once the app takes over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    await startWithTheme(page, theme);
    // The entry script is held back, so what shows is the page the server sent.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/screens/signin-prerendered-${theme}.png` });
    const prerendered = await button.elementHandle();

    release();
    // The app's first render replaces the prerendered button with its own, in the user's theme.
    await expect.poll(() => prerendered?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(button).toBeEnabled();
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
    await expectAccessibleAt320(page);
    await page.screenshot({ path: `tests/e2e/artifacts/screens/signin-${theme}.png` });
    await page.unrouteAll();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
});

test('the prerendered Sign in button works before the app takes over: the press is kept and answered', async ({
  page,
}) => {
  // The small entry script runs; the app's own code (its main chunk) is held back, so no React handler exists yet.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/signin');
  const prerendered = page.locator('[data-prerendered-action="sign-in"]');
  await expect(prerendered).toBeVisible();
  await prerendered.click();
  // Nothing can answer yet: the page stays on /signin with the prerendered button.
  await expect(page).toHaveURL(/\/signin$/);
  release();
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
});

async function expectAccessibleAt320(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 320), 'fits a 320 px pane').toBe(
    true,
  );
  await expectNoAxeViolations(page);
}
