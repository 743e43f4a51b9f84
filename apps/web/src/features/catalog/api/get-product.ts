import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { guestAnswerUntilHers, queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import type { SuggestionKind } from './paths';

export function useProduct(id: string) {
  const token = useToken();
  const queryKey = queryKeys.catalog.productOf(id, token);
  return useQuery({
    queryKey,
    ...fromApi('GET user/Product/getProductById/{id}', { params: { id } }, (data) => data.product, token),
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
    ...fromApi(`GET user/Product/${kind}/{id}`, { params: { id } }, (data) => data.data, token),
    placeholderData: guestAnswerUntilHers(queryKey),
  });
}
