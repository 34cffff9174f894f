/** A Vitest reporter that prints the run's slowest tests after the default summary (vitest.config.ts). */
import type { Reporter, TestModule } from 'vitest/node';
import { slowestTestsReport, type TimedTest } from './slowestTests.ts';

export default class VitestSlowestReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const tests: TimedTest[] = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const diagnostic = testCase.diagnostic();
        if (diagnostic === undefined) continue;
        tests.push({
          file: testModule.relativeModuleId,
          name: testCase.fullName,
          durationMs: diagnostic.duration,
        });
      }
    }
    const report = slowestTestsReport(tests);
    if (report) process.stdout.write(`\n${report}`);
  }
}
