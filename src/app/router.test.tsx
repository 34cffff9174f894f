import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth';
import { WharfThemeProvider } from '../theme';
import { buildRouteObjects } from './router';
import { SCREENS } from './screens';

// The routes alone: the auth start-up has tests of its own.
const noStartUp = () => undefined;

function renderAt(entry: string) {
  const router = createMemoryRouter(buildRouteObjects(SCREENS, noStartUp), { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WharfThemeProvider>
        <RouterProvider router={router} />
      </WharfThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const currentUrl = (router: ReturnType<typeof createMemoryRouter>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('the router built from the routes table', () => {
  // React reports every error an error boundary catches; the not-found cases throw on purpose.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.getState().signOut();
  });
  afterEach(() => useAuthStore.getState().signOut());

  it('sends a signed-out user on a protected route to sign-in with the full path', async () => {
    const router = renderAt('/table/42?tab=COLUMNS#preview');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/signin?redirect=%2Ftable%2F42%3Ftab%3DCOLUMNS%23preview');
  });

  it('opens a public route signed out, in its layout', async () => {
    const router = renderAt('/help/gettingStarted');
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout="help"]')).not.toBeNull();
    expect(currentUrl(router)).toBe('/help/gettingStarted');
  });

  it('lets an unsaved design (new) search its dataset', async () => {
    useAuthStore.getState().signIn('header.payload.signature');
    const router = renderAt('/dataSetSearch/columns/new/3');
    expect(await screen.findByRole('heading', { name: 'Search values' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dataSetSearch/columns/new/3');
  });

  it('opens a protected route for a signed-in user', async () => {
    useAuthStore.getState().signIn('header.payload.signature');
    renderAt('/table/42');
    expect(await screen.findByRole('heading', { name: 'Table design' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout="default"]')).not.toBeNull();
  });

  it('shows Page Not Found for an unmatched route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /no/such/page')).toBeInTheDocument();
  });

  it.each(['/no/such/page', '/error/test'])('shows %s inside the app’s frame', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wharf home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('offers a signed-out visitor only sign-in on an error page, not the sections they cannot open', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    for (const section of ['Tables', 'Library', 'Ask AI', 'Import', 'Settings']) {
      expect(within(banner).queryByRole('link', { name: section })).toBeNull();
    }
    expect(within(banner).queryByText('Choose instance')).toBeNull();
  });

  it('names no instance in the header of a signed-in visitor’s not-found page', async () => {
    useAuthStore.getState().signIn('header.payload.signature');
    renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByText('Choose instance')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Library' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Theme and sign-out' })).toBeInTheDocument();
  });

  it.each(['/table/not-an-id', '/dataSetSearch/rows/1/2', '/library/update/0', '/connect/fact/1.5'])(
    'treats a route whose parameters fail validation (%s) as not found',
    async (path) => {
      useAuthStore.getState().signIn('header.payload.signature');
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText(`Page Not Found: ${path}`)).toBeInTheDocument();
    },
  );

  it('guards again after sign-out', async () => {
    useAuthStore.getState().signIn('header.payload.signature');
    const router = renderAt('/library');
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    act(() => useAuthStore.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/signin?redirect=%2Flibrary');
  });

  it('returns to the redirect target once signed in, and refuses an off-origin one', async () => {
    const router = renderAt('/signin?redirect=%2Fsettings%2Fbilling%3Fx%3D1');
    await screen.findByRole('heading', { name: 'Sign in' });
    act(() => useAuthStore.getState().signIn('header.payload.signature'));
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/settings/billing?x=1');
  });

  it('goes home instead of following //evil.example after sign-in', async () => {
    const router = renderAt('/signin?redirect=%2F%2Fevil.example');
    await screen.findByRole('heading', { name: 'Sign in' });
    act(() => useAuthStore.getState().signIn('header.payload.signature'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
  });
});
