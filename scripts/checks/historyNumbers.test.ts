// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { historyHitsInMarkdown, historyHitsInSource } from './historyNumbers.ts';

const marksIn = (markdown: string) => historyHitsInMarkdown(markdown).map((hit) => hit.text);

describe('session and issue numbers in a doc', () => {
  it('finds a working session named by its number, alone, in a range or possessive', () => {
    expect(marksIn('Since session 41 the allowance is 1.3×.')).toEqual(['session 41']);
    expect(marksIn('Sessions 39–41 measured it.')).toEqual(['Sessions 39–41']);
    expect(marksIn("session 42's three quiet runs")).toEqual(['session 42']);
    expect(marksIn('sessions 38, 39 and 40')).toEqual(['sessions 38, 39 and 40']);
  });

  it('finds an issue named by its number, and a bare #number', () => {
    expect(marksIn('The bar issue 27 set.')).toEqual(['issue 27']);
    expect(marksIn('The goals (issues 16 and 27).')).toEqual(['issues 16 and 27']);
    expect(marksIn('Fixed in #41.')).toEqual(['#41']);
  });

  it('names the line of each mark', () => {
    expect(historyHitsInMarkdown('# Scale\n\nA line.\nSince session 41 it holds.\n')).toEqual([
      { line: 4, text: 'session 41' },
    ]);
  });

  it('leaves a sign-in session alone: its tokens, its store, its length', () => {
    expect(marksIn("The session's tokens live in the session store.")).toEqual([]);
    expect(marksIn('A session 1 hour long; a session 30 min idle; sessions 8 hours apart.')).toEqual([]);
    expect(marksIn('Each session holds 2 tokens.')).toEqual([]);
  });

  it('leaves number formats, colours, entities, quoted ids and upstream references alone', () => {
    expect(marksIn('Format `#,##0.00`; colour #128450; entity &#39;; the id "#10423".')).toEqual([]);
    expect(marksIn('OfficeDev/office-js#1005 is open; microsoft/tabster#530 too.')).toEqual([]);
    expect(marksIn('A heading link [see](#41-rows) and ## 2 Heading')).toEqual([]);
  });
});

describe('session and issue numbers in code', () => {
  it('finds them in line and block comments', () => {
    const source = [
      '// Measured in session 40.',
      'const a = 1; /* issue 27 */',
      '/**',
      ' * Since #41.',
      ' */',
    ].join('\n');
    expect(historyHitsInSource(source, 'a.ts')).toEqual([
      { line: 1, text: 'session 40' },
      { line: 2, text: 'issue 27' },
      { line: 4, text: '#41' },
    ]);
  });

  it('finds a comment citing the specification by section, and leaves a name with SPEC in it alone', () => {
    const source = ['// The count leaves deleted ones out (SPEC §4).', 'const SPEC_ROUTES = [];'].join('\n');
    expect(historyHitsInSource(source, 'a.ts')).toEqual([{ line: 1, text: 'SPEC §4' }]);
  });

  it('finds them in a test name', () => {
    const source = "describe('the query client on a 429 (issue 12)', () => {});";
    expect(historyHitsInSource(source, 'a.test.ts')).toEqual([{ line: 1, text: 'issue 12' }]);
  });

  it('leaves "#" and a number in code and strings alone: format codes and colours are data', () => {
    const source = "const colour = '#128450';\nconst order = '#41';\nconst format = `#,##0`;";
    expect(historyHitsInSource(source, 'a.ts')).toEqual([]);
  });

  it('reads TSX, and comments inside JSX', () => {
    const source = 'export const A = () => (\n  <div>\n    {/* issue 18 */}\n    text\n  </div>\n);';
    expect(historyHitsInSource(source, 'A.tsx')).toEqual([{ line: 3, text: 'issue 18' }]);
  });
});
