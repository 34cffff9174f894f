import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from './navigationReload';
import { ReloadForUpdate } from './ReloadForUpdate';
import { markUpdatePending, useVersionStore } from './versionStore';

function renderApp() {
  const page: PageLoader = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ReloadForUpdate page={page} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/one', element: <h1>One</h1> },
          { path: '/two', element: <h1>Two</h1> },
          { path: '/three', element: <h1>Three</h1> },
        ],
      },
    ],
    { initialEntries: ['/one'] },
  );
  render(<RouterProvider router={router} />);
  return { router, page };
}

describe('reloading for a new build', () => {
  afterEach(() => useVersionStore.setState({ pendingBuildId: null, routeRules: null }));

  it('navigates within the app while no update is pending', async () => {
    const { router, page } = renderApp();
    await act(() => router.navigate('/two'));
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('does not reload when the update is found, only on the next navigation, and then only once', async () => {
    const { router, page } = renderApp();
    act(() => markUpdatePending('next-build'));
    expect(page.assign).not.toHaveBeenCalled();

    await act(() => router.navigate('/two?tab=COLUMNS'));
    expect(page.assign).toHaveBeenCalledExactlyOnceWith('/two?tab=COLUMNS');
    // The next screen is left to the new page: the old build never renders it.
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/one');

    // Within the reload guard's ttl (as after a reload that still found a newer build) the app navigates itself.
    await act(() => router.navigate('/three'));
    expect(screen.getByRole('heading', { name: 'Three' })).toBeInTheDocument();
    expect(page.assign).toHaveBeenCalledOnce();
  });
});
