/**
 * The AI view (issue 16) against the real API and its embedded parser: ask → the design in plain words and a
 * 20-row preview → save to the library → open in the designer → land in the browser grid; axe at 320 px in both
 * themes with screenshots (tests/e2e/artifacts/screens/ai-*.png).
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { expect, startSignedIn, test } from './fixtures';

const INSTANCE = 'Harbour Traders';
const QUESTION = 'sales by branch and month in 2025';

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('heading', { name: 'The table it builds' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Auckland' }).first()).toBeVisible();
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 900 } });

  test('ask, preview, save, open in the designer and land; axe and screenshots in both themes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startSignedIn(page, { instance: INSTANCE });
    await page.goto('/AI');
    // Instance routing (issue 18) may ask for the instance first; choosing it returns to /AI.
    const choose = page.getByRole('button', { name: /^Harbour Traders/ });
    await expect(page.getByRole('heading', { name: 'AI', exact: true }).or(choose)).toBeVisible();
    if (await choose.isVisible()) await choose.click();
    await expect(page.getByRole('link', { name: 'Ask AI' })).toHaveAttribute('aria-current', 'page');
    // Examples come from the instance's catalogue.
    await expect(page.getByRole('group', { name: 'Try asking' }).getByRole('button').first()).toBeVisible();

    await ask(page, QUESTION);
    await expect(page.getByText('revenue = Sales Orders › Total')).toBeVisible();
    // Both themes on the same answer: the footer's switch changes the theme in place.
    for (const theme of ['builder-light', 'builder-dark'] as const) {
      if (theme === 'builder-dark') await page.getByRole('switch', { name: 'Dark theme' }).check();
      await expectNoAxeViolations(page, `/AI (${theme})`);
      await page.screenshot({ path: `tests/e2e/artifacts/screens/ai-answer-${theme}.png`, fullPage: true });
    }

    // A refinement edits the answer; undo goes back.
    await page.getByRole('textbox', { name: 'Refine this answer' }).fill('only Auckland');
    await page.getByRole('button', { name: 'Refine' }).click();
    await expect(page.getByText('Branch is Auckland')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Branch is Auckland')).toHaveCount(0);

    // A question to decline says so, and what is missing.
    await page.getByRole('textbox', { name: 'Your question' }).fill('delete all Voided orders');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByText('This question cannot be answered from your warehouse')).toBeVisible();
    await expectNoAxeViolations(page, '/AI declined (builder-dark)');
    await page.screenshot({
      path: 'tests/e2e/artifacts/screens/ai-declined-builder-dark.png',
      fullPage: true,
    });

    await ask(page, QUESTION);
    await page.getByRole('button', { name: 'Save to library' }).click();
    await expect(page.getByText('Saved to your private library.')).toBeVisible();

    await page.getByRole('button', { name: 'Open in the table designer' }).click();
    await expect(page).toHaveURL(/\/table\/\d+/);
    await expect(page.getByRole('tab', { name: 'OVERVIEW' })).toBeVisible();

    await page.getByRole('link', { name: 'Ask AI' }).click();
    await expect(page).toHaveURL(/\/AI$/);
    await ask(page, QUESTION);
    await page.getByRole('button', { name: 'Land it' }).click();
    await page.getByRole('button', { name: 'Show in browser' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Auckland' }).first()).toBeVisible();
  });
});
