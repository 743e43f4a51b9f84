import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * Marks the page once the app runs it (`<html data-app="ready">`): before that a page the server rendered
 * is only painted, and tools that drive the store wait for the mark before they tap.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <MarkReady />
    </QueryClientProvider>
  );
}
