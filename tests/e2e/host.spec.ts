import type { Page } from '@playwright/test';
import { expect, OFFICE_JS, test } from './fixtures';
import { fakeOfficeScript } from '../fixtures/fakeOffice';

const DIAGNOSTICS_WARNING = 'warning: Diagnostics not available – skipping.';

async function factValue(page: Page, term: string): Promise<string> {
  return (
    (await page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent()) ??
    ''
  );
}

test.describe('when office.js cannot load (an offline machine)', () => {
  test('the app runs in browser mode and logs the diagnostics warning', async ({ page, consoleMessages }) => {
    await page.goto('/runttime-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Runtime check' })).toBeVisible();
    await expect.poll(() => factValue(page, 'Host detection')).toBe('finished');
    expect(await factValue(page, 'Host mode')).toBe('browser');
    expect(await factValue(page, 'Excel version')).toBe('not available');
    expect(consoleMessages.filter((message) => message === DIAGNOSTICS_WARNING)).toHaveLength(1);
  });
});

test.describe('inside Excel', () => {
  test.use({
    officeHost: {
      host: 'Excel',
      platform: 'OfficeOnline',
      diagnostics: { version: '16.0.18025.20000', host: 'Excel', platform: 'OfficeOnline' },
    },
  });

  test('the host mode is excel and the Excel diagnostics are filled', async ({ page, consoleMessages }) => {
    await page.goto('/runttime-test');
    await expect.poll(() => factValue(page, 'Host detection')).toBe('finished');
    expect(await factValue(page, 'Host mode')).toBe('excel');
    expect(await factValue(page, 'Excel version')).toBe('16.0.18025.20000');
    expect(await factValue(page, 'Excel host')).toBe('Excel');
    expect(await factValue(page, 'Excel platform')).toBe('OfficeOnline');
    expect(consoleMessages).not.toContain(DIAGNOSTICS_WARNING);
  });

  test('client-side navigation still works after office.js took history away', async ({ page }) => {
    await page.goto('/runttime-test');
    await expect.poll(() => factValue(page, 'Host mode')).toBe('excel');
    await page.goto('/version');
    await expect.poll(() => factValue(page, 'Host mode')).toBe('excel');
    await page.getByRole('link', { name: 'Wharf home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/signin');
  });
});

test.describe('office.js in a plain browser tab', () => {
  test.use({ officeHost: { host: null } });

  test('reports no host, so the app is in browser mode', async ({ page, consoleMessages }) => {
    await page.goto('/runttime-test');
    await expect.poll(() => factValue(page, 'Host detection')).toBe('finished');
    expect(await factValue(page, 'Host mode')).toBe('browser');
    expect(consoleMessages).toContain(DIAGNOSTICS_WARNING);
  });
});

test('office.js never blocks the first paint', async ({ page }) => {
  let releaseOffice: () => void = () => undefined;
  const officeHeld = new Promise<void>((resolve) => (releaseOffice = resolve));
  let officeRequested = false;
  await page.unroute(OFFICE_JS);
  await page.route(OFFICE_JS, async (route) => {
    officeRequested = true;
    await officeHeld;
    await route.fulfill({
      contentType: 'application/javascript',
      body: fakeOfficeScript({
        host: 'Excel',
        diagnostics: { version: '16.0', host: 'Excel', platform: 'PC' },
      }),
    });
  });
  await page.goto('/version');
  await expect(page.getByRole('heading', { level: 1, name: 'Version' })).toBeVisible();
  await expect.poll(() => officeRequested).toBe(true);
  expect(await factValue(page, 'Host mode')).toBe('detecting…');
  releaseOffice();
  await expect.poll(() => factValue(page, 'Host mode')).toBe('excel');
});
