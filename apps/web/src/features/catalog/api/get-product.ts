import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { guestAnswerUntilHers, queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import { productPath, suggestionsPath, type SuggestionKind } from './paths';
import type { Product, ProductAnswer, ProductsAnswer } from '@padstore/domain';

export function useProduct(id: string) {
  const token = useToken();
  const queryKey = queryKeys.catalog.productOf(id, token);
  return useQuery({
    queryKey,
    ...fromApi<ProductAnswer, Product>(productPath(id), (data) => data.product, token),
    placeholderData: guestAnswerUntilHers(queryKey),
    enabled: Boolean(id),
  });
}

/** 'Buy It With' or 'Related Products' for a product page. */
export function useProductSuggestions(kind: SuggestionKind, id: string) {
  const token = useToken();
  const queryKey = queryKeys.catalog.suggestions(id, kind, token);
  return useQuery({
    queryKey,
    ...fromApi<ProductsAnswer, Product[]>(suggestionsPath(kind, id), (data) => data.data, token),
    placeholderData: guestAnswerUntilHers(queryKey),
  });
}
