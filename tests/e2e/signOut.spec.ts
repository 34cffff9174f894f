import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../server/demoAccount.ts';
import { expect, headerMenuButton, signOutFromHeader, startSignedIn, test } from './fixtures';
import { ADDIN_ORIGIN, IDP_URL } from './stack';

/** MSAL's credential entries (id, access and refresh tokens) and its account list, in either storage. */
function msalCredentials(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // MSAL 5 names a credential msal.<schema>|<account>|<environment>|<kind>|<client>|…
    const credential = /^msal\.[^|]*\|.*\|(idtoken|accesstoken|refreshtoken)\|/i;
    const found: string[] = [];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) {
        const value = storage.getItem(key) ?? '';
        const accountList = /^msal\.(\d+\.)?account\.keys$/.test(key) && value !== '[]';
        const tokenList = /^msal\.(\d+\.)?token\.keys/.test(key) && /"[^"]+"/.test(value);
        if (credential.test(key) || accountList || tokenList) found.push(key);
      }
    }
    return found;
  });
}

/** An interactive sign-in through the provider's form, as a person makes it. */
async function signInAtProvider(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** With several instances and none chosen, the add-in asks which on /instanceSelect, then goes on to `path`. */
async function chooseInstance(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(`${ADDIN_ORIGIN}/instanceSelect?redirect=${encodeURIComponent(path)}`);
  await page
    .getByRole('list', { name: 'Your instances' })
    .getByRole('button', { name: /Harbour Traders/ })
    .click();
}

/** Sign-out clears the auth state — nothing left in the browser signs the person in again. */
test.describe('sign-out', () => {
  test('sign-out lands on /logout and guards protected routes again', async ({ page }) => {
    await startSignedIn(page, { instance: 'Northwind Wholesale' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Instance: Northwind Wholesale' })).toBeVisible();
    await signOutFromHeader(page);
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/logout`);
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await page.goto('/table');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Ftable$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('after an MSAL sign-in, sign-out leaves no token: /table asks for sign-in in this tab and a new one', async ({
    page,
    context,
  }) => {
    await page.goto('/table');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInAtProvider(page);
    // The demo account has two instances and this tab has chosen none: asked which, on the way back to /table.
    await chooseInstance(page, '/table');
    await expect(page).toHaveURL(`${ADDIN_ORIGIN}/table`);
    await expect(headerMenuButton(page)).toHaveAccessibleName('Theme and sign-out');
    expect(await msalCredentials(page)).not.toEqual([]);

    // A reload signs in from the tab's token alone, without loading MSAL: sign-out must still reach its cache.
    await page.reload();
    await signOutFromHeader(page);
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expect.poll(() => msalCredentials(page)).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('wharf.auth'))).not.toContain('eyJ');

    await page.goto('/table');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Ftable$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const fresh = await context.newPage();
    await fresh.goto('/table');
    await expect(fresh).toHaveURL(/\/signin\?redirect=%2Ftable$/);
    await expect(fresh.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await msalCredentials(fresh)).toEqual([]);

    // Signing in again goes through the provider's form: the person is asked for their password.
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect(fresh).toHaveURL(new RegExp(`^${IDP_URL}/`));
    await expect(fresh.getByLabel('Password')).toBeVisible();
  });
});

/** The add-in renews an expired id token with MSAL's refresh token, at the run's real provider. */
test('an expired id token is renewed silently with the refresh token', async ({ page }) => {
  await page.goto('/table');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInAtProvider(page);
  await chooseInstance(page, '/table');
  await expect(headerMenuButton(page)).toHaveAccessibleName('Theme and sign-out');

  const renewals: Promise<number>[] = [];
  page.on('request', (request) => {
    if (
      request.url().startsWith(`${IDP_URL}/token`) &&
      request.postData()?.includes('grant_type=refresh_token')
    )
      renewals.push(request.response().then((response) => response?.status() ?? 0));
  });
  // The tab's token as it is once its 30 minutes are up (invalid, so renewed before use).
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'wharf.auth',
      JSON.stringify({ state: { idToken: 'expired' }, version: 0 }),
    ),
  );
  await page.reload();
  await expect(headerMenuButton(page)).toHaveAccessibleName('Theme and sign-out');
  await expect.poll(() => renewals.length).toBe(1);
  expect(await Promise.all(renewals)).toEqual([200]);
  expect(await page.evaluate(() => window.sessionStorage.getItem('wharf.auth'))).toMatch(/"idToken":"eyJ/);
});
