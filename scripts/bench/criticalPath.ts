/**
 * Critical path size: the JS and CSS a browser loads before /signin is interactive, gzipped (level 9) from
 * the built files in dist-bench/.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { coldContext, isScriptOrStyle, probeSignIn, signInWorksAt } from './browser.ts';
import { KB, table } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { packagesOf } from './sourcemap.ts';

export interface LoadedFile {
  file: string;
  raw: number;
  gzip: number;
}

const TOP_FILES = 10;
const TOP_PACKAGES = 12;

function sizeOf(outDir: string, url: string, baseUrl: string): LoadedFile {
  const { origin, pathname } = new URL(url);
  const path = join(outDir, decodeURIComponent(pathname));
  if (origin !== new URL(baseUrl).origin || !existsSync(path) || !statSync(path).isFile()) {
    throw new Error(`critical path: ${url} is not a file of ${outDir}`);
  }
  const content = readFileSync(path);
  return { file: relative(outDir, path), raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kb = (bytes: number): string => (bytes / KB).toFixed(1);

function breakdown(files: LoadedFile[], outDir: string): string[] {
  const notes = [`Critical path to an interactive /signin: ${files.length} JS+CSS files (top ${TOP_FILES})`];
  const rows = files.slice(0, TOP_FILES).map((f) => [f.file, kb(f.raw), kb(f.gzip)]);
  notes.push(...table([['File', 'Raw KB', 'Gzip KB'], ...rows], [1, 2]).map((line) => `  ${line}`));
  const biggest = files.find((f) => f.file.endsWith('.js'));
  const packages = biggest ? packagesOf(join(outDir, biggest.file)) : [];
  if (biggest && packages.length > 0) {
    const total = packages.reduce((sum, p) => sum + p.chars, 0);
    notes.push('', `Biggest chunk ${biggest.file} by package (minified, from its source map)`);
    const packageRows = packages
      .slice(0, TOP_PACKAGES)
      .map((p) => [p.name, kb(p.chars), `${((100 * p.chars) / total).toFixed(1)}%`]);
    notes.push(...table([['Package', 'KB', 'Share'], ...packageRows], [1, 2]).map((line) => `  ${line}`));
  }
  return notes;
}

export function criticalPath(budgetKb: number): Measurement {
  return {
    name: 'criticalPath',
    async run({ browser, baseUrl, outDir }) {
      const context = await coldContext(browser);
      try {
        await probeSignIn(context);
        const page = await context.newPage();
        await page.goto(`${baseUrl}/signin`, { waitUntil: 'commit' });
        // Usable: the prerendered button shows before any script, but works once the app has taken over.
        const interactiveAt = await signInWorksAt(page);
        // What had fully arrived when the button became usable, by the page's own clock (resource timing), so
        // code that loads just after (the start-up, office.js) is not counted however fast Node looks.
        const loaded = await page.evaluate(
          (until) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= until)
              .map((entry) => entry.name),
          interactiveAt,
        );
        const urls = new Set(
          loaded.filter((url) => !url.endsWith('/office.js') && isScriptOrStyle(url, 'other')),
        );
        const files = [...urls].map((url) => sizeOf(outDir, url, baseUrl)).sort((a, b) => b.gzip - a.gzip);
        const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
        const raw = files.reduce((sum, f) => sum + f.raw, 0);
        return {
          figures: [
            {
              name: 'Critical path JS+CSS (gzip)',
              value: gzip / KB,
              unit: 'KB',
              budget: budgetKb,
              compare: 'max',
            },
            { name: 'Critical path JS+CSS (raw)', value: raw / KB, unit: 'KB' },
            { name: 'Critical path JS+CSS files', value: files.length, unit: 'files' },
          ],
          notes: breakdown(files, outDir),
          details: { budgetKb, gzipBytes: gzip, rawBytes: raw, files },
        };
      } finally {
        await context.close();
      }
    },
  };
}
