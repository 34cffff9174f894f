// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from '../../../src/features/help';
import { HELP_PATHS, PRERENDERED_PATHS } from './paths.ts';
import { renderPage } from './renderPage.tsx';

describe('prerendering a page (no DOM, as at build time)', () => {
  it('renders every help page of the routes table and the sign-in screen, and only those', () => {
    expect([...HELP_PATHS].sort()).toEqual(Object.keys(HELP_PAGES).sort());
    expect([...PRERENDERED_PATHS].sort()).toEqual([...HELP_PATHS, '/signin'].sort());
  });

  it('renders the sign-in screen as a first visit sees it: its Sign in button, no spinner', async () => {
    const page = await renderPage('/signin');
    expect(page.title).toBe('Sign in · Wharf');
    expect(page.html).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(page.html).not.toContain('role="progressbar"');
    expect(page.html).toContain('Create an account');
    expect(page.payload).toEqual({ path: '/signin', label: 'Sign In', buildId: 'test' });
  });

  it('renders the screen in its layout with its heading, its text and the Fluent CSS it uses', async () => {
    const page = await renderPage('/help/gettingStarted');
    expect(page.title).toBe('Getting started · Wharf');
    expect(page.html).toContain('data-layout="help"');
    expect(page.html).toMatch(/<h1[^>]*>Getting started<\/h1>/);
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

  it('refuses a path that is neither a help page nor the sign-in screen', async () => {
    await expect(renderPage('/settings')).rejects.toThrow(/neither a help page/);
  });
});
