// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleReport, importCycles } from './importCycles.ts';
import { importGraph, LINT_IGNORES, lintedFiles, resolveSpecifier, shown } from './importGraph.ts';

let root = '';

/** A repository of the given files (path → text) in a folder of its own. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Each cycle's chain of files, as the check prints it. */
function cyclesIn(files: Record<string, string>): string[][] {
  const dir = repo(files);
  return importCycles(importGraph(dir, lintedFiles(dir))).map((cycle) => [
    ...cycle.chain.map(({ file }) => shown(dir, file)),
    shown(dir, cycle.files[0] ?? ''),
  ]);
}

afterEach(() => {
  if (root !== '') rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('import cycles', () => {
  it('finds two files that import each other, and prints the chain with each import line', () => {
    const dir = repo({
      'src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/b.ts': "export const b = 1;\nimport { a } from './a.ts';\nexport const c = a;\n",
    });
    const cycles = importCycles(importGraph(dir, lintedFiles(dir)));
    expect(cycles.map((cycle) => cycleReport(cycle, (file) => shown(dir, file)))).toEqual([
      [
        'Import cycle: src/a.ts → src/b.ts → src/a.ts',
        "  src/a.ts:1 imports './b'",
        "  src/b.ts:2 imports './a.ts'",
      ].join('\n'),
    ]);
  });

  it('finds three files that import one another round, and none in a chain that does not come back', () => {
    expect(
      cyclesIn({
        'a.ts': "import './b';\nexport const a = 1;\n",
        'b.ts': "import { c } from './c';\nexport const b = c;\n",
        'c.ts': "export * from './a';\nexport const c = 1;\n",
        'd.ts': "import { a } from './a';\nexport const d = a;\n",
      }),
    ).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      cyclesIn({
        'a.ts': "import { b } from './b';\nexport const a = b;\n",
        'b.ts': "import { c } from './c';\nexport const b = c;\n",
        'c.ts': 'export const c = 1;\n',
      }),
    ).toEqual([]);
  });

  it('leaves out imports erased before the code runs, as no-cycle did', () => {
    const back = (line: string) =>
      cyclesIn({
        'x.ts': "import { y } from './y';\nexport const x = y;\nexport type T = number;\n",
        'y.ts': `${line}\nexport const y = 1;\n`,
      });
    expect(back("import type { T } from './x';")).toEqual([]);
    expect(back("import { type T } from './x';")).toEqual([]);
    expect(back("export type * from './x';")).toEqual([]);
    // no-cycle counted a type-only re-export (it tested only imports for `type`); so does the check.
    expect(back("export type { T } from './x';")).toEqual([['x.ts', 'y.ts', 'x.ts']]);
    expect(back("import { type T, x } from './x';")).toEqual([['x.ts', 'y.ts', 'x.ts']]);
  });

  it("follows import('…') with a literal name, as no-cycle did, but not a computed one", () => {
    const back = (line: string) =>
      cyclesIn({
        'x.ts': "import { y } from './y';\nexport const x = y;\n",
        'y.ts': `export const y = 1;\nexport const later = async (name: string) => ${line};\n`,
      });
    expect(back("import('./x')")).toEqual([['x.ts', 'y.ts', 'x.ts']]);
    expect(back('import(name)')).toEqual([]);
  });

  it('leaves packages out, even one whose files import ours', () => {
    expect(
      cyclesIn({
        'a.ts': "import 'pkg';\nimport { z } from 'zod';\nexport const a = z;\n",
        'node_modules/pkg/package.json': '{ "main": "index.js" }',
        'node_modules/pkg/index.js': "import '../../a.ts';\n",
      }),
    ).toEqual([]);
  });

  it('finds a cycle of bare imports too, which no-cycle missed', () => {
    expect(cyclesIn({ 'a.ts': "import './b';\n", 'b.ts': "import './a';\n" })).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
    ]);
  });
});

describe("the repository's import names", () => {
  it('resolves relative names with and without an extension, a folder to its index, and the contract alias', () => {
    const dir = repo({
      'src/x.ts': '',
      'src/view.tsx': '',
      'src/dir/index.ts': '',
      'src/data.json': '{}',
      'contract/index.ts': '',
      'contract/schemas/table.ts': '',
    });
    const from = join(dir, 'src/app.ts');
    const resolved = (specifier: string) => {
      const file = resolveSpecifier(specifier, from, dir);
      return file === undefined ? undefined : shown(dir, file);
    };
    expect(resolved('./x')).toBe('src/x.ts');
    expect(resolved('./x.ts')).toBe('src/x.ts');
    expect(resolved('./view')).toBe('src/view.tsx');
    expect(resolved('./view.tsx')).toBe('src/view.tsx');
    expect(resolved('./dir')).toBe('src/dir/index.ts');
    expect(resolved('../contract/schemas/table')).toBe('contract/schemas/table.ts');
    expect(resolved('@wharf/contract')).toBe('contract/index.ts');
    expect(resolved('@wharf/contract/schemas/table.ts')).toBe('contract/schemas/table.ts');
    expect(resolved('@wharf/contract/schemas/table')).toBe('contract/schemas/table.ts');
    expect(resolved('./data.json')).toBeUndefined();
    expect(resolved('./missing')).toBeUndefined();
    expect(resolved('react')).toBeUndefined();
  });

  it('finds a cycle through @wharf/contract', () => {
    expect(
      cyclesIn({
        'contract/index.ts': "export * from './schemas.ts';\n",
        'contract/schemas.ts': "import { helper } from '../src/helper';\nexport const schema = helper;\n",
        'src/helper.ts':
          "import { schema } from '@wharf/contract';\nexport const helper = 1;\nexport const s = schema;\n",
      }),
    ).toEqual([['contract/index.ts', 'contract/schemas.ts', 'src/helper.ts', 'contract/index.ts']]);
  });

  it('checks the files ESLint lints: code outside the folders eslint.config.js ignores', () => {
    // The config's first `ignores` is its global one; reading the text spares loading every plugin.
    const config = readFileSync(new URL('../../eslint.config.js', import.meta.url), 'utf8');
    const globalIgnores = /ignores: \[([^\]]*)\]/u.exec(config)?.[1] ?? '';
    expect([...globalIgnores.matchAll(/'([^']+)'/gu)].map((match) => match[1])).toEqual(LINT_IGNORES);

    const dir = repo({
      'eslint.config.js': '',
      'src/a.tsx': '',
      'scripts/b.mjs': '',
      'dist/bundle.js': '',
      'tests/e2e/artifacts/trace.js': '',
      'tests/e2e/login.spec.ts': '',
      'node_modules/pkg/index.js': '',
      'docs/page.md': '',
      'src/style.css': '',
    });
    expect(lintedFiles(dir).map((file) => shown(dir, file))).toEqual([
      'eslint.config.js',
      'scripts/b.mjs',
      'src/a.tsx',
      'tests/e2e/login.spec.ts',
    ]);
  });
});
