import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerErrorHandler } from '../telemetry';
import { WharfThemeProvider } from '../theme';
import { buildRouteObjects } from './router';
import { SCREENS } from './screens';

const router = createBrowserRouter(buildRouteObjects(SCREENS));
const onRouterError = routerErrorHandler();

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <WharfThemeProvider>
        <RouterProvider router={router} onError={onRouterError} />
      </WharfThemeProvider>
    </QueryClientProvider>
  );
}
