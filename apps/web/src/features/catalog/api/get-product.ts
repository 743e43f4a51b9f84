import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';
import type { Product } from './types';

export function useProduct(id: string) {
  const token = useToken();
  return useQuery({
    queryKey: ['product', id, token],
    queryFn: () => api<{ product: Product }>(`user/Product/getProductById/${id}`).then((data) => data.product),
    enabled: Boolean(id),
  });
}

/** 'Buy It With' or 'Related Products' for a product page. */
export function useProductSuggestions(kind: 'getBuyItWith' | 'getRelatedProducts', id: string) {
  const token = useToken();
  return useQuery({
    queryKey: ['product', id, kind, token],
    queryFn: () => api<{ data: Product[] }>(`user/Product/${kind}/${id}`).then((data) => data.data),
  });
}
