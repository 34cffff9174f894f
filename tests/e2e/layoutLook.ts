/**
 * One screen per layout, as a task pane shows it (Excel's pane is 320–500 px wide): in each theme its main area is
 * painted in the theme, its theme control and heading are legible, it fits 320 px, axe finds nothing, and its
 * screenshot is saved in tests/e2e/artifacts/screens/. words.spec.ts checks each of these screens as its walk loads it.
 */
import type { Page, TestInfo } from '@playwright/test';
import { axeOn, axeRulesIn } from './accessibility';
import { textContrast } from './contrast';
import { expect, headerMenuButton } from './fixtures';

export interface LayoutScreen {
  layout: string;
  /** The screenshot's name, where one layout shows two screens. */
  screen?: string;
  path: string;
  heading: string;
  signedIn: boolean;
}

export const LAYOUT_SCREENS: readonly LayoutScreen[] = [
  { layout: 'default', path: '/', heading: 'Home', signedIn: true },
  { layout: 'settings', path: '/settings/billing', heading: 'Billing', signedIn: true },
  { layout: 'connect', path: '/connect', heading: 'Connect your data', signedIn: true },
  { layout: 'help', path: '/help/gettingStarted', heading: 'Getting started', signedIn: false },
  { layout: 'signup', path: '/signup', heading: 'Sign up', signedIn: false },
  // Someone signed in who already has instances is sent on from /signup: the same layout, another screen.
  {
    layout: 'signup',
    screen: 'signup-existing',
    path: '/signup',
    heading: 'You already have an account',
    signedIn: true,
  },
  { layout: 'sign-in', path: '/signin', heading: 'Sign in', signedIn: false },
  { layout: 'login', path: '/logout', heading: 'Signed out', signedIn: false },
  { layout: 'search', path: '/dataSetSearch/members/42/42', heading: 'Search values', signedIn: true },
  { layout: 'error', path: '/no/such/page', heading: 'Page Not Found', signedIn: true },
];

/** The layout's example screen at this path, in this sign-in state, if it is one. */
export const layoutScreenAt = (path: string, signedIn: boolean): LayoutScreen | undefined =>
  LAYOUT_SCREENS.find((screen) => screen.path === path && screen.signedIn === signedIn);

export const THEME_BACKGROUNDS = {
  'builder-light': 'rgb(255, 255, 255)',
  'builder-dark': 'rgb(15, 28, 48)',
} as const;
export type ThemeName = keyof typeof THEME_BACKGROUNDS;

export const surfaceColour = (page: Page) =>
  page.locator('main').evaluate((element) => getComputedStyle(element).backgroundColor);

/** The example screen as it is now, in `theme`: legible and accessible at 320 px, with its screenshot. */
export async function expectLayoutLook(
  page: Page,
  example: LayoutScreen,
  theme: ThemeName,
  testInfo: TestInfo,
): Promise<void> {
  const screen = example.screen ?? example.layout;
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: example.heading })).toBeVisible();
  await expect(page.locator(`[data-layout="${example.layout}"]`)).toBeVisible();
  await expect.poll(() => surfaceColour(page)).toBe(THEME_BACKGROUNDS[theme]);

  // axe leaves text over Fluent's layered backgrounds as "needs review": the theme switch (sign-in card, search
  // bar) or the header's menu button sits on the navy bar.
  const switchLabel = page.locator('label', { hasText: 'Dark theme' });
  const themeControl = (await switchLabel.count()) > 0 ? switchLabel : headerMenuButton(page);
  expect(await themeControl.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
  expect(await page.getByRole('heading', { level: 1 }).evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);

  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
  expect(noHorizontalScroll, 'the screen fits a 320 px task pane').toBe(true);

  // On every element, Fluent's focus guards included: stricter than the walk's other screens. Every rule in the light
  // theme, the colour rules in the dark one (accessibility.ts).
  const audit = await axeOn(page, axeRulesIn(theme)).analyze();
  expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const file = `tests/e2e/artifacts/screens/${screen}-${theme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${screen}-${theme}`, { path: file, contentType: 'image/png' });
}
