import type { Page } from '@playwright/test';
import { DEMO_CIN7_API_KEY, DEMO_CIN7_USERNAME } from '../../server/etl/demoConnection.ts';
import { expectNoAxeViolations } from './accessibility';
import { demoInstances, expect, startSignedIn, startWithTheme, test } from './fixtures';
import { ADDIN_ORIGIN, API_URL, IDP_URL } from './stack';

/**
 * Sign-up against the real stack, beyond the brand-new company's own journey (newCompanyModel.spec.ts: the account,
 * the company, keys entered later, the first import and Home's checklist): an invited teammate signs up and joins an
 * instance as a member; a company signs up with a trial and a wrong key, then the right one, on the sign-up's own
 * connection form. Then the sign-up screens and Home at 320 px in both themes (tests/e2e/artifacts/signup/).
 */
const PASSWORD = 'signup-e2e-pass';

/** A fresh address each run: the provider keeps its accounts between runs that reuse the stack. */
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** The provider's own sign-up form, then back in the add-in. */
async function createAccountAtProvider(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

const checklistStep = (page: Page, step: string) =>
  page.getByTestId('onboarding-checklist').locator(`[data-step="${step}"]`);

test.describe('sign-up, invites and Home', () => {
  test('an invited teammate signs up from the invite link and joins as a member', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const harbour = (await demoInstances()).find((instance) => instance.name === 'Harbour Traders');
    if (!harbour) throw new Error('The demo world has no Harbour Traders.');
    // The owner makes the link in Settings' members panel, then signs out of this tab.
    await startSignedIn(page, { instance: 'Harbour Traders' });
    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Members' })).toContainText('Demo User');
    await page.getByRole('textbox', { name: /Teammate's email or name/ }).fill('Tess Teammate');
    await page.getByRole('button', { name: 'Invite a teammate' }).click();
    await expect(page.getByRole('list', { name: 'Open invites' })).toContainText(
      'Invite for Tess Teammate, a new member',
    );
    const made = new URL(
      await page.getByRole('textbox', { name: /Invite link for a new member/ }).inputValue(),
    );
    const link = `${made.pathname}${made.search}`;
    const inviteReference = made.searchParams.get('invite')?.split('.')[1] ?? '';
    await page.goto('/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();

    await page.goto(link);
    // Signed out, the page already names the company and who invited (the look-up needs no account).
    await expect(
      page.getByText(
        'Demo User has invited you to join Harbour Traders on Wharf. Create your account, or sign in if you have one, to join it.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await createAccountAtProvider(page, 'Tess Teammate', uniqueEmail('teammate'));

    await expect(page.getByRole('button', { name: 'Join the instance' })).toBeDisabled({ timeout: 30_000 });
    await expect(page.getByText('Demo User has invited you to join Harbour Traders on Wharf.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }).check();
    await page.getByRole('button', { name: 'Join the instance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    await expect(page.getByText('You are all set up in Harbour Traders. What happens next:')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Instance: Harbour Traders' })).toBeVisible();
    // The company's connections at once, without leaving Home and coming back.
    await expect(page.getByRole('list', { name: 'Connections' })).toContainText('Harbour Traders Omni');

    // Used once: the invite cannot be used again.
    const again = await request.post(`${API_URL}/api/signup/invite`, {
      headers: { origin: ADDIN_ORIGIN },
      data: { instanceId: harbour.id, inviteReference },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ message: 'This invite has already been used.' });
  });

  test('with a trial: it starts at sign-up on the plan chosen, a wrong key says what to check, the right one is confirmed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const company = `E2E Trial ${Date.now()}`;
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await createAccountAtProvider(page, 'Tia Trial', uniqueEmail('trial'));
    const name = page.getByRole('textbox', { name: /Company name/ });
    await expect(name).toBeVisible({ timeout: 30_000 });
    await name.fill('A');
    await expect(page.getByText('A company name needs at least 2 characters.')).toBeVisible();
    await name.fill(company);
    await expect(page.getByText(/^Available\./)).toBeVisible();
    const second = page.getByRole('radio').nth(1);
    await second.check();
    await page.getByRole('checkbox', { name: /I accept the Wharf terms of service/ }).check();
    await page.getByRole('checkbox', { name: /Start with a free 14-day trial/ }).check();
    await page.getByRole('button', { name: 'Create the instance' }).click();

    // The trial started with the instance: no second screen asks for it.
    await expect(page.getByRole('heading', { level: 1, name: 'Your company is set up' })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await page.getByRole('textbox', { name: /Connection name/ }).fill('Trial Omni');
    await page.getByRole('textbox', { name: /API username/ }).fill(DEMO_CIN7_USERNAME);
    const key = page.getByLabel(/API connection key/);
    await key.fill('not-the-key');
    await page.getByRole('button', { name: 'Save the connection' }).click();
    await expect(page.getByText(/Check both in Cin7 Omni under Settings → Integrations & API/)).toHaveCount(
      1,
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByText(/Authorization has been denied for this request\./)).toHaveCount(1);
    await expect(key).toHaveValue('not-the-key');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await page.screenshot({ path: 'tests/e2e/artifacts/signup/wrong-key-320.png', fullPage: true });
    await key.fill(DEMO_CIN7_API_KEY);
    await page.getByRole('button', { name: 'Save the connection' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(`Connected to Cin7 Omni as ${DEMO_CIN7_USERNAME}.`)).toBeVisible();
    await expect(page.getByText(`You are all set up in ${company}. What happens next:`)).toBeVisible();
    await expect(page.getByText(/if you have not yet/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page.getByText('Getting set up: 1 of 3 done')).toBeVisible();
    await expect(checklistStep(page, 'connect')).toHaveAttribute('data-done', 'true');
    // The billing page tells the trial and its end.
    await page.goto('/settings/billing');
    await expect(page.getByTestId('trial-note')).toContainText(
      /Your free trial of .* runs until .* \(14 days left\)/,
    );
    await page.screenshot({ path: 'tests/e2e/artifacts/signup/billing-trial-320.png', fullPage: true });
    // Coming back to the sign-up's steps later: the company is set up, Home is the way on.
    await page.goto('/signup/completed');
    await expect(page.getByText(new RegExp(`${company} is already set up`)).first()).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/artifacts/signup/completed-later-320.png', fullPage: true });
    await page.goto('/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Theme and sign-out' })).toHaveCount(0);
    await page.goto('/signup/instance/success');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/artifacts/signup/success-signed-out-320.png', fullPage: true });
  });

  for (const theme of ['builder-light', 'builder-dark'] as const) {
    test(`the sign-up screens and Home at 320 px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await startSignedIn(page, { instance: 'Harbour Traders' });
      await startWithTheme(page, theme);
      await page.setViewportSize({ width: 320, height: 700 });
      const screens = [
        ['signup', '/signup?another=1', 'Sign up'],
        ['existing', '/signup/existing', 'You already have an account'],
        ['instance-success', '/signup/instance/success', 'Your company is set up'],
        ['completed', '/signup/completed', 'Your account is ready'],
        ['home', '/', 'Home'],
      ] as const;
      for (const [name, path, heading] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
        expect(fits, `${path} fits a 320 px task pane`).toBe(true);
        await expectNoAxeViolations(page, `${path} (${theme})`);
        await page.screenshot({ path: `tests/e2e/artifacts/signup/${name}-${theme}.png`, fullPage: true });
      }
    });
  }
});
