/**
 * Vitest's file order on a clean clone (docs/testing.md, "Run times"): with no results cached, Vitest starts the
 * largest files first, and the week of schedules — a short file that runs for minutes — started late and ran on
 * alone while the other worker sat idle. The files known to run longest start first, so the two workers finish
 * together; the rest keep Vitest's own order (cached durations when there are any, file size otherwise).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as the slowest-tests list of a clean run shows them (`CI=true bash .ci/run`). */
export const LONGEST_FILES: readonly string[] = [
  'server/etl/cin7Week.test.ts',
  'tests/cluster/cluster.test.ts',
  'server/etl/concurrentImports.test.ts',
  'server/db/seed.test.ts',
  // The demo world seeded again on another first day.
  'server/db/demoClock.test.ts',
  // The question sets on the demo world: hundreds of questions answered and their rows compared, in one hook each.
  'tests/eval/eval.test.ts',
  'tests/eval/fieldEval.test.ts',
];

const rankOf = (spec: TestSpecification): number => {
  const rank = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return rank === -1 ? LONGEST_FILES.length : rank;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // Array.prototype.sort is stable: files outside the list keep Vitest's order among themselves.
    return [...ordered].sort((a, b) => rankOf(a) - rankOf(b));
  }
}
