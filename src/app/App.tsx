import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { WharfThemeProvider } from '../theme';
import { buildRouteObjects } from './router';
import { SCREENS } from './screens';

const router = createBrowserRouter(buildRouteObjects(SCREENS));

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <WharfThemeProvider>
        <RouterProvider router={router} />
      </WharfThemeProvider>
    </QueryClientProvider>
  );
}
