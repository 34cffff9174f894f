import type { Page } from '@playwright/test';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import {
  demoInstances,
  expect,
  startSignedIn,
  startWithTheme,
  switchThemeInPlace,
  test,
  type DemoInstance,
} from './fixtures';
import { ADDIN_ORIGIN } from './stack';

/**
 * Who may do what, as a member meets it: the demo user is a member of the second demo instance. Signed in and
 * choosing that instance on /instanceSelect, the connections screen offers no Terminate, Reconnect or "Add a
 * connection", and billing and the add-connection screen, opened by URL, say in a sentence who may use them — no
 * error box, no retry. Axe and screenshots at 320 px in both themes, each screen switched in place
 * (tests/e2e/artifacts/screens/roles-*.png).
 */

/** The demo user's second instance, the one they are a member of. */
async function memberInstance(): Promise<DemoInstance> {
  const instances = await demoInstances();
  const second = instances[1];
  if (!second || second.role !== 'member') {
    throw new Error(
      `The demo user's second instance should be one they are a member of: ${JSON.stringify(instances)}`,
    );
  }
  return second;
}

/** Signs in with no instance remembered and chooses the member instance when the app asks, on the way to `path`. */
async function signInAndChoose(page: Page, instance: DemoInstance, path: string): Promise<void> {
  await startSignedIn(page);
  await page.goto(path);
  await expect(page).toHaveURL(`${ADDIN_ORIGIN}/instanceSelect?redirect=${encodeURIComponent(path)}`, {
    timeout: 30_000,
  });
  await page
    .getByRole('list', { name: 'Your instances' })
    .getByRole('button', { name: new RegExp(instance.name) })
    .click();
  await expect(page).toHaveURL(`${ADDIN_ORIGIN}${path}`);
}

/** Opens a screen in the instance already chosen in this tab, and waits for it to settle. */
async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  // Each page load signs in again from the tab's token: give a busy machine's start-up room.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Choose the instance to work in first.')).toHaveCount(0);
  await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
}

const sentence = (instance: DemoInstance, doing: string) =>
  `Only owners and admins of ${instance.name} can ${doing}.`;

test.describe('a member is offered only what members may do', () => {
  test('connections read-only; billing and adding a connection by URL say who may', async ({ page }) => {
    test.setTimeout(90_000);
    const instance = await memberInstance();
    await signInAndChoose(page, instance, '/settings/connection');

    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    const cards = page.getByRole('group');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(sentence(instance, 'change connections'))).toBeVisible();
    for (const name of ['Terminate', 'Reconnect', 'Add a connection', 'Change plan', 'Enter API keys']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(
      page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing' }),
    ).toHaveCount(0);

    for (const [path, heading, doing] of [
      ['/settings/billing', 'Billing', 'see and change billing'],
      ['/settings/connection/add', 'Add a connection', 'add connections'],
    ] as const) {
      await open(page, path, heading);
      await expect(page.getByText(sentence(instance, doing))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(page.locator('.fui-MessageBar')).toHaveCount(0);
    }
  });

  test("the member's connection, add and billing screens at 320 px in both themes", async ({ page }) => {
    test.setTimeout(90_000);
    const instance = await memberInstance();
    // Every page load starts in the light theme; each screen is switched to the dark one in place, as a person does.
    await startWithTheme(page, 'builder-light');
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAndChoose(page, instance, '/settings/connection');
    for (const [name, path, heading] of [
      ['connections', '/settings/connection', 'Connections'],
      ['add', '/settings/connection/add', 'Add a connection'],
      ['billing', '/settings/billing', 'Billing'],
    ] as const) {
      await open(page, path, heading);
      for (const theme of ['builder-light', 'builder-dark'] as const) {
        if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
        await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
        await expect(
          page.getByText(new RegExp(`^Only owners and admins of ${instance.name}`)).first(),
        ).toBeVisible();
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
        expect(fits, `${path} fits a 320 px task pane (${theme})`).toBe(true);
        await expectNoAxeViolations(page, `${path} as a member (${theme})`, axeRulesIn(theme));
        await page.screenshot({
          path: `tests/e2e/artifacts/screens/roles-${name}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
});
