import { expect, headerMenuButton, startSignedIn, test } from './fixtures';
import { surfaceColour } from './layoutLook';

// Each layout's example screen in both themes (legible, accessible, its screenshot): words.spec.ts, as its walk loads it.

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
