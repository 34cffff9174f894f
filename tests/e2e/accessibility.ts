import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Which of axe's WCAG 2 A/AA rules a check runs: all of them, or those that read colours. A theme changes colours
 * and nothing else (src/theme/: its tokens, and the switch's own checked state), so on a screen already checked in
 * one theme, only the colour rules can answer differently in the other (docs/testing.md, "The browser tests' stack").
 */
export type AxeRules = 'every rule' | 'colour rules';

/** axe 4's WCAG 2 A/AA rules that read colours: the text's contrast, and a link told from its text by colour alone. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules for a screen checked in both themes, light then dark, in the same state: every rule in the light theme,
 * the colour rules in the dark one.
 */
export const axeRulesIn = (theme: 'builder-light' | 'builder-dark'): AxeRules =>
  theme === 'builder-light' ? 'every rule' : 'colour rules';

/** An axe run over the page as it is, with these rules. */
export function axeOn(page: Page, rules: AxeRules = 'every rule'): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return rules === 'every rule' ? builder.withTags(['wcag2a', 'wcag2aa']) : builder.withRules(COLOUR_RULES);
}

/**
 * axe's WCAG 2 A/AA rules (or the colour rules) on the page as it is; each failing element is listed with why.
 * Fluent's focus manager (tabster) puts invisible focus guards around groups; they hand focus on and are not
 * content, so axe skips them.
 */
export async function expectNoAxeViolations(
  page: Page,
  where = page.url(),
  rules: AxeRules = 'every rule',
): Promise<void> {
  const audit = await axeOn(page, rules).exclude('[data-tabster-dummy]').analyze();
  expect(
    audit.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.failureSummary ?? ''} at ${node.html}`),
    ),
    `axe on ${where}`,
  ).toEqual([]);
}

/** Nothing wider than the viewport (no sideways page scroll at 320 px), and no axe violation. */
export async function expectFitsAndNoAxeViolations(
  page: Page,
  where: string,
  rules: AxeRules = 'every rule',
): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectNoAxeViolations(page, where, rules);
}
