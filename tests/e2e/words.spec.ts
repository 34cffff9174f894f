import type { Page } from '@playwright/test';
import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { expect, startSignedIn, startWithTheme, test } from './fixtures';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './examplePaths';
import { readableTextDefects } from './readableText';
import { IDP_URL } from './stack';
import { followApiCalls } from './routeScan';
import { otherLayoutScreens, routeStops, walk } from './screenWalk';

/** The signed-in routes in two halves, so the two workers share them; the other layouts' screens with the second. */
const HALF = Math.ceil(PROTECTED_ROUTES.length / 2);
const SIGNED_IN_PARTS = [
  routeStops(PROTECTED_ROUTES.slice(0, HALF)),
  [...routeStops(PROTECTED_ROUTES.slice(HALF)), ...otherLayoutScreens(true, routeStops(PROTECTED_ROUTES))],
] as const;
const SIGNED_OUT = routeStops(PUBLIC_ROUTES);

test.describe('the demo company: every screen reads as words and passes axe in both themes at 320 px', () => {
  test.beforeEach(async ({ page }) => {
    // Every page load starts in the light theme; the dark one is switched to in place.
    await startWithTheme(page, 'builder-light');
    followApiCalls(page);
    await page.setViewportSize({ width: 320, height: 800 });
  });

  test('signed out: the public routes, each at its own path in its layout with its title', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await walk(page, [...SIGNED_OUT, ...otherLayoutScreens(false, SIGNED_OUT)], {
      signedIn: false,
      routed: true,
      looks: true,
    });
  });

  SIGNED_IN_PARTS.forEach((stops, part) => {
    test(`signed in: the protected routes, part ${part + 1} of ${SIGNED_IN_PARTS.length}`, async ({
      page,
    }) => {
      test.setTimeout(360_000);
      await startSignedIn(page, { instance: 'Harbour Traders' });
      await walk(page, stops, { signedIn: true, looks: true });
    });
  });
});

/**
 * A stranger signs up, names a new company and saves its Cin7 Omni connection (the run's stand-in), as a newcomer
 * does; nothing is imported yet. The page stays signed in as that founder, the new company chosen.
 */
async function signUpNewCompany(page: Page): Promise<void> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await page.getByLabel('Name').fill('Wren Newcomer');
  await page.getByLabel('Email').fill(`wren-${stamp}@example.test`);
  await page.getByLabel('Password').fill('wren-e2e-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const name = page.getByRole('textbox', { name: /Company name/ });
  await expect(name).toBeVisible({ timeout: 30_000 });
  await name.fill(`Words Newco ${stamp}`);
  await expect(page.getByText(/^Available:/)).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }).check();
  await page.getByRole('button', { name: 'Create the instance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your company is set up' })).toBeVisible();
  await page.getByRole('textbox', { name: /Connection name/ }).fill('Newco Omni');
  await page.getByRole('textbox', { name: /API username/ }).fill(NEW_COMPANY_CIN7_USERNAME);
  await page.getByLabel(/API connection key/).fill(DEMO_CIN7_API_KEY);
  await page.getByRole('button', { name: 'Save the connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * A brand-new company, signed up once: one test scans every signed-in screen, so the pass costs one sign-up and one
 * load of each screen, and runs on one worker while the other takes the demo company's two halves.
 */
test('a brand-new company: every signed-in screen reads as words and passes axe in both themes at 320 px', async ({
  page,
}) => {
  // The demo company's two halves take up to 360 s each; this is both halves and a sign-up, on one worker.
  test.setTimeout(900_000);
  await startWithTheme(page, 'builder-light');
  followApiCalls(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await signUpNewCompany(page);
  await walk(page, routeStops(PROTECTED_ROUTES), { signedIn: true });
});

test('the check finds each kind of machine word, and lets plain words, years, ids and codes through', () => {
  expect(
    readableTextDefects(
      [
        '0 changed since 2025-01-02T09:19:00.000Z',
        'Month 2025-01-01',
        'Tables: cin7_stock',
        'Scopes: productOptions, salesOrders',
        '59784 records landed',
        'Time zone: Africa/Abidjan',
      ].join('\n'),
    ).map((defect) => defect.split(':')[0]),
  ).toEqual([
    'ISO time',
    'ISO date',
    'snake_case key',
    'camelCase key',
    'number without separators',
    'time zone key',
  ]);
  expect(
    readableTextDefects(
      [
        '59,784 records landed in 2025',
        'Order HT-SO-000042 for Order ID 10423',
        'Total 8,955,422.46 · 12.5%',
        'Write to support@example.com or see https://example.com/some_path',
        'Last month: 1–31 Oct 2026',
        'API key ••••0001',
        'Time zone: Abidjan (GMT), Port of Spain (GMT-04:00)',
        'E2E last N days 1795724863685',
      ].join('\n'),
    ),
  ).toEqual([]);
});
