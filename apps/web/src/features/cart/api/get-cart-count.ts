import { useQuery } from '@tanstack/react-query';
import type { CountAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export const CART_COUNT_KEY = ['cart-count'] as const;

/** Packs in the cart, for the top bar badge; only fetched with a token. */
export function useCartCount() {
  const token = useToken();
  return useQuery({
    queryKey: [...CART_COUNT_KEY, token],
    queryFn: () => api<CountAnswer>('user/getCartItemCount').then((data) => data.count),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
