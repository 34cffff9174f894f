import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentRouteContext } from '../../components/currentRoute';
import { helpScreens, HELP_PAGES, type HelpPath } from '.';

function renderHelp(path: HelpPath) {
  const HelpScreen = helpScreens[path];
  if (!HelpScreen) throw new Error(path);
  render(
    <MemoryRouter>
      <CurrentRouteContext.Provider value={{ path, label: 'Help', heading: 'Help' }}>
        <HelpScreen />
      </CurrentRouteContext.Provider>
    </MemoryRouter>,
  );
}

describe('the help pages', () => {
  it('walk through creating a Cin7 Omni API connection, step by step', () => {
    renderHelp('/help/cin7Omni/APISetup');
    const section = screen.getByRole('region', { name: 'Create the API connection in Cin7 Omni' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(steps[2]).toHaveTextContent(/Integrations & API.*API v1/);
    expect(screen.getByRole('region', { name: 'Paste the username and key into Wharf' })).toHaveTextContent(
      /API username/,
    );
  });

  it('has real content on every page, with a summary and at least one numbered list', () => {
    for (const [path, page] of Object.entries(HELP_PAGES)) {
      expect(page.summary, path).not.toBe('');
      expect(
        page.sections.some((section) => (section.steps?.length ?? 0) > 0),
        path,
      ).toBe(true);
    }
  });

  it('guides a first-time user', () => {
    renderHelp('/help/gettingStarted');
    expect(screen.getByRole('heading', { name: 'Your first day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a source system' })).toHaveAttribute('href', '/connect');
  });
});
