import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import type { CartItem } from './get-cart';

/**
 * Her cart as the shop's steppers and the cart bar read it: the cart's own query, asked once for the
 * page rather than once for each card; every change of the cart answers the cart and sets it at once.
 * Idle for guests.
 */
export function useCartLines() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: () => api('GET user/getCarts').then((data) => data.cart),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}

/** Her cart's line of a product, once the cart is known and holds it. */
export function useCartLine(productId: string): CartItem | undefined {
  return useCartLines().data?.items.find((item) => item.productId._id === productId);
}
