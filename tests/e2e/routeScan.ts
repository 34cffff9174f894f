/**
 * The route scan's check of a screen's words (words.spec.ts walks every route with it; the stranger's first hour in
 * signup.spec.ts reads every step with it): once the screen has answered — no spinner, no API call under way — what
 * a person reads holds no ISO time, stored key or number without separators (readableText.ts).
 */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { readableTextDefects } from './readableText';
import { API_URL } from './stack';

/** What a person reads on the screen: the header, the navigation and the routed screen, as rendered. */
const visibleText = (page: Page) => page.locator('body').innerText();

/**
 * The API calls a page has made and not yet had answered. The screen's words are read once this is 0 (not at the
 * browser's "network idle": a telemetry beacon sent as the last page unloaded can stay open and hold that off).
 */
const underWay = new WeakMap<Page, Set<Request>>();
const apiCallsUnderWay = (page: Page): number => underWay.get(page)?.size ?? 0;

/** Follows the page's API calls from now on, so expectReadableWords waits for their answers. */
export function followApiCalls(page: Page): void {
  const calls = new Set<Request>();
  underWay.set(page, calls);
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/`)) calls.add(request);
  });
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
}

/**
 * The screen's words, once it has answered, read as a person reads them: soft, so one run lists every screen's
 * defects, not only the first. Answers the screen's first heading.
 */
export async function expectReadableWords(page: Page, where: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // A screen still fetching shows a spinner; its words are what the user reads once it has answered.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => apiCallsUnderWay(page), { message: `${where}: the API calls answered` }).toBe(0);
  expect.soft(readableTextDefects(await visibleText(page)), `${where}: words a person reads`).toEqual([]);
  return (await heading.innerText()).trim();
}
