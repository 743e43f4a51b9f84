import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import { productPath, suggestionsPath, type SuggestionKind } from './paths';
import type { Product, ProductAnswer, ProductsAnswer } from '@padstore/domain';

export function useProduct(id: string) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.catalog.productOf(id, token),
    ...fromApi<ProductAnswer, Product>(productPath(id), (data) => data.product),
    enabled: Boolean(id),
  });
}

/** 'Buy It With' or 'Related Products' for a product page. */
export function useProductSuggestions(kind: SuggestionKind, id: string) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.catalog.suggestions(id, kind, token),
    ...fromApi<ProductsAnswer, Product[]>(suggestionsPath(kind, id), (data) => data.data),
  });
}
