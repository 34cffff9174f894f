/**
 * Time to first paint of /signin, cold cache each time (Microsoft's add-in guidance: first paint within
 * 500 ms), and the time until its Sign in button is visible.
 */
import type { Browser, Request } from '@playwright/test';
import {
  coldContext,
  firstContentfulPaint,
  isScriptOrStyle,
  probeSignIn,
  signInVisibleAt,
} from './browser.ts';
import { KB, median } from './figures.ts';
import type { Measurement } from './measurement.ts';

export interface PaintRun {
  firstContentfulPaintMs: number;
  signInVisibleMs: number;
  /** JS and CSS responses before the Sign in button was visible. */
  scriptAndStyleFiles: number;
  /** Their bytes on the wire (headers and body, as the preview server sent them). */
  transferredBytes: number;
}

async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

async function oneRun(browser: Browser, url: string): Promise<PaintRun> {
  const context = await coldContext(browser);
  try {
    await probeSignIn(context);
    const page = await context.newPage();
    const requests: Request[] = [];
    let visible = false;
    page.on('response', (response) => {
      const request = response.request();
      if (
        !visible &&
        !response.url().endsWith('/office.js') &&
        isScriptOrStyle(response.url(), request.resourceType())
      ) {
        requests.push(request);
      }
    });
    await page.goto(url, { waitUntil: 'commit' });
    const signInVisibleMs = await signInVisibleAt(page);
    visible = true;
    const firstContentfulPaintMs = await firstContentfulPaint(page);
    const bytes = await Promise.all(requests.map(transferred));
    return {
      firstContentfulPaintMs,
      signInVisibleMs,
      scriptAndStyleFiles: requests.length,
      transferredBytes: bytes.reduce((sum, b) => sum + b, 0),
    };
  } finally {
    await context.close();
  }
}

export function firstPaint(budgetMs: number, interactiveBudgetMs: number, runs: number): Measurement {
  return {
    name: 'firstPaint',
    async run({ browser, baseUrl }) {
      const results: PaintRun[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, `${baseUrl}/signin`));
      const fcp = results.map((r) => r.firstContentfulPaintMs);
      const signIn = results.map((r) => r.signInVisibleMs);
      return {
        figures: [
          {
            name: `First contentful paint /signin (median of ${runs})`,
            value: median(fcp),
            unit: 'ms',
            budget: budgetMs,
            compare: 'max',
          },
          { name: `First contentful paint /signin (max of ${runs})`, value: Math.max(...fcp), unit: 'ms' },
          {
            name: `Sign in button visible (median of ${runs})`,
            value: median(signIn),
            unit: 'ms',
            budget: interactiveBudgetMs,
            compare: 'max',
          },
          { name: `Sign in button visible (max of ${runs})`, value: Math.max(...signIn), unit: 'ms' },
          {
            name: 'JS+CSS requests before Sign in visible (median)',
            value: median(results.map((r) => r.scriptAndStyleFiles)),
            unit: 'files',
          },
          {
            name: 'JS+CSS transferred before Sign in visible (median)',
            value: median(results.map((r) => r.transferredBytes)) / KB,
            unit: 'KB',
          },
        ],
        notes: [
          `First paint runs (ms, cold cache): FCP ${fcp.map((v) => v.toFixed(0)).join(', ')}; ` +
            `Sign in visible ${signIn.map((v) => v.toFixed(0)).join(', ')}`,
        ],
        details: { budgetMs, runs: results },
      };
    },
  };
}
