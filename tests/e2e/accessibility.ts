import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's WCAG 2 A/AA rules on the page as it is; each failing element is listed with why. Fluent's focus manager
 * (tabster) puts invisible focus guards around groups; they hand focus on and are not content, so axe skips them.
 */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  const audit = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  expect(
    audit.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.failureSummary ?? ''} at ${node.html}`),
    ),
    `axe on ${where}`,
  ).toEqual([]);
}

/** Nothing wider than the viewport (no sideways page scroll at 320 px), and no axe violation. */
export async function expectFitsAndNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectNoAxeViolations(page, where);
}
