import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { expect, startSignedIn, startWithTheme, test } from './fixtures';
import { examplePath, PROTECTED_ROUTES, PUBLIC_ROUTES } from './examplePaths';
import { readableTextDefects } from './readableText';
import type { RouteDefinition } from '../../src/routes/routeTable';

const THEMES = ['builder-light', 'builder-dark'] as const;

/** What a person reads on the screen: the header, the navigation and the routed screen, as rendered. */
const visibleText = (page: Page) => page.locator('body').innerText();

async function expectReadable(page: Page, route: RouteDefinition, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // A screen still fetching shows a spinner; its words are what the user reads once it has answered.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const headingText = (await heading.innerText()).trim();
  // Soft: one run lists every screen's defects, not only the first screen's.
  if (route.label.includes(' ')) expect.soft(headingText, `${path}: heading`).not.toBe(route.label);
  expect.soft(readableTextDefects(await visibleText(page)), `${path}: words a person reads`).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`every screen reads as words (${theme}, 320 px)`, () => {
    test('signed out: the public routes', async ({ page }) => {
      test.setTimeout(240_000);
      await startWithTheme(page, theme);
      await page.setViewportSize({ width: 320, height: 800 });
      for (const route of PUBLIC_ROUTES.filter((candidate) => candidate.path !== '/logout')) {
        const path = examplePath(route);
        await page.goto(path);
        await expectReadable(page, route, path);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
    });

    test('signed in: every protected route', async ({ page }) => {
      test.setTimeout(480_000);
      await startWithTheme(page, theme);
      await startSignedIn(page, { instance: 'Harbour Traders' });
      await page.setViewportSize({ width: 320, height: 800 });
      for (const route of PROTECTED_ROUTES) {
        const path = examplePath(route);
        await page.goto(path);
        await expectReadable(page, route, path);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
    });
  });
}

test('the check finds each kind of machine word, and lets plain words, years, ids and codes through', () => {
  expect(
    readableTextDefects(
      [
        '0 changed since 2025-01-02T09:19:00.000Z',
        'Month 2025-01-01',
        'Tables: cin7_stock',
        'Scopes: productOptions, salesOrders',
        '59784 records landed',
      ].join('\n'),
    ).map((defect) => defect.split(':')[0]),
  ).toEqual(['ISO time', 'ISO date', 'snake_case key', 'camelCase key', 'number without separators']);
  expect(
    readableTextDefects(
      [
        '59,784 records landed in 2025',
        'Order HT-SO-000042 for Order ID 10423',
        'Total 8,955,422.46 · 12.5%',
        'Write to support@example.com or see https://example.com/some_path',
        'Last month: 1–31 Oct 2026',
        'API key ••••0001',
        'E2E last N days 1795724863685',
      ].join('\n'),
    ),
  ).toEqual([]);
});
