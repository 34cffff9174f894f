/**
 * The run-time import graph of the files ESLint lints, as the import cycle check (importCycles.ts) reads it: which
 * repository files each file loads when it runs. It follows the edges eslint-plugin-import's `import/no-cycle` followed
 * (version 2.32, with the node resolver and `.ts`, `.tsx`, `.js`):
 * - `import … from`, a bare `import '…'`, `export … from`, `export * from` and `import('…')` with a string literal;
 * - not `import type …`, nor an import whose every name is marked `type` (`import { type A } from`), nor
 *   `export type * from`: they are erased before the code runs;
 * - but `export type { A } from` is an edge, as it was for no-cycle (it tests only imports for `type`, never the names
 *   of an `export … from`);
 * - not `require()`, `import x = require()` or a computed `import(path)`.
 * Specifiers resolve as the node resolver did (the file, then `.ts`, `.tsx`, `.js`, then the folder's index), plus
 * tsconfig.json's `paths` (`@wharf/contract`, `@wharf/contract/*`), which no-cycle left unresolved. Other bare names
 * are packages and stay out of the graph, as with no-cycle's `ignoreExternal`. Vite's one other alias (`zod`, to
 * src/zodJitless.ts) stays out too: that file imports nothing of ours, so no cycle can pass through it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** eslint.config.js's global ignores (importCycles.test.ts holds the two lists equal). */
export const LINT_IGNORES: readonly string[] = [
  'dist',
  'dist-bench',
  'dist-e2e',
  'bench-results',
  'node_modules',
  'test-results',
  'playwright-report',
  'tests/e2e/artifacts',
  '.certs',
];
/** What ESLint lints by default (`**\/*.{js,mjs,cjs}`) and what typescript-eslint's configs add. */
const LINTED_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts']);
/** The node resolver's extensions in eslint.config.js, tried in this order. */
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.js'];
/** tsconfig.json's `paths`: exact names, then prefixes, each to a folder of the repository. */
const PATH_ALIASES: readonly { readonly name: string; readonly target: string; readonly prefix: boolean }[] =
  [
    { name: '@wharf/contract', target: 'contract/index.ts', prefix: false },
    { name: '@wharf/contract/', target: 'contract/', prefix: true },
  ];

export interface ImportEdge {
  /** The importing file's line of the import, from 1. */
  readonly line: number;
  readonly specifier: string;
  /** The imported file, absolute. */
  readonly target: string;
}

/** Every file under `root` ESLint lints: the linted extensions, outside the ignored folders. */
export function lintedFiles(root: string, ignores: readonly string[] = LINT_IGNORES): string[] {
  const ignored = new Set(ignores.map((path) => resolve(root, path)));
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (ignored.has(path) || entry.name === 'node_modules' || entry.name === '.git') continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && LINTED_EXTENSIONS.has(extname(entry.name))) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

function isFile(path: string, cache: Map<string, boolean>): boolean {
  let known = cache.get(path);
  if (known === undefined) {
    known = statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
    cache.set(path, known);
  }
  return known;
}

/** The node resolver's order for a path: the file itself, with each extension, then the folder's index. */
function resolveFile(path: string, cache: Map<string, boolean>): string | undefined {
  const candidates = [
    path,
    ...RESOLVED_EXTENSIONS.map((extension) => path + extension),
    ...RESOLVED_EXTENSIONS.map((extension) => join(path, `index${extension}`)),
  ];
  return candidates.find((candidate) => isFile(candidate, cache));
}

/** The repository file a specifier names, or undefined for a package or a name that resolves to nothing. */
export function resolveSpecifier(
  specifier: string,
  importer: string,
  root: string,
  cache: Map<string, boolean> = new Map(),
): string | undefined {
  let path: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    path = resolve(dirname(importer), specifier);
  } else {
    const alias = PATH_ALIASES.find((entry) =>
      entry.prefix ? specifier.startsWith(entry.name) : specifier === entry.name,
    );
    if (alias === undefined) return undefined;
    path = join(root, alias.target + (alias.prefix ? specifier.slice(alias.name.length) : ''));
  }
  const file = resolveFile(path, cache);
  // Like no-cycle, follow only code (not JSON, CSS or SVG) and never into a package.
  if (file === undefined || !LINTED_EXTENSIONS.has(extname(file))) return undefined;
  return file.split(sep).includes('node_modules') ? undefined : file;
}

/** An import declaration that loads its module when the code runs (see the module comment). */
function importLoadsModule(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (clause === undefined) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name !== undefined) return true;
  const bindings = clause.namedBindings;
  if (bindings === undefined || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || !bindings.elements.every((element) => element.isTypeOnly);
}

/** `export type * from` alone is erased; `export type { A } from` counted for no-cycle, so it counts here. */
function exportLoadsModule(node: ts.ExportDeclaration): boolean {
  const named = node.exportClause !== undefined && ts.isNamedExports(node.exportClause);
  return named || !node.isTypeOnly;
}

interface Specifier {
  readonly text: string;
  readonly position: number;
}

function staticSpecifiers(source: ts.SourceFile): Specifier[] {
  const found: Specifier[] = [];
  for (const statement of source.statements) {
    let module: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && importLoadsModule(statement)) module = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && exportLoadsModule(statement)) module = statement.moduleSpecifier;
    if (module !== undefined && ts.isStringLiteral(module)) {
      found.push({ text: module.text, position: module.getStart(source) });
    }
  }
  return found;
}

function dynamicSpecifiers(source: ts.SourceFile): Specifier[] {
  const found: Specifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const argument = node.arguments[0];
      if (argument !== undefined && ts.isStringLiteral(argument)) {
        found.push({ text: argument.text, position: argument.getStart(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SCRIPT_KINDS: Readonly<Record<string, ts.ScriptKind>> = {
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
};

/** The repository files one file's text loads, with the line of each import. */
export function importsOf(
  file: string,
  text: string,
  root: string,
  cache: Map<string, boolean>,
): ImportEdge[] {
  const kind = SCRIPT_KINDS[extname(file)] ?? ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  // Walking every node for `import()` costs more than parsing; most files have none.
  const specifiers = /\bimport\s*\(/u.test(text)
    ? [...staticSpecifiers(source), ...dynamicSpecifiers(source)]
    : staticSpecifiers(source);
  const edges: ImportEdge[] = [];
  for (const specifier of specifiers) {
    const target = resolveSpecifier(specifier.text, file, root, cache);
    if (target === undefined || target === file) continue; // A package, or a self-import (no-self-import's).
    const line = source.getLineAndCharacterOfPosition(specifier.position).line + 1;
    edges.push({ line, specifier: specifier.text, target });
  }
  return edges;
}

/**
 * The import graph from the given files, and from whatever repository file they import that is not among them (no-cycle
 * followed those too).
 */
export function importGraph(root: string, files: readonly string[]): Map<string, ImportEdge[]> {
  const graph = new Map<string, ImportEdge[]>();
  const cache = new Map<string, boolean>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const edges = importsOf(file, readFileSync(file, 'utf8'), root, cache);
    graph.set(file, edges);
    for (const edge of edges) if (!graph.has(edge.target)) pending.push(edge.target);
  }
  return graph;
}

/** A path relative to the repository, with forward slashes, for reports. */
export function shown(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}
