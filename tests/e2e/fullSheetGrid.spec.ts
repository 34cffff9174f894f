/**
 * A full sheet in the browser grid: the runtime self-check lands 1,048,575 generated rows × 12 into the landed
 * result grid (virtualized), and the test prints the time from the click to the first data row painted and the
 * page's JavaScript heap once the grid shows, garbage collected (docs/scale.md records what it showed). It asserts
 * that the grid holds every row and keeps only a screenful of them in the page; the figures are printed, not
 * asserted, as they depend on the machine.
 */
import type { Page } from '@playwright/test';
import { QUERY_LIMITS } from '@wharf/contract';
import { expect, test } from './fixtures';
import { GRID_PROBE } from '../fixtures/gridProbe';

const ROWS = QUERY_LIMITS.maxRows;

async function heapUsedMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

test('a full sheet of 1,048,575 rows lands in the browser grid, which stays virtualized', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.addInitScript({ content: GRID_PROBE });
  await page.goto('/runttime-test');
  await expect(page.locator('dt:has-text("Host detection") + dd')).toHaveText('finished');
  const before = await heapUsedMb(page);
  await page.getByRole('spinbutton', { name: 'Sample rows' }).fill(String(ROWS));
  await page.getByRole('button', { name: 'Land a sample table' }).click();
  // A function, not a string: the page's content security policy refuses Playwright's eval of a string predicate.
  const handle = await page.waitForFunction(
    () => window.__wharfGridAt !== undefined && window.__wharfGridAt - (window.__wharfLandClickAt ?? 0),
    undefined,
    { timeout: 540_000 },
  );
  const firstPaintMs = Number(await handle.jsonValue());
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-rowcount', String(ROWS + 1));
  const renderedRows = await grid.getByRole('row').count();
  const after = await heapUsedMb(page);
  console.log(
    `full sheet grid: ${ROWS} rows × 12, first data row painted ${(firstPaintMs / 1000).toFixed(1)} s after the click; ` +
      `JS heap ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with the grid shown (after GC); ` +
      `${renderedRows} rows in the DOM`,
  );
  // Virtualized: a screenful of rows in the DOM, not a million.
  expect(renderedRows).toBeLessThan(500);
});
