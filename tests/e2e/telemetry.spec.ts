/**
 * Telemetry against the real local collector (scripts/collector), which the build under test reports to. The SDK
 * sends page views at once and batches the rest for 15 s; these tests make it send the rest the way leaving does: a
 * pagehide event, on which the SDK flushes what it holds (sendBeacon or keepalive fetch). The page stays open until
 * the envelopes have arrived, so a flush that a busy machine loses is still sent by the SDK's own 15 s batch.
 * Several tests share the collector, so each reads only the envelopes of its own browser context, recognised by the
 * SDK's anonymous user id (the ai_user cookie).
 */
import { DEMO_USER_SUBJECT } from '../../server/demoAccount.ts';
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import type { Envelope } from '../../scripts/collector/envelopes.ts';
import { testCollectorPort } from '../../scripts/collector/settings.ts';
import { expect, startSignedIn, test } from './fixtures';

// The SDK's start, its quiet moment and the delivery, each waited for in turn.
test.describe.configure({ timeout: 120_000 });

const SDK_WAIT_MS = 15_000;
/** The flush on pagehide, or failing it the SDK's next batch (15 s), with room for a busy machine. */
const DELIVERY_WAIT_MS = 40_000;

function collectorUrl(baseURL: string | undefined): string {
  const appPort = Number(new URL(baseURL ?? '').port);
  return `https://localhost:${testCollectorPort(appPort)}/envelopes`;
}

/** The SDK has started once it has given this browser its anonymous user id. */
async function telemetryUserId(context: BrowserContext): Promise<string> {
  let userId = '';
  await expect
    .poll(
      async () => {
        const cookie = (await context.cookies()).find((candidate) => candidate.name === 'ai_user');
        userId = cookie?.value.split('|')[0] ?? '';
        return userId;
      },
      { timeout: SDK_WAIT_MS, message: 'Application Insights never started (no ai_user cookie)' },
    )
    .not.toBe('');
  return userId;
}

const baseData = (envelope: Envelope): Record<string, unknown> => envelope.data?.baseData ?? {};
const properties = (envelope: Envelope): Record<string, unknown> =>
  (baseData(envelope).properties as Record<string, unknown> | undefined) ?? {};
const ofType = (envelopes: Envelope[], baseType: string): Envelope[] =>
  envelopes.filter((envelope) => envelope.data?.baseType === baseType);

interface Collector {
  /**
   * Once the SDK has started and its batches have gone quiet, fires pagehide so the SDK sends what it still holds;
   * then waits until the collector has envelopes of this browser that satisfy `arrived`, and closes the page.
   */
  sent(arrived: (envelopes: Envelope[]) => boolean): Promise<Envelope[]>;
}

/** The SDK sends a page view at once, with whatever it holds, a moment after the view: wait that moment out. */
const QUIET_MS = 1000;

/** Watches the page's batches from the start, so none is on its way when the page is closed. */
function watchCollector(page: Page, request: APIRequestContext, baseURL: string | undefined): Collector {
  const url = collectorUrl(baseURL);
  const origin = new URL(url).origin;
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== origin) return;
    inFlight.add(sent);
    lastActivity = Date.now();
  });
  const done = (finished: Request) => {
    if (inFlight.delete(finished)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = () => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS;

  return {
    async sent(arrived) {
      const userId = await telemetryUserId(page.context());
      lastActivity = Date.now();
      await expect.poll(quiet, { message: 'the batches never went quiet', timeout: SDK_WAIT_MS }).toBe(true);
      await page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
      );
      let mine: Envelope[] = [];
      await expect
        .poll(
          async () => {
            const all = (await (await request.get(url)).json()) as Envelope[];
            mine = all.filter((envelope) => envelope.tags?.['ai.user.id'] === userId);
            return arrived(mine);
          },
          { timeout: DELIVERY_WAIT_MS, message: 'the expected telemetry never reached the collector' },
        )
        .toBe(true);
      await page.close({ runBeforeUnload: true });
      return mine;
    },
  };
}

