/** A Playwright reporter that prints the run's slowest tests after the list reporter's summary (playwright.config.ts). */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestTestsReport, type TimedTest } from './slowestTests.ts';

export default class PlaywrightSlowestReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    this.tests.push({
      file: relative(process.cwd(), test.location.file),
      // The title path is the root, the project, the file, the describe blocks and the test's own title.
      name: `[${test.parent.project()?.name ?? ''}] ${test.titlePath().slice(3).join(' › ')}`,
      durationMs: result.duration,
    });
  }

  onEnd(): void {
    const report = slowestTestsReport(this.tests);
    if (report) process.stdout.write(`\n${report}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
