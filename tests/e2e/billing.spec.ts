import type { Page } from '@playwright/test';
import { stripeStandInPortFor } from '../../scripts/e2ePorts';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { E2E_PORT } from './stack';

/**
 * Billing through the real stack: the API's Stripe SDK talks to the local Stripe stand-in
 * (scripts/e2eStack.ts), so the invoices an owner sees came from it. An owner changes a connection's plan and sees
 * the next invoice follow; a member is not offered billing and, arriving by URL, is told who may see it. The
 * billing, trial and settings screens pass axe at 320 px in both themes (tests/e2e/artifacts/billing/).
 */
const OWNED = 'Harbour Traders';
const MEMBER_OF = 'Northwind Wholesale';
const STAND_IN = `http://localhost:${stripeStandInPortFor(E2E_PORT)}`;

/**
 * Opens a route in the given instance: where the remembered choice has not taken yet, the app asks for an instance
 * (on /instanceSelect, or in the screen) and the test chooses it, then the route opens.
 */
async function open(page: Page, path: string, heading: string, instance: string) {
  await page.goto(path);
  const target = page.getByRole('heading', { level: 1, name: heading });
  const chooser = page.getByRole('heading', { level: 1, name: 'Choose your company' });
  await expect(target.or(chooser)).toBeVisible();
  if (await chooser.isVisible()) {
    // Choosing opens the route the app was asked for.
    await page.getByRole('button', { name: new RegExp(instance) }).click();
    await expect(target).toBeVisible({ timeout: 15_000 });
  }
  const ask = page.getByText('Choose the instance to work in first.');
  await page.waitForTimeout(300);
  if (await ask.isVisible()) {
    await page.getByRole('link', { name: 'Choose an instance' }).click();
    await page.getByRole('button', { name: new RegExp(instance) }).click();
    await page.goto(path);
    await expect(target).toBeVisible();
  }
}

async function changePlan(page: Page, connection: string, planLabel: string, planName: string) {
  const card = page.getByRole('group', { name: connection });
  await card.getByRole('combobox', { name: `Plan of ${connection}` }).selectOption({ label: planLabel });
  await card.getByRole('button', { name: 'Change plan' }).click();
  await expect(card.getByRole('status')).toHaveText(`Plan changed to ${planName}.`);
}

test.describe('billing', () => {
  test('an owner sees the invoices the stand-in holds and changes a connection’s plan', async ({ page }) => {
    await startSignedIn(page, { instance: OWNED });
    await open(page, '/settings/billing', 'Billing', OWNED);

    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByRole('heading', { name: 'Invoice HARBOUR-0003' })).toBeVisible();
    await expect(invoices.getByRole('listitem')).toHaveCount(3);
    const hosted = invoices.getByRole('link', { name: /View invoice HARBOUR-0003/ });
    await expect(hosted).toHaveAttribute('href', new RegExp(`^${STAND_IN}/i/in_`));
    await expect(invoices.getByText('Paid').first()).toBeVisible();

    const next = page.getByRole('region', { name: 'Next invoice' });
    await expect(next.getByText('Total $79.00')).toBeVisible();

    await changePlan(page, 'Harbour Traders Omni', 'Starter — $29.00 a month', 'Starter');
    await expect(next.getByText('Total $29.00')).toBeVisible();
    // Back as it was, for the other browser tests on this stack.
    await changePlan(page, 'Harbour Traders Omni', 'Growth — $79.00 a month', 'Growth');
    await expect(next.getByText('Total $79.00')).toBeVisible();
  });

  test('a member is not offered billing, and reaching it by URL is told who may see it', async ({ page }) => {
    await startSignedIn(page, { instance: MEMBER_OF });
    await open(page, '/settings', 'Settings', MEMBER_OF);
    await expect(page.getByText('Member', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Trial' }).first()).toBeVisible();

    await open(page, '/settings/billing', 'Billing', MEMBER_OF);
    await expect(
      page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing' }),
    ).toHaveCount(0);
    await expect(
      page.getByText(`Only owners and admins of ${MEMBER_OF} can see and change billing.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('the settings, billing and trial screens at 320 px in both themes', async ({ page }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, { instance: OWNED });
    await page.setViewportSize({ width: 320, height: 700 });
    const screens = [
      ['settings', '/settings', 'Settings'],
      ['billing', '/settings/billing', 'Billing'],
      ['trial', '/settings/trial', 'Your trial'],
      ['signup-trial', '/signup/trial', 'Start your free trial'],
    ] as const;
    // Every page load starts in the light theme; each screen is switched to the dark one in place, as a person does.
    await startWithTheme(page, 'builder-light');
    for (const [name, path, heading] of screens) {
      await open(page, path, heading, OWNED);
      await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
      for (const theme of ['builder-light', 'builder-dark'] as const) {
        if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
        await page.screenshot({ path: `tests/e2e/artifacts/billing/${name}-${theme}.png`, fullPage: true });
        // What sticks out past the pane, named, so a failure says which control is too wide.
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > 320.5)
            .slice(0, 3)
            .map((element) => `${element.tagName} ${element.className.toString().slice(0, 30)}`),
        );
        expect(overflowing, `${path} fits a 320 px task pane (${theme})`).toEqual([]);
        await expectNoAxeViolations(page, `${path} (${theme})`, axeRulesIn(theme));
      }
    }
  });
});
