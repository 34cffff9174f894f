import { expect, startSignedIn, test } from './fixtures';
import { IDP_URL } from './stack';
import { examplePath, PROTECTED_ROUTES } from './examplePaths';

// Every public route opening signed out at its own path, in its layout, with its heading and title: words.spec.ts,
// as its walk loads it. One page walks every protected route (a step each): one browser context and one cold load.
test.describe('protected routes send a signed-out user to sign-in', () => {
  test('every protected route lands on /signin with the exact redirect', async ({ page }) => {
    test.setTimeout(PROTECTED_ROUTES.length * 20_000);
    for (const route of PROTECTED_ROUTES) {
      await test.step(`${route.path} lands on /signin with the exact redirect`, async () => {
        const path = examplePath(route);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
        const url = new URL(page.url());
        expect(`${url.pathname}${url.search}`).toBe(`/signin?redirect=${encodeURIComponent(path)}`);
      });
    }
  });

  test('the redirect keeps the query and the hash', async ({ page }) => {
    await page.goto('/table/42?tab=FILTERS&sort=name#preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(
      '/signin?redirect=%2Ftable%2F42%3Ftab%3DFILTERS%26sort%3Dname%23preview',
    );
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => startSignedIn(page, { instance: 'Harbour Traders' }));

  test('a protected route opens in its layout', async ({ page }) => {
    await page.goto('/settings/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.locator('[data-layout="settings"]')).toBeVisible();
  });

  test('sign-in returns to the redirect target', async ({ page }) => {
    await page.goto(`/signin?redirect=${encodeURIComponent('/table/42?tab=COLUMNS')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Table design' })).toBeVisible();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/table/42?tab=COLUMNS');
  });

  test('sign-in refuses an off-origin redirect and goes Home', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await test.step(`sign-in refuses the off-origin redirect ${target}`, async () => {
        await page.goto(`/signin?redirect=${encodeURIComponent(target)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
        const url = new URL(page.url());
        expect(url.origin).toBe(new URL(baseURL ?? '').origin);
        expect(`${url.pathname}${url.search}`).toBe('/');
      });
    }
  });

  test('a route whose parameters fail validation is not found', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/table/abc', '/dataSetSearch/rows/1/2', '/library/0', '/table/formulaHistory/1/x']) {
      await test.step(`${path} is not found`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
        await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
      });
    }
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 240 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^Settings:/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Wharf');
});

test('/error/test shows the generic error page', async ({ page }) => {
  await page.goto('/error/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
  await expect(page.locator('[data-layout="error"]')).toHaveAttribute('data-status', '500');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('sign-in is reachable and usable by keyboard, and takes the user to the identity provider', async ({
  page,
}) => {
  await page.goto('/signin');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible();
  for (
    let presses = 0;
    presses < 10 && !(await button.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await expect(page.getByLabel('Email')).toBeVisible();
});
