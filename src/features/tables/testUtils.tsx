/** Renders a table screen or part as the app does: query client with app-wide notices, theme, router, route. */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { noticeTextFor } from '../../api';
import { CurrentRouteContext } from '../../components/currentRoute';
import { useHostStore, type HostMode } from '../../host';
import { NoticeHost, notices, notify, Severity } from '../../notices';
import { clientState } from '../../store';
import { WharfThemeProvider } from '../../theme';
import { designDrafts } from '../../design/draftStore';
import { headingOf } from '../../routes/routeTable';

export const INSTANCE = { id: 1, name: 'Harbour Traders', schema: 'harbour', role: 'owner' as const };

interface RenderOptions {
  /** The route pattern the element is shown at. */
  path?: string;
  entry?: string;
  label?: string;
  mode?: HostMode;
}

export function renderTables(
  element: ReactElement,
  { path = '/', entry = path, label = 'Screen', mode = 'browser' }: RenderOptions = {},
) {
  clientState.setCurrentInstance(INSTANCE);
  clientState.setUser('user-1', 'Demo User');
  useHostStore.setState({ status: 'ready', mode, diagnostics: null });
  designDrafts.clear();
  for (const notice of [notices.current(), ...notices.pending()]) if (notice) notices.dismiss(notice.id);
  const showFailure = (error: unknown) => notify({ text: noticeTextFor(error), severity: Severity.Error });
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: showFailure }),
    mutationCache: new MutationCache({ onError: showFailure }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A data router, as the app's: the designer's unsaved-edits prompt needs one.
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <CurrentRouteContext.Provider value={{ path, label, heading: headingOf(path, label) }}>
            {element}
          </CurrentRouteContext.Provider>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const rendered = render(
    <QueryClientProvider client={client}>
      <WharfThemeProvider>
        <RouterProvider router={router} />
        <NoticeHost />
      </WharfThemeProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
