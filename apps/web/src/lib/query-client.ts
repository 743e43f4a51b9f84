import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  // A page opened with no network hears no 'offline' event: the query client starts from the browser's word.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal will not change by asking again; a network blip might.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
        // Asked even when the browser says it is offline: the service worker may answer the catalog from
        // the copy it kept (decision record 022). Retries wait for the network; on its return every
        // query on the screen is asked again, so the cart is fresh.
        networkMode: 'offlineFirst',
      },
      // A change (add to cart, place an order) is sent at once or fails at once, saying she is offline:
      // never held back and sent later without her seeing it.
      mutations: { networkMode: 'always' },
    },
  });
}