test('a route change reaches the collector as a page view named with its routes-table label', async ({
  page,
  request,
  baseURL,
}) => {
  const collector = watchCollector(page, request, baseURL);
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // /signin paints from its prerendered HTML; the page view is the app's, so wait until the app has taken over
  // (it sets the theme) — a click before that is a plain link to the prerendered help page.
  await expect(page.locator('html[data-theme]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Getting started with Wharf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();

  const envelopes = await collector.sent((mine) =>
    ofType(mine, 'PageviewData').some((envelope) => baseData(envelope).name === 'Getting Started'),
  );
  const views = ofType(envelopes, 'PageviewData');
  expect(views.map((view) => baseData(view).name)).toEqual(['Sign In', 'Getting Started']);
  const gettingStarted = views[1] as Envelope;
  expect(new URL(String(baseData(gettingStarted).url)).pathname).toBe('/help/gettingStarted');
  // office.js cannot load here, so the add-in runs in browser mode and there are no Excel diagnostics.
  expect(properties(gettingStarted)).toMatchObject({ hostMode: 'browser' });
  expect(properties(gettingStarted)).not.toHaveProperty('excelVersion');
});

test('an error thrown in a screen reaches the collector as an exception with component, info and path', async ({
  page,
  request,
  baseURL,
}) => {
  const collector = watchCollector(page, request, baseURL);
  await page.goto('/error/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();

  const envelopes = await collector.sent(
    (mine) => ofType(mine, 'ExceptionData').length > 0 && ofType(mine, 'PageviewData').length > 0,
  );
  const exceptions = ofType(envelopes, 'ExceptionData');
  expect(exceptions).toHaveLength(1);
  const [exception] = exceptions as [Envelope];
  const [details] = baseData(exception).exceptions as [{ message: string }];
  expect(details.message).toBe('Test error raised by /error/test');
  expect(properties(exception).path).toBe('/error/test');
  expect(properties(exception).info).toEqual(expect.stringContaining('caught by an error boundary'));
  // The error page reports the view under the route's label.
  expect(ofType(envelopes, 'PageviewData').map((view) => baseData(view).name)).toEqual(['Error Test']);
  expect(
    properties(exception).component,
    'a production build keeps component names only with keepNames (docs/telemetry.md)',
  ).toBe('ErrorTestScreen');
});

test('a signed-in session is the authenticated user, and no envelope carries its token or instance header', async ({
  page,
  request,
  baseURL,
}) => {
  const instanceId = 'instance-e2e-7f3a';
  const collector = watchCollector(page, request, baseURL);
  await startSignedIn(page, { instance: 'Harbour Traders' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const token = await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('wharf.auth') ?? '{}') as {
      state?: { idToken?: string };
    };
    return stored.state?.idToken ?? '';
  });
  expect(token).not.toBe('');
  await telemetryUserId(page.context());
  // A call as the API client makes them, so the dependency tracker sees both headers.
  const status = await page.evaluate(
    async ({ bearer, instance }) =>
      (await fetch('/version', { headers: { Authorization: `Bearer ${bearer}`, 'x-instance-id': instance } }))
        .status,
    { bearer: token, instance: instanceId },
  );
  expect(status).toBe(200);

  const envelopes = await collector.sent((mine) =>
    ofType(mine, 'RemoteDependencyData').some((envelope) =>
      String(baseData(envelope).name).includes('/version'),
    ),
  );
  expect(ofType(envelopes, 'PageviewData').map((view) => baseData(view).name)).toContain('Home');
  expect(envelopes.every((envelope) => envelope.tags?.['ai.user.authUserId'] === DEMO_USER_SUBJECT)).toBe(
    true,
  );
  const everything = JSON.stringify(envelopes);
  expect(everything).not.toContain(token);
  expect(everything).not.toContain(instanceId);
  expect(everything.toLowerCase()).not.toContain('authorization');
});
