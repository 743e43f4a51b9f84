import { useInfiniteQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@padstore/domain/api-routes';
import { PRODUCT_PAGE_SIZE } from '@padstore/domain/constants';
import { api, firstAnswer } from '../../../lib/api-client';
import { guestAnswerUntilHers, queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import { productsPath, productsQuery } from './paths';
import type { ProductFilters } from './types';

// The products' endpoints read page after page, for the listing; the home grid's first page is in
// get-products.ts, apart, so that the home page's first load carries no infinite query.

/** One page of products, of one brand when `brandId` is given. */
export const getProducts = (filters: ProductFilters, page: number, brandId?: string, limit = PRODUCT_PAGE_SIZE) =>
  brandId
    ? api('GET user/brand/getProductsByBrand/{id}', { params: { id: brandId }, query: productsQuery(filters, page, limit) })
    : api('GET user/Product/getAllProducts', { query: productsQuery(filters, page, limit) });

/** The listing: page after page as the last card scrolls into view, while the last page was full. */
export function useInfiniteProducts(filters: ProductFilters, brandId?: string) {
  const token = useToken();
  const queryKey = queryKeys.catalog.listing(brandId ?? null, filters, token);
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => getProducts(filters, pageParam, brandId),
    initialData: () => {
      const first = token ? undefined : firstAnswer<RouteAnswer<'GET user/Product/getAllProducts'>>(productsPath(filters, 1, brandId));
      return first && { pages: [first], pageParams: [1] };
    },
    placeholderData: guestAnswerUntilHers(queryKey),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.products.length === last.limit ? last.page + 1 : undefined),
  });
}
