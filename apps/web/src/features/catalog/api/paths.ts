import { PRODUCT_PAGE_SIZE } from '@padstore/domain/constants';
import type { ProductFilters } from './types';

/**
 * The API paths (after /api/) the catalog's queries ask for, built here only: the first view of a page
 * (app/first-views.ts) names the same paths, so the answers the server sends with a page are the ones
 * the queries look for.
 */
export const BRANDS_PATH = 'user/brand/getAllBrands';
export const SIZES_PATH = 'products/getAllSizes';

export const NO_FILTERS: ProductFilters = { brand: [], size: [] };

function productQuery(filters: ProductFilters, page: number, limit: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.brand.length) params.set('brand', filters.brand.join(','));
  if (filters.size.length) params.set('size', filters.size.join(','));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  return params.toString();
}

/** One page of products, of one brand when `brandId` is given. */
export const productsPath = (filters: ProductFilters, page: number, brandId?: string, limit = PRODUCT_PAGE_SIZE) =>
  `${brandId ? `user/brand/getProductsByBrand/${brandId}` : 'user/Product/getAllProducts'}?${productQuery(filters, page, limit)}`;

export const productPath = (id: string) => `user/Product/getProductById/${id}`;

export type SuggestionKind = 'getBuyItWith' | 'getRelatedProducts';
export const suggestionsPath = (kind: SuggestionKind, id: string) => `user/Product/${kind}/${id}`;
