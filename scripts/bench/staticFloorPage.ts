/**
 * The first paint's floor: the page the build prerendered for a path, with every script taken out, so
 * the same server sends the same HTML and CSS and the browser has nothing to run before it paints.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Writes `<outDir>/bench-floor{path}.html` from `<outDir>{path}/index.html`; answers its URL path. */
export async function writeStaticFloorPage(outDir: string, path: string): Promise<string> {
  const prerendered = await readFile(join(outDir, ...path.split('/'), 'index.html'), 'utf8');
  const floorPath = `/bench-floor${path}.html`;
  const file = join(outDir, ...floorPath.split('/'));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, withoutScripts(prerendered));
  return floorPath;
}
