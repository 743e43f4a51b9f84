import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { guestAnswerUntilHers, queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import { NO_FILTERS, productsQuery } from './paths';

/**
 * The first page only: the home grid, optionally of one brand. The listing's page after page is in
 * get-product-pages.ts: TanStack's infinite query, which the home page's first load does without.
 */
export function useProductGrid(brandId: string | null) {
  const token = useToken();
  const queryKey = queryKeys.catalog.grid(brandId, token);
  return useQuery({
    queryKey,
    ...(brandId
      ? fromApi(
          'GET user/brand/getProductsByBrand/{id}',
          { params: { id: brandId }, query: productsQuery(NO_FILTERS, 1) },
          undefined,
          token,
        )
      : fromApi('GET user/Product/getAllProducts', { query: productsQuery(NO_FILTERS, 1) }, undefined, token)),
    placeholderData: guestAnswerUntilHers(queryKey),
  });
}
