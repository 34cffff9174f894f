// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slowestTestsReport } from './slowestTests.ts';

const test = (name: string, durationMs: number) => ({ file: 'src/a.test.ts', name, durationMs });

describe('the slowest tests printed at the end of a run', () => {
  it('names the slowest first, each with its file and time', () => {
    const report = slowestTestsReport([test('quick', 12), test('slow', 2_345), test('middling', 480)]);
    expect(report.split('\n')).toEqual([
      'Slowest 3 of 3 tests:',
      '  2.35 s  src/a.test.ts › slow',
      '  480 ms  src/a.test.ts › middling',
      '   12 ms  src/a.test.ts › quick',
      '',
    ]);
  });

  it('keeps only as many as asked for', () => {
    const tests = Array.from({ length: 30 }, (_, index) => test(`t${index.toString()}`, index));
    const lines = slowestTestsReport(tests, 20).trimEnd().split('\n');
    expect(lines[0]).toBe('Slowest 20 of 30 tests:');
    expect(lines).toHaveLength(21);
    expect(lines[1]).toContain('t29');
    expect(lines[20]).toContain('t10');
  });

  it('prints nothing for a run without finished tests', () => {
    expect(slowestTestsReport([])).toBe('');
  });
});
