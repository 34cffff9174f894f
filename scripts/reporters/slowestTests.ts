/**
 * The slowest tests of a run, printed at its end by both runners' reporters (vitestSlowest.ts,
 * playwrightSlowest.ts), so a test that turns slow is seen in the run that makes it slow.
 */

/** One finished test: where it lives, its full name and its own time. */
export interface TimedTest {
  readonly file: string;
  readonly name: string;
  readonly durationMs: number;
}

/** How many tests the end-of-run list names. */
export const SLOWEST_COUNT = 20;

function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms).toString()} ms`;
}

/** The `count` slowest of `tests`, slowest first, as printable lines under a heading; none when there are none. */
export function slowestTestsReport(tests: readonly TimedTest[], count: number = SLOWEST_COUNT): string {
  const slowest = [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
  if (slowest.length === 0) return '';
  const rows = slowest.map((test) => ({ test, duration: formatDuration(test.durationMs) }));
  const width = Math.max(...rows.map((row) => row.duration.length));
  const lines = rows.map(
    ({ test, duration }) => `  ${duration.padStart(width)}  ${test.file} › ${test.name}`,
  );
  return (
    [`Slowest ${slowest.length.toString()} of ${tests.length.toString()} tests:`, ...lines].join('\n') + '\n'
  );
}
