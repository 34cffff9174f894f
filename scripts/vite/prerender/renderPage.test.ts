// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from '../../../src/features/help';
import { PRERENDERED_PATHS } from './paths.ts';
import { renderPage } from './renderPage.tsx';

describe('prerendering a help page (no DOM, as at build time)', () => {
  it('renders every help page of the routes table, and only those', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(Object.keys(HELP_PAGES).sort());
  });

  it('renders the screen in its layout with its heading, its text and the Fluent CSS it uses', async () => {
    const page = await renderPage('/help/gettingStarted');
    expect(page.title).toBe('Getting Started · Wharf');
    expect(page.html).toContain('data-layout="help"');
    expect(page.html).toMatch(/<h1[^>]*>Getting Started<\/h1>/);
    expect(page.html).toContain(HELP_PAGES['/help/gettingStarted']?.summary);
    expect(page.styles).toMatch(/^<style data-make-styles-bucket="\w"/);
  });

  it('writes into the payload what the screen shows, for this build', async () => {
    const page = await renderPage('/help/cin7Omni/APISetup');
    expect(page.payload).toEqual({
      path: '/help/cin7Omni/APISetup',
      label: 'Help Cin7 Omni API Setup',
      buildId: 'test',
      help: HELP_PAGES['/help/cin7Omni/APISetup'],
    });
  });

  it('refuses a path that is not a help page', async () => {
    await expect(renderPage('/signin')).rejects.toThrow(/not a help page/);
  });
});
