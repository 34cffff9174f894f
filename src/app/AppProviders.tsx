import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NoticeHost } from '../notices';
import { WharfThemeProvider } from '../theme';
import { createQueryClient } from './queryClient';
import { DeferredFocusManager } from './DeferredFocusManager';

/** What every screen renders inside, in the browser and when a page is prerendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <WharfThemeProvider>
        <DeferredFocusManager />
        {children}
        <NoticeHost />
      </WharfThemeProvider>
    </QueryClientProvider>
  );
}
