import type { Page } from '@playwright/test';
import { callApiAsDemo, expect, startSignedIn, startWithTheme, switchThemeInPlace, test } from './fixtures';
import { axeRulesIn, expectNoAxeViolations } from './accessibility';

/**
 * The schedule screens: set an hourly import on /settings/connection (next run, calls used today), see it with
 * its next run on /history (pausing and resuming it on the way), then both screens and a landed Cin7 table's full re-sync button (after a products-only
 * import when no earlier test landed one) and Settings' time zone picker at 320 px in both themes with axe (tests/e2e/artifacts/schedules/). The schedule is switched off again at the end.
 */
const INSTANCE = 'Harbour Traders';
const CONNECTION = 'Harbour Traders Omni';

interface Schedules {
  schedules: Array<{ connectionId: number; connectionName: string }>;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
}

interface Job {
  id: number;
  status: string;
}

/** The landed cin7_products table, after a products-only import of the demo connection when no run made it yet. */
async function landedProducts(): Promise<{ id: number }> {
  const tables = async () =>
    (
      await callApiAsDemo<{ tables: Array<{ id: number; tableName: string }> }>(
        '/api/clientDWSchema',
        INSTANCE,
      )
    ).tables;
  const existing = (await tables()).find((table) => table.tableName === 'cin7_products');
  if (existing) return existing;
  const { schedules } = await callApiAsDemo<Schedules>('/api/etl/schedules', INSTANCE);
  const omni = schedules.find((view) => view.connectionName === CONNECTION);
  const { job } = await callApiAsDemo<{ job: Job }>('/api/etl/start', INSTANCE, {
    connectionId: omni?.connectionId,
    mode: 'full',
    scopes: ['products'],
  });
  await expect
    .poll(
      async () =>
        (await callApiAsDemo<{ jobs: Job[] }>('/api/etlStatus', INSTANCE, { jobId: job.id })).jobs[0]?.status,
      { timeout: 60_000 },
    )
    .toMatch(/success|warning|info/);
  const landed = (await tables()).find((table) => table.tableName === 'cin7_products');
  if (!landed) throw new Error('the products import landed no cin7_products table');
  return landed;
}

async function switchOff(): Promise<void> {
  const { schedules } = await callApiAsDemo<Schedules>('/api/etl/schedules', INSTANCE);
  const omni = schedules.find((view) => view.connectionName === CONNECTION);
  if (omni) {
    await callApiAsDemo('/api/etl/schedule/set', INSTANCE, {
      connectionId: omni.connectionId,
      schedule: null,
    });
  }
}

test.describe.serial('scheduled imports', () => {
  test.afterAll(switchOff);

  test('set an hourly import and see its next run on Connections and History', async ({ page }) => {
    await startSignedIn(page, { instance: INSTANCE });
    await open(page, '/settings/connection', 'Connections');
    const card = page.getByRole('group', { name: CONNECTION });
    const block = card.getByRole('region', { name: 'Scheduled import' });
    await expect(block.getByText(/Cin7 Omni calls used today/)).toBeVisible();
    await block.getByLabel('Import on a schedule').selectOption('hourly');
    await block.getByRole('button', { name: 'Save schedule' }).click();
    await expect(block.getByRole('status')).toHaveText('Saved: Hourly.');
    await expect(block.getByText('Not scheduled')).toHaveCount(0);
    await expect(block.getByText(/this schedule expects about [\d,]+ a day/)).toBeVisible();

    await block.getByRole('button', { name: 'Pause schedule' }).click();
    await expect(block.getByRole('status')).toHaveText('Paused: no scheduled imports until you resume.');
    await expect(block.getByText('Hourly (paused)')).toBeVisible();
    await expect(block.getByText('Paused', { exact: true })).toHaveCount(2); // the badge and the next run
    await block.screenshot({ path: 'tests/e2e/artifacts/schedules/paused.png' });
    await block.getByRole('button', { name: 'Resume schedule' }).click();
    await expect(block.getByRole('status')).toHaveText('Resumed: imports run on the schedule again.');
    await expect(block.getByRole('button', { name: 'Pause schedule' })).toBeVisible();

    await open(page, '/history', 'Import history');
    const scheduled = page.getByRole('group', { name: `${CONNECTION} schedule` });
    await expect(scheduled.getByText('Hourly', { exact: true })).toBeVisible();
    await expect(scheduled.getByText('Next run')).toBeVisible();
  });

  test('the schedule screens at 320 px in both themes', async ({ page }) => {
    test.setTimeout(150_000);
    const landed = await landedProducts();
    await startSignedIn(page, { instance: INSTANCE });
    await page.setViewportSize({ width: 320, height: 700 });
    // Every page load starts in the light theme; each screen is switched to the dark one in place, as a person does.
    await startWithTheme(page, 'builder-light');
    const screens = [
      ['connections', '/settings/connection', 'Connections'],
      ['history', '/history', 'Import history'],
      ['fact', `/connect/fact/${landed.id}`, 'Landed table'],
      ['settings', '/settings', 'Settings'],
    ] as const;
    for (const [name, path, heading] of screens) {
      await open(page, path, heading);
      if (name === 'fact') {
        await expect(page.getByRole('button', { name: /^Full re-sync from / }).first()).toBeVisible();
      }
      if (name === 'settings') await expect(page.getByLabel('Time zone')).toBeVisible();
      for (const theme of ['builder-light', 'builder-dark'] as const) {
        if (theme === 'builder-dark') await switchThemeInPlace(page, theme);
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 320);
        expect(fits, `${path} fits a 320 px task pane (${theme})`).toBe(true);
        await expectNoAxeViolations(page, `${path} (${theme})`, axeRulesIn(theme));
        await page.screenshot({ path: `tests/e2e/artifacts/schedules/${name}-${theme}.png`, fullPage: true });
      }
    }
  });
});
