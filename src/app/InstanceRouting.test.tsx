import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { useAuthStore } from '../auth';
import { useHostStore } from '../host';
import { clientState } from '../store';
import { WharfThemeProvider } from '../theme';
import { buildRouteObjects } from './router';
import { SCREENS } from './screens';

vi.mock('../api/client', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const HARBOUR = { id: 1, name: 'Harbour Traders', schema: 'harbour', role: 'owner' as const };
const KAURI = { id: 2, name: 'Kauri Supplies', schema: 'kauri', role: 'member' as const };

function renderAt(entry: string) {
  const router = createMemoryRouter(
    buildRouteObjects(SCREENS, () => undefined),
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WharfThemeProvider>
        <RouterProvider router={router} />
      </WharfThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const currentUrl = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function signedInWith(instances: (typeof HARBOUR | typeof KAURI)[]) {
  useAuthStore.getState().signIn('header.payload.signature');
  useHostStore.setState({ status: 'ready', mode: 'browser', diagnostics: null });
  clientState.clear();
  clientState.setUser('user-1', 'Demo User');
  clientState.setInstances(instances);
  request.mockImplementation((path) =>
    path === '/api/instanceConnection'
      ? Promise.resolve({
          user: { userId: 'user-1', username: 'Demo User', email: 'demo@wharf.test' },
          userInstances: instances,
          instanceConnections: [],
          activeConnectionCount: 0,
        } as never)
      : new Promise(() => undefined),
  );
}

describe('instance routing after sign-in', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    request.mockReset();
  });
  afterEach(() => {
    useAuthStore.getState().signOut();
    clientState.clear();
  });

  it('asks a user of several instances to choose one, then opens the link they came for', async () => {
    signedInWith([HARBOUR, KAURI]);
    const router = renderAt('/table/4?tab=COLUMNS');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/instanceSelect?redirect=%2Ftable%2F4%3Ftab%3DCOLUMNS'),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Kauri Supplies/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/table/4?tab=COLUMNS'));
    expect(clientState.get().currentInstance?.id).toBe(2);
  });

  it('sends Home to the choice instead of saying no instance is chosen', async () => {
    signedInWith([HARBOUR, KAURI]);
    const router = renderAt('/');
    await waitFor(() => expect(currentUrl(router)).toBe('/instanceSelect'));
  });

  it('chooses the only instance by itself', async () => {
    signedInWith([HARBOUR]);
    const router = renderAt('/');
    await waitFor(() => expect(clientState.get().currentInstance?.id).toBe(1));
    expect(currentUrl(router)).toBe('/');
  });
});
