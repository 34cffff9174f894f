import type { Page } from '@playwright/test';
import { NEW_COMPANY_CIN7_USERNAME } from '../../scripts/e2eAccounts.ts';
import { DEMO_CIN7_API_KEY } from '../../server/etl/demoConnection.ts';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { expect, switchThemeInPlace, test } from './fixtures';
import { IDP_URL } from './stack';

/**
 * A brand-new company that keys its connection later, against the real stack: a person creates an account on the
 * identity provider's own sign-up form, names the company (a taken name is refused), names its Cin7 Omni connection
 * and enters the API keys later on the connection's card (seen at 320 px in both themes), and Home's checklist ticks
 * as the keys land. Before the first import the designer and the AI view say what to do first. The first import and
 * what it answers are the stranger's first hour's (signup.spec.ts). Screens: tests/e2e/artifacts/signup/.
 */
const NO_DATA_YET = /^Your warehouse holds no data yet/;

const checklistStep = (page: Page, step: string) =>
  page.getByTestId('onboarding-checklist').locator(`[data-step="${step}"]`);

/** From /signin to Home: the account at the provider, the company, and its connection named with no keys yet. */
async function signUpKeysLater(page: Page, company: string): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP_URL}/`));
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name').fill('Fern Founder');
  await page.getByLabel('Email').fill(`fern-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`);
  await page.getByLabel('Password').fill('fern-e2e-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on /signup, signed in: the company.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible({ timeout: 30_000 });
  const name = page.getByRole('textbox', { name: /Company name/ });
  await name.fill('Harbour Traders');
  await expect(page.getByText('An instance with this name already exists.')).toBeVisible();
  await name.fill(company);
  await expect(page.getByText('Available: no other company on Wharf has this name.')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(/per connection a month/);
  await page.getByRole('checkbox', { name: /I accept the Wharf terms of service, version/ }).check();
  await page.getByRole('button', { name: 'Create the instance' }).click();

  // The instance exists: its default icon (no logo file for a new schema), then its first connection.
  await expect(page.getByRole('heading', { level: 1, name: 'Your company is set up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.locator('[data-logo="default"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /Where Cin7 Omni shows its API/ })).toBeVisible();
  // Named now, API keys later: the connection is made without them.
  await page.getByRole('textbox', { name: /Connection name/ }).fill('Fernhill Omni');
  await page.getByRole('button', { name: 'Enter the API keys later' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: `Instance: ${company}` })).toBeVisible();
  const connections = page.getByRole('list', { name: 'Connections' });
  await expect(connections).toContainText('Fernhill Omni');
  await expect(connections.locator('[data-status="PENDING_INIT"]')).toHaveCount(1);
  await expect(page.getByText('Getting set up: 0 of 3 done')).toBeVisible();
  await expect(checklistStep(page, 'connect')).toHaveAttribute('data-done', 'false');
}

/** Home's link to the keyless connection's card, which takes the keys (tried against the stand-in first). */
async function enterKeysOnTheCard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Enter the API keys of your connection' }).click();
  const card = page.getByRole('group', { name: 'Fernhill Omni' });
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  // The card and its dialog in the light theme, then switched to the dark one in place, as a person does.
  for (const theme of ['builder-light', 'builder-dark'] as const) {
    await switchThemeInPlace(page, theme);
    await expect(card.getByText('No API keys yet: enter them so this connection can import.')).toBeVisible();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
    expect(fits, `the keyless connection's card fits 320 px (${theme})`).toBe(true);
    await expectNoAxeViolations(page, `/settings/connection, keyless card (${theme})`, axeRulesIn(theme));
    await card.screenshot({ path: `tests/e2e/artifacts/signup/connection-keys-card-${theme}.png` });
    await card.getByRole('button', { name: 'Enter API keys' }).click();
    const dialog = page.getByRole('dialog', { name: 'API keys for Fernhill Omni' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `/settings/connection, API keys dialog (${theme})`, axeRulesIn(theme));
    await page.screenshot({ path: `tests/e2e/artifacts/signup/connection-keys-dialog-${theme}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await switchThemeInPlace(page, 'builder-light');
  if (wide) await page.setViewportSize(wide);
  await card.getByRole('button', { name: 'Enter API keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'API keys for Fernhill Omni' });
  await dialog.getByLabel('API username').fill(NEW_COMPANY_CIN7_USERNAME);
  await dialog.getByLabel('API key').fill(DEMO_CIN7_API_KEY);
  await dialog.getByRole('button', { name: 'Test and save the keys' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(card.getByText(NEW_COMPANY_CIN7_USERNAME)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enter API keys' })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByText('Getting set up: 1 of 3 done')).toBeVisible();
  await expect(checklistStep(page, 'connect')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('active-connection-count')).toHaveText('1 connection');
  await expect(checklistStep(page, 'import')).toHaveAttribute('data-done', 'false');
}

test('a brand-new person signs up, keys the connection later on its card, Home’s checklist ticks, and nothing empty is offered before the first import', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpKeysLater(page, `E2E Fernhill ${Date.now()}`);
  await enterKeysOnTheCard(page);

  // Before the first import nothing empty is offered: the designer and the AI view say what to do first.
  await page.goto('/table/new');
  await expect(page.getByRole('status').filter({ hasText: NO_DATA_YET })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Sales Orders/ })).toHaveCount(0);
  await page.goto('/AI');
  await expect(page.getByRole('status').filter({ hasText: NO_DATA_YET })).toBeVisible();
});
