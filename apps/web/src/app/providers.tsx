import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { getToken, useToken } from '../lib/session';

/**
 * Marks the page once the app runs it (`<html data-app="ready">`): before that a page the server rendered
 * is only painted, and the page's first script (src/early/keep-taps.ts) keeps the taps on controls that
 * need the app, to carry them out now. Tools that drive the store wait for the mark before they tap.
 * Also keeps `<html data-session="customer">`, which that script set from the session, true as she
 * signs in and out (index.css hides a guest's parts behind it).
 */
function MarkReady() {
  const token = useToken();
  useEffect(() => {
    // From storage, not the render's value: over a page painted for a guest her first render is a guest's.
    if (getToken()) document.documentElement.dataset.session = 'customer';
    else delete document.documentElement.dataset.session;
  }, [token]);
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
