/**
 * Time to first paint of /signin, cold cache each time (Microsoft's add-in guidance: first paint within
 * 500 ms), and the time until its Sign in button is visible; each beside its floor, measured in the same run:
 * the same prerendered HTML and CSS without a script, served as a static page by the same server
 * (staticFloorPage.ts). The app and its floor load in turns, so a busy moment of the machine hits both.
 */
import type { Browser, Request } from '@playwright/test';
import {
  coldContext,
  firstContentfulPaint,
  isScriptOrStyle,
  probeSignIn,
  signInVisibleAt,
  signInWorksAt,
} from './browser.ts';
import { KB, median, medianNoise } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { writeStaticFloorPage } from './staticFloorPage.ts';

/** The app's first paint and button may take at most this many times its static floor's. */
const FLOOR_GOAL = 1.3;

export interface PaintRun {
  firstContentfulPaintMs: number;
  signInVisibleMs: number;
  /** When the button worked (the app took the page over); null for the static floor, which has no script. */
  signInWorksMs: number | null;
  /** JS and CSS responses before the Sign in button worked (was visible, for the floor). */
  scriptAndStyleFiles: number;
  /** Their bytes on the wire (headers and body, as the preview server sent them). */
  transferredBytes: number;
}

async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

async function oneRun(browser: Browser, url: string, app: boolean): Promise<PaintRun> {
  const context = await coldContext(browser);
  try {
    await probeSignIn(context);
    const page = await context.newPage();
    const requests: Request[] = [];
    let usable = false;
    page.on('response', (response) => {
      const request = response.request();
      if (
        !usable &&
        !response.url().endsWith('/office.js') &&
        isScriptOrStyle(response.url(), request.resourceType())
      ) {
        requests.push(request);
      }
    });
    await page.goto(url, { waitUntil: 'commit' });
    const signInVisibleMs = await signInVisibleAt(page);
    const signInWorksMs = app ? await signInWorksAt(page) : null;
    usable = true;
    const firstContentfulPaintMs = await firstContentfulPaint(page);
    const bytes = await Promise.all(requests.map(transferred));
    return {
      firstContentfulPaintMs,
      signInVisibleMs,
      signInWorksMs,
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
    async run({ browser, baseUrl, outDir }) {
      const floorPath = await writeStaticFloorPage(outDir, '/signin');
      const results: PaintRun[] = [];
      const floors: PaintRun[] = [];
      // One pair untimed first: the first loads of a run meet a server and a disk the build just left busy.
      await oneRun(browser, `${baseUrl}/signin`, true);
      await oneRun(browser, `${baseUrl}${floorPath}`, false);
      // In turns, each going first every other turn: the second of a pair found the server and the disk warm.
      for (let i = 0; i < runs; i += 1) {
        const app = () => oneRun(browser, `${baseUrl}/signin`, true);
        const floor = () => oneRun(browser, `${baseUrl}${floorPath}`, false);
        if (i % 2 === 0) {
          results.push(await app());
          floors.push(await floor());
        } else {
          floors.push(await floor());
          results.push(await app());
        }
      }
      const fcp = results.map((r) => r.firstContentfulPaintMs);
      const signIn = results.map((r) => r.signInVisibleMs);
      const works = results.map((r) => r.signInWorksMs ?? Number.NaN);
      const floorFcp = floors.map((r) => r.firstContentfulPaintMs);
      const floorSignIn = floors.map((r) => r.signInVisibleMs);
      const floorName = 'static HTML+CSS, no script';
      return {
        figures: [
          {
            name: `First contentful paint /signin (median of ${runs})`,
            value: median(fcp),
            unit: 'ms',
            budget: budgetMs,
            compare: 'max',
            floor: {
              name: floorName,
              value: median(floorFcp),
              goal: FLOOR_GOAL,
              noise: medianNoise(floorFcp, fcp),
            },
          },
          { name: `First contentful paint /signin (max of ${runs})`, value: Math.max(...fcp), unit: 'ms' },
          {
            name: `Sign in button visible (median of ${runs})`,
            value: median(signIn),
            unit: 'ms',
            budget: interactiveBudgetMs,
            compare: 'max',
            floor: {
              name: floorName,
              value: median(floorSignIn),
              goal: FLOOR_GOAL,
              noise: medianNoise(floorSignIn, signIn),
            },
          },
          { name: `Sign in button visible (max of ${runs})`, value: Math.max(...signIn), unit: 'ms' },
          {
            name: `Sign in button works, app took over (median of ${runs})`,
            value: median(works),
            unit: 'ms',
            budget: interactiveBudgetMs,
            compare: 'max',
          },
          {
            name: 'JS+CSS requests before Sign in works (median)',
            value: median(results.map((r) => r.scriptAndStyleFiles)),
            unit: 'files',
          },
          {
            name: 'JS+CSS transferred before Sign in works (median)',
            value: median(results.map((r) => r.transferredBytes)) / KB,
            unit: 'KB',
          },
        ],
        notes: [
          `First paint runs (ms, cold cache): FCP ${fcp.map((v) => v.toFixed(0)).join(', ')}; ` +
            `Sign in visible ${signIn.map((v) => v.toFixed(0)).join(', ')}; ` +
            `works ${works.map((v) => v.toFixed(0)).join(', ')}`,
          `Static floor ${floorPath} (ms): FCP ${floorFcp.map((v) => v.toFixed(0)).join(', ')}; ` +
            `Sign in visible ${floorSignIn.map((v) => v.toFixed(0)).join(', ')}`,
        ],
        details: { budgetMs, runs: results, floorPath, floorRuns: floors },
      };
    },
  };
}
