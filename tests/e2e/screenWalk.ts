/**
 * The walk words.spec.ts takes through a company's screens, one page load each: what a person reads
 * (routeScan.ts), axe in both themes, and for the layouts' example screens their look (layoutLook.ts).
 */
import type { Page } from '@playwright/test';
import type { RouteDefinition } from '../../src/routes/routeTable';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';
import { examplePath } from './examplePaths';
import { expect, switchThemeInPlace, test } from './fixtures';
import { expectLayoutLook, LAYOUT_SCREENS, layoutScreenAt } from './layoutLook';
import { expectReadableWords } from './routeScan';

const THEMES = ['builder-light', 'builder-dark'] as const;

/** A screen the walk loads: a route of the table at its example path, or another screen of a layout. */
export interface Stop {
  path: string;
  route?: RouteDefinition;
}

export const routeStops = (routes: readonly RouteDefinition[]): Stop[] =>
  routes.map((route) => ({ path: examplePath(route), route }));

/** The layouts' example screens in this sign-in state that no route of the table shows (layoutLook.ts). */
export const otherLayoutScreens = (signedIn: boolean, stops: readonly Stop[]): Stop[] =>
  LAYOUT_SCREENS.filter(
    (screen) => screen.signedIn === signedIn && !stops.some((stop) => stop.path === screen.path),
  ).map((screen) => ({ path: screen.path }));

interface WalkOptions {
  signedIn: boolean;
  /** Each route opens at its own path in its layout with its heading and title (signed out, every public route). */
  routed?: boolean;
  /** The layouts' example screens get their look checked (the demo company's walks). */
  looks?: boolean;
}

async function expectRouted(page: Page, route: RouteDefinition, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page).toHaveTitle(`${route.heading} · Wharf`);
}

/**
 * Each screen is loaded once, in the light theme: its words are read (they do not depend on the theme), axe checks
 * it with every rule, then the theme is switched in place as a person does and axe checks it again in the dark theme
 * with the rules that read colours (accessibility.ts: a theme changes nothing else). A layout's example screen has
 * its look checked and its screenshot saved in each theme.
 */
export async function walk(page: Page, stops: readonly Stop[], options: WalkOptions): Promise<void> {
  for (const { path, route } of stops) {
    await test.step(path, async () => {
      await page.goto(path);
      if (route && options.routed) await expectRouted(page, route, path);
      const headingText = await expectReadableWords(page, path);
      if (route?.label.includes(' ')) expect.soft(headingText, `${path}: heading`).not.toBe(route.label);
      const look = options.looks ? layoutScreenAt(path, options.signedIn) : undefined;
      for (const theme of THEMES) {
        if (theme !== 'builder-light') await switchThemeInPlace(page, theme);
        // The look's axe run checks every element, so it holds the other's check too.
        if (look) await expectLayoutLook(page, look, theme, test.info());
        else await expectNoAxeViolations(page, `${path} (${theme})`, axeRulesIn(theme));
      }
    });
  }
}
