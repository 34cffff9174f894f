import type { Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { textContrast } from './contrast';
import { expect, headerMenuButton, startSignedIn, startWithTheme, test } from './fixtures';

/** One route per layout, as a task pane shows it (Excel's pane is 320–500 px wide). */
const LAYOUT_EXAMPLES = [
  { layout: 'default', path: '/', heading: 'Home' },
  { layout: 'settings', path: '/settings/billing', heading: 'Billing' },
  { layout: 'connect', path: '/connect', heading: 'Connect your data' },
  { layout: 'help', path: '/help/gettingStarted', heading: 'Getting started' },
  { layout: 'signup', path: '/signup', heading: 'Sign up', signedOut: true },
  // Someone signed in who already has instances is sent on from /signup: the same layout, another screen.
  { layout: 'signup', screen: 'signup-existing', path: '/signup', heading: 'You already have an account' },
  { layout: 'sign-in', path: '/signin', heading: 'Sign in', signedOut: true },
  { layout: 'login', path: '/logout', heading: 'Signed out', signedOut: true },
  { layout: 'search', path: '/dataSetSearch/members/1/2', heading: 'Search values' },
  { layout: 'error', path: '/no/such/page', heading: 'Page Not Found' },
] as const;

const THEMES = [
  { name: 'builder-light', background: 'rgb(255, 255, 255)' },
  { name: 'builder-dark', background: 'rgb(15, 28, 48)' },
] as const;

const surfaceColour = (page: Page) =>
  page.locator('main').evaluate((element) => getComputedStyle(element).backgroundColor);

type LayoutExample = (typeof LAYOUT_EXAMPLES)[number];

/** The example's screen: legible and accessible in the theme at 320 px, with its screenshot. */
async function checkLayout(
  page: Page,
  example: LayoutExample,
  theme: (typeof THEMES)[number],
  testInfo: TestInfo,
): Promise<void> {
  const screen = 'screen' in example ? example.screen : example.layout;
  await page.goto(example.path);
  // Prerendered screens (sign-in, help) paint before the app takes over in the user's theme, and their markup
  // already carries the light theme: measure once the app has marked the document (the prerendered page does
  // not), and poll, since the prerendered <main> may be replaced between finding it and reading its colour.
  await expect(page.locator(`html[data-theme="${theme.name}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: example.heading })).toBeVisible();
  await expect(page.locator(`[data-layout="${example.layout}"]`)).toBeVisible();
  await expect.poll(() => surfaceColour(page)).toBe(theme.background);

  // axe leaves text over Fluent's layered backgrounds as "needs review": the theme switch (sign-in card, search
  // bar) or the header's menu button sits on the navy bar.
  const switchLabel = page.locator('label', { hasText: 'Dark theme' });
  const themeControl = (await switchLabel.count()) > 0 ? switchLabel : headerMenuButton(page);
  expect(await themeControl.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
  expect(await page.getByRole('heading', { level: 1 }).evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);

  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
  expect(noHorizontalScroll, 'the screen fits a 320 px task pane').toBe(true);

  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const file = `tests/e2e/artifacts/screens/${screen}-${theme.name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${screen}-${theme.name}`, { path: file, contentType: 'image/png' });
}

// One page per theme and sign-in state walks its layouts (a step each): one browser context and one cold load each.
for (const theme of THEMES) {
  for (const signedIn of [false, true]) {
    const examples = LAYOUT_EXAMPLES.filter((example) => 'signedOut' in example !== signedIn);
    test(`${theme.name}: the layouts ${signedIn ? 'signed in' : 'signed out'} are legible and accessible at 320 px`, async ({
      page,
    }, testInfo) => {
      // A page load, axe and a screenshot per layout, each as long as a test of its own may take on a busy machine.
      test.setTimeout(examples.length * 45_000);
      if (signedIn) await startSignedIn(page, { instance: 'Harbour Traders' });
      await startWithTheme(page, theme.name);
      await page.setViewportSize({ width: 320, height: 640 });
      for (const example of examples) {
        const screen = 'screen' in example ? example.screen : example.layout;
        await test.step(`the ${screen} layout`, () => checkLayout(page, example, theme, testInfo));
      }
    });
  }
}

test('the theme switch changes the colours and the choice survives a reload', async ({ page }) => {
  await page.goto('/signin');
  // The prerendered switch does nothing until the app has taken over (and marked the document with its theme).
  await expect(page.locator('html[data-theme="builder-light"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(() => surfaceColour(page)).toBe('rgb(255, 255, 255)');

  const darkTheme = page.getByRole('switch', { name: 'Dark theme' });
  await expect(darkTheme).not.toBeChecked();
  await darkTheme.focus();
  await page.keyboard.press('Space');
  await expect(darkTheme).toBeChecked();
  await expect.poll(() => surfaceColour(page)).toBe('rgb(15, 28, 48)');
  // Fluent animates colour changes: wait for the button to settle on the bright green primary.
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: 'Sign in' })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    .toBe('rgb(109, 193, 145)');

  await page.reload();
  await expect(page.locator('html[data-theme="builder-dark"]')).toHaveCount(1);
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  await expect.poll(() => surfaceColour(page)).toBe('rgb(15, 28, 48)');
});

test('the settings screen offers both themes', async ({ page }) => {
  await startSignedIn(page, { instance: 'Harbour Traders' });
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect.poll(() => surfaceColour(page)).toBe('rgb(15, 28, 48)');
  await page.getByRole('radio', { name: 'Light', exact: true }).check();
  await expect.poll(() => surfaceColour(page)).toBe('rgb(255, 255, 255)');
});

test('at 320 px the header is one bar and the section links, so the first screen shows content', async ({
  page,
}) => {
  await startSignedIn(page, { instance: 'Harbour Traders' });
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height, 'the header of a 320 px task pane').toBeLessThanOrEqual(110);

  // The theme lives in the header's menu, reachable by keyboard.
  await headerMenuButton(page).focus();
  await page.keyboard.press('Enter');
  const dark = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
  await expect(dark).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html[data-theme="builder-dark"]')).toHaveCount(1);
  await expect.poll(() => surfaceColour(page)).toBe('rgb(15, 28, 48)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden();
  await page.screenshot({ path: 'tests/e2e/artifacts/screens/header-320-dark.png' });
});
