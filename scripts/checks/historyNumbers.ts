/**
 * Finds the marks of a work log in prose: a working session named by its number ("session N", "sessions N–M",
 * "session N's") and an issue named by its number ("issue N", "issues N and M", "#N"). Docs and comments say what
 * is true now; the history of a change is in git (docs/architecture.md, "Docs and comments").
 * historyNumbers.test.ts lists what is found and what is not.
 */
import ts from 'typescript';

/** One mark found: its 1-based line and the words that make it. */
export interface HistoryHit {
  readonly line: number;
  readonly text: string;
}

/**
 * "session" followed by a number. A sign-in session is also a "session" in this product: a length of one
 * ("a session 1 hour long", "session 30 min") is not a work-session label, nor is a number that is part of a wider
 * token ("session_2", "session-7" is matched on purpose: it still names a session by its number).
 */
const SESSION_NUMBER =
  /\bsessions?[ \t]+\d+(?:(?:[ \t]*(?:[–—-]|,|and|to|or)[ \t]*)\d+)*(?!\d|[.,]\d|[ \t]*(?:ms|s|h|min|minutes?|hours?|days?|weeks?|seconds?)\b)/giu;
const ISSUE_NUMBER = /\bissues?[ \t]+\d+(?:(?:[ \t]*(?:[–—-]|,|and|to|or)[ \t]*)\d+)*\b/giu;
/**
 * "#41" on its own. Not an upstream reference ("microsoft/tabster#530", which names another project's tracker), an
 * HTML entity ("&#39;"), a number format ("#,##0"), a colour ("#128450") or an example quoted as text ("#10423").
 */
const HASH_NUMBER = /(?<![\w/#&"'`])#\d{1,4}(?![\w-])/gu;

const PATTERNS: readonly RegExp[] = [SESSION_NUMBER, ISSUE_NUMBER, HASH_NUMBER];
/**
 * A code comment citing the product specification by section (the word SPEC, a section sign and a number): the specification is not in the
 * repository, so a reader cannot follow it; a comment cites docs/, where every rule the code follows is written.
 */
const SPEC_SECTION = /\bSPEC[ \t]*§[ \t]*\d+/gu;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

function hitsIn(text: string, offset: number, source: string, patterns: readonly RegExp[]): HistoryHit[] {
  const hits: HistoryHit[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      hits.push({ line: lineAt(source, offset + match.index), text: match[0] });
    }
  }
  return hits;
}

function byLine(hits: HistoryHit[]): HistoryHit[] {
  return hits.sort((a, b) => a.line - b.line);
}

/** The marks in a Markdown page: anywhere in its text. */
export function historyHitsInMarkdown(markdown: string): HistoryHit[] {
  return byLine(hitsIn(markdown, 0, markdown, PATTERNS));
}

/**
 * Every comment's range in a TypeScript source, each once: the trivia around every node and token (tokens too, so
 * a comment in braces in JSX is found). JSX text is not trivia: a "//" in it is text, so nothing is read where it
 * starts.
 */
function commentRanges(sourceFile: ts.SourceFile): ts.CommentRange[] {
  const text = sourceFile.getFullText();
  const jsxTextStarts = new Set<number>();
  const seen = new Map<number, ts.CommentRange>();
  const collect = (position: number) => {
    if (jsxTextStarts.has(position)) return;
    for (const range of ts.getLeadingCommentRanges(text, position) ?? []) seen.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(text, position) ?? []) seen.set(range.pos, range);
  };
  const nodes: ts.Node[] = [];
  const walk = (node: ts.Node) => {
    nodes.push(node);
    if (node.kind === ts.SyntaxKind.JsxText) jsxTextStarts.add(node.getFullStart());
    for (const child of node.getChildren(sourceFile)) walk(child);
  };
  walk(sourceFile);
  for (const node of nodes) {
    collect(node.getFullStart());
    collect(node.getEnd());
  }
  return [...seen.values()];
}

function isTextLiteral(
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/**
 * The marks in a TypeScript source: in its comments (where a citation of the specification's sections is one too),
 * and (the words only) in its string literals, where a test's
 * name is. "#" and a number in a string is data (a format code, a colour, an order number), never checked.
 */
export function historyHitsInSource(source: string, fileName: string): HistoryHit[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const hits: HistoryHit[] = [];
  for (const range of commentRanges(sourceFile)) {
    hits.push(...hitsIn(source.slice(range.pos, range.end), range.pos, source, [...PATTERNS, SPEC_SECTION]));
  }
  const visit = (node: ts.Node) => {
    if (isTextLiteral(node)) {
      const start = node.getStart(sourceFile);
      hits.push(...hitsIn(source.slice(start, node.getEnd()), start, source, [SESSION_NUMBER, ISSUE_NUMBER]));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return byLine(hits);
}
