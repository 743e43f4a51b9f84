import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CART_COUNT_KEY } from './get-cart-count';

export interface CartItem {
  productId: { _id: string; productName: string; image: string; size: string; quantityInEachPack: number };
  price: number;
  quantity: number;
}
export interface Cart {
  items: CartItem[];
  totalAmount: number;
}

export const CART_KEY = ['cart'] as const;

export const useCart = (enabled = true) =>
  useQuery({ queryKey: CART_KEY, queryFn: () => api<{ cart: Cart }>('user/getCarts').then((data) => data.cart), staleTime: 0, enabled });

type LineChange = 'increment' | 'decrement' | 'remove';

/** Plus, minus and remove: each reloads the cart and its count. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, productId }: { change: LineChange; productId: string }) =>
      api<{ message: string; cart: Cart }>(`user/${change}/${productId}`, { method: change === 'remove' ? 'DELETE' : 'PUT' }),
    onSuccess: (data) => {
      queryClient.setQueryData(CART_KEY, data.cart);
      return queryClient.invalidateQueries({ queryKey: CART_COUNT_KEY });
    },
  });
}
