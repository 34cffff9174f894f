import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/routes/routeTable';
import { helpPageAt } from '../../src/features/help/content';
import { expect, test } from './fixtures';

const LATEST_BUILD = '**/builds/latest.json';
const ROUTE_MANIFEST = '**/builds/meta/**';
const HELP_PAGES = ROUTES.filter((route) => route.layout === 'help');

/** What switching to another tab and back does; a headless page cannot be hidden for real. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const become = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    become('hidden');
    become('visible');
  });
}

/** Lets the page read an answer it has received and render what follows from it. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a new build loads on the next navigation, not before, and only once', async ({ page }) => {
  // What the server announces once the test has "deployed" a new build; until then, the real answer.
  let deployed: { id: string; timestamp: number } | undefined = undefined;
  await page.route(LATEST_BUILD, (route) =>
    deployed ? route.fulfill({ json: deployed }) : route.continue(),
  );
  // Answers the page has received in full.
  let checks = 0;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/builds/latest.json')) checks += 1;
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await page.goto('/help/gettingStarted');
  await expect(heading(page, 'Getting started')).toBeVisible();
  await expect.poll(() => checks).toBe(1); // at start: this build is still the latest

  deployed = { id: 'e2e-next-build', timestamp: Date.now() };
  await hideAndShow(page);
  await expect.poll(() => checks).toBe(2);
  await settle(page);
  expect(loads, 'the screen in use is not reloaded').toEqual(['/help/gettingStarted']);

  await page.getByRole('link', { name: 'Cin7 Omni', exact: true }).click();
  await expect(heading(page, 'Set up Cin7 Omni API access')).toBeVisible();
  await expect.poll(() => loads).toEqual(['/help/gettingStarted', '/help/cin7Omni/APISetup']);

  // The reloaded page runs the same bundle (a test cannot deploy another), so it finds the "new" build again:
  // the reload guard keeps it from reloading a second time within 10 s.
  await expect.poll(() => checks).toBe(3);
  await settle(page);
  await page.getByRole('link', { name: 'Omni', exact: true }).click();
  await expect(heading(page, 'Set up Omni API access')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  expect(loads).toHaveLength(2);
});

test('the app fetches the route manifest of its own build, once', async ({ page, request }) => {
  const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  const manifestRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/builds/meta/')) manifestRequests.push(new URL(sent.url()).pathname);
  });
  await page.goto('/help/gettingStarted');
  await expect.poll(() => manifestRequests).toEqual([`/builds/meta/${latest.id}.json`]);
  await page.getByRole('link', { name: 'Cin7 Omni', exact: true }).click();
  await expect(heading(page, 'Set up Cin7 Omni API access')).toBeVisible();
  await settle(page);
  expect(manifestRequests).toHaveLength(1);
});

test('without its route manifest the app logs one console error and keeps working', async ({
  page,
  consoleMessages,
}) => {
  await page.route(ROUTE_MANIFEST, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const manifestErrors = () =>
    consoleMessages.filter((message) => message.startsWith('error: Route manifest could not be loaded'));

  await page.goto('/help/gettingStarted');
  await expect.poll(manifestErrors).toHaveLength(1);

  await page.getByRole('link', { name: 'Cin7 Omni', exact: true }).click();
  await expect(heading(page, 'Set up Cin7 Omni API access')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(manifestErrors()).toHaveLength(1);
  // Besides it, only the browser's own lines for the failed requests (the 404, office.js offline).
  const otherErrors = consoleMessages.filter(
    (message) => message.startsWith('error:') && !message.includes('Failed to load resource'),
  );
  expect(otherErrors).toEqual(manifestErrors());
});

test.describe('prerendered help pages', () => {
  test('the server sends the page with its heading and CSS, before any script runs', async ({ request }) => {
    const response = await request.get('/help/gettingStarted');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Getting started · Wharf</title>');
    expect(html).toMatch(/<h1[^>]*>Getting started<\/h1>/);
    expect(html).toContain('data-layout="help"');
    expect(html).toContain('data-make-styles-bucket');
  });

  test('a help page opens with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true, baseURL });
    try {
      const page = await context.newPage();
      for (const route of HELP_PAGES) {
        await page.goto(route.path);
        await expect(heading(page, route.heading)).toBeVisible();
        await expect(page.locator('[data-layout="help"]')).toBeVisible();
        await expect(page.getByText(helpPageAt(route.path)?.summary ?? route.path)).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test('each has its _payload.json, of the running build', async ({ request }) => {
    const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string };
    for (const route of HELP_PAGES) {
      const response = await request.get(`${route.path}/_payload.json`);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({
        path: route.path,
        label: route.label,
        buildId: latest.id,
        help: helpPageAt(route.path),
      });
    }
  });

  test('the app takes the page over without the screen ever emptying', async ({ page }) => {
    // Watches every DOM change from the first parsed heading on: the app's first render replaces the prerendered
    // heading; a change that leaves no heading, or a loading spinner, would be a visible flash.
    await page.addInitScript(() => {
      const watch = { prerendered: null as Element | null, replaced: false, gaps: 0 };
      Object.assign(window, { wharfTakeover: watch });
      new MutationObserver(() => {
        const current = document.querySelector('h1');
        if (!watch.prerendered) watch.prerendered = current;
        else if (!current || document.querySelector('[role="progressbar"]')) watch.gaps += 1;
        else if (current !== watch.prerendered) watch.replaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const takeover = () =>
      page.evaluate(() => {
        const { replaced, gaps } = (
          window as unknown as { wharfTakeover: { replaced: boolean; gaps: number } }
        ).wharfTakeover;
        return { replaced, gaps };
      });

    await page.goto('/help/gettingStarted');
    await expect.poll(takeover).toEqual({ replaced: true, gaps: 0 });
    await page.getByRole('link', { name: 'Omni', exact: true }).click();
    await expect(heading(page, 'Set up Omni API access')).toBeVisible();
  });
});
