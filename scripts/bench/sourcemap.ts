/**
 * Which packages a built chunk is made of: decodes the chunk's source map and gives every mapped stretch of
 * minified code to the source file it came from, then sums by npm package (or "app: src/").
 */
import { existsSync, readFileSync } from 'node:fs';

export interface PackageShare {
  name: string;
  /** Minified characters of the chunk that map to this package. */
  chars: number;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

const UNMAPPED = '(unmapped)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one mappings segment (base64 VLQ) into its fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) {
      fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

export function packageOf(source: string): string {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const first = parts[at + 1] ?? '?';
    return first.startsWith('@') ? `${first}/${parts[at + 2] ?? '?'}` : first;
  }
  if (parts.includes('src')) return 'app: src/';
  return `other: ${source}`;
}

/** Minified characters per source file of `jsFile`, from `${jsFile}.map`. */
function charsBySource(jsFile: string): Map<string, number> {
  const map = JSON.parse(readFileSync(`${jsFile}.map`, 'utf8')) as SourceMap;
  const mappingLines = map.mappings.split(';');
  const totals = new Map<string, number>();
  const add = (source: string, chars: number): void =>
    void totals.set(source, (totals.get(source) ?? 0) + chars);
  let sourceIndex = 0; // a running delta across the whole mappings string
  readFileSync(jsFile, 'utf8')
    .split('\n')
    .forEach((line, lineIndex) => {
      const starts: { column: number; source: string }[] = [];
      let column = 0;
      for (const segment of (mappingLines[lineIndex] ?? '').split(',').filter(Boolean)) {
        const fields = decodeSegment(segment);
        column += fields[0] ?? 0;
        if (fields.length >= 4) sourceIndex += fields[1] ?? 0;
        starts.push({
          column,
          source: fields.length >= 4 ? (map.sources[sourceIndex] ?? UNMAPPED) : UNMAPPED,
        });
      }
      let covered = 0;
      starts.forEach((start, i) => {
        const chars = (starts[i + 1]?.column ?? line.length) - start.column;
        add(start.source, chars);
        covered += chars;
      });
      add(UNMAPPED, line.length - covered + 1); // what precedes the first segment, and the newline
    });
  return totals;
}

/** The packages a chunk is built from, largest first; empty when the chunk has no source map. */
export function packagesOf(jsFile: string): PackageShare[] {
  if (!existsSync(`${jsFile}.map`)) return [];
  const byPackage = new Map<string, number>();
  for (const [source, chars] of charsBySource(jsFile)) {
    const name = source === UNMAPPED ? UNMAPPED : packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + chars);
  }
  return [...byPackage].map(([name, chars]) => ({ name, chars })).sort((a, b) => b.chars - a.chars);
}
