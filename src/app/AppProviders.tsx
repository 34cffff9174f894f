import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { WharfThemeProvider } from '../theme';

/** What every screen renders inside, in the browser and when a page is prerendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <WharfThemeProvider>{children}</WharfThemeProvider>
    </QueryClientProvider>
  );
}
