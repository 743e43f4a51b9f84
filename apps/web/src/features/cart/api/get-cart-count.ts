import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';

/** Packs in the cart, for the top bar badge; only fetched with a token. */
export function useCartCount() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.cartCount.of(token),
    queryFn: () => api('GET user/getCartItemCount').then((data) => data.count),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
