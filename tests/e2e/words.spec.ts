import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { companyOfItsOwn, startSignedInAs } from './companyOfItsOwn';
import { expect, startSignedIn, startWithTheme, test } from './fixtures';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './examplePaths';
import { readableTextDefects } from './readableText';
import { followApiCalls } from './routeScan';
import { otherLayoutScreens, routeStops, walk } from './screenWalk';

/** The signed-in routes in two halves, so the two workers share them; the other layouts' screens with the second. */
const HALF = Math.ceil(PROTECTED_ROUTES.length / 2);
const SIGNED_IN_PARTS = [
  routeStops(PROTECTED_ROUTES.slice(0, HALF)),
  [...routeStops(PROTECTED_ROUTES.slice(HALF)), ...otherLayoutScreens(true, routeStops(PROTECTED_ROUTES))],
] as const;
const SIGNED_OUT = routeStops(PUBLIC_ROUTES);
const NEW_COMPANY_PARTS = [
  routeStops(PROTECTED_ROUTES.slice(0, HALF)),
  routeStops(PROTECTED_ROUTES.slice(HALF)),
] as const;

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
 * A brand-new company: a person signed up, their company made and its Cin7 Omni connection (the run's stand-in)
 * saved with its keys, nothing imported yet (companyOfItsOwn.ts makes them through the sign-up screens' API calls;
 * the screens' own walk is the stranger's first hour's, signup.spec.ts). Its signed-in screens in the same two halves
 * as the demo company's, each over a company of its own, so the two workers share them.
 */
test.describe('a brand-new company: every signed-in screen reads as words and passes axe in both themes at 320 px', () => {
  test.beforeEach(async ({ page }) => {
    await startWithTheme(page, 'builder-light');
    followApiCalls(page);
    await page.setViewportSize({ width: 320, height: 800 });
  });

  NEW_COMPANY_PARTS.forEach((stops, part) => {
    test(`the protected routes, part ${part + 1} of ${NEW_COMPANY_PARTS.length}`, async ({ page }) => {
      test.setTimeout(360_000);
      await startSignedInAs(page, await companyOfItsOwn('Words Newco', NEW_COMPANY_CIN7_USERNAME));
      await walk(page, stops, { signedIn: true });
    });
  });
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
