/**
 * Test helper shared by the feature tests: renders a screen as the app does (query client with app-wide notices,
 * theme, router, current route), and makes the API's typical answers.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../api';
import type { EtlJob, InstanceConnection, Role } from '@wharf/contract';
import { CurrentRouteContext } from '../components/currentRoute';
import { notifyFailure } from '../api';
import { NoticeHost, notices } from '../notices';
import { clientState } from '../store';
import { WharfThemeProvider } from '../theme';
import { headingOf } from '../routes/routeTable';

export const INSTANCE = { id: 1, name: 'Harbour Traders', schema: 'harbour', role: 'owner' as const };

const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: notifyFailure }),
    mutationCache: new MutationCache({ onError: notifyFailure }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

/** The one client's request function as the tests answer it: by path. */
export type AnswerByPath = Mock<(path: string, payload?: unknown) => Promise<unknown>>;

export function renderScreen(
  screen: ReactElement,
  {
    path = '/',
    label = 'Screen',
    entry,
    role = INSTANCE.role,
  }: {
    path?: string;
    label?: string;
    entry?: string | { pathname: string; state?: unknown };
    role?: Role;
  } = {},
) {
  clientState.setCurrentInstance({ ...INSTANCE, role });
  for (const notice of [notices.current(), ...notices.pending()]) if (notice) notices.dismiss(notice.id);
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <WharfThemeProvider>
        <MemoryRouter initialEntries={[entry ?? path]}>
          <CurrentRouteContext.Provider value={{ path, label, heading: headingOf(path, label) }}>
            {screen}
          </CurrentRouteContext.Provider>
        </MemoryRouter>
        <NoticeHost />
      </WharfThemeProvider>
    </QueryClientProvider>,
  );
}

/** An error answer of the API, as the one client throws it. */
export const refusal = (status: number, message: string) =>
  new ApiError({ kind: 'response', status, body: JSON.stringify({ message }) });

export function makeConnection(overrides: Partial<InstanceConnection> = {}): InstanceConnection {
  return {
    id: 1,
    name: 'Harbour Traders Omni',
    instanceId: 1,
    status: 'ACTIVE',
    sourceSystem: { id: 1, name: 'Cin7 Omni' },
    connectionGroup: null,
    attribute1: null,
    attribute2: null,
    attribute3: null,
    stripeProductId: 'prod_wharf_growth',
    ETLScopes: ['products', 'contacts'],
    APIKey: { clientId: 'harbour-traders-omni', secret: '••••9876' },
    changed: '2025-01-06T09:00:00.000Z',
    changedBy: 'demo@wharf.test',
    terminationReason: null,
    terminationNote: null,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<EtlJob> = {}): EtlJob {
  return {
    id: 1,
    connectionId: 1,
    connectionName: 'Harbour Traders Omni',
    status: 'success',
    mode: 'full',
    requestedBy: 'Demo User',
    created: '2025-01-06T09:00:00.000Z',
    started: '2025-01-06T09:00:01.000Z',
    finished: '2025-01-06T09:01:01.000Z',
    counts: { products: 10 },
    messages: [],
    scopes: [],
    entities: [],
    ...overrides,
  };
}

export const CIN7_SOURCE = {
  id: 1,
  code: 'cin7Omni',
  name: 'Cin7 Omni',
  clientIdLabel: 'API username',
  secretLabel: 'API connection key',
  scopes: [
    { key: 'products', name: 'Products', description: 'Your product catalogue.' },
    { key: 'contacts', name: 'Contacts', description: 'Customers and suppliers.' },
  ],
};
