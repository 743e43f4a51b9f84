import { PRODUCT_PAGE_SIZE } from '@padstore/domain/constants';
import { apiPath } from '../../../lib/api-path';
import type { ProductFilters } from './types';

/**
 * The catalog's calls as the first view of a page names them (app/first-views.ts): the paths the
 * queries ask for, built by the same apiPath, so the answers the server sends with a page are the ones
 * the queries look for.
 */
export const BRANDS_PATH = apiPath('GET user/brand/getAllBrands');
export const SIZES_PATH = apiPath('GET products/getAllSizes');

export const NO_FILTERS: ProductFilters = { brand: [], size: [] };

/** The query of one page of products: the filters set, in the order the first views name them. */
export const productsQuery = (filters: ProductFilters, page: number, limit = PRODUCT_PAGE_SIZE) => ({
  q: filters.q || undefined,
  page: String(page),
  limit: String(limit),
  brand: filters.brand.length ? filters.brand.join(',') : undefined,
  size: filters.size.length ? filters.size.join(',') : undefined,
  minPrice: filters.minPrice === undefined ? undefined : String(filters.minPrice),
  maxPrice: filters.maxPrice === undefined ? undefined : String(filters.maxPrice),
});

/** One page of products, of one brand when `brandId` is given. */
export const productsPath = (filters: ProductFilters, page: number, brandId?: string, limit = PRODUCT_PAGE_SIZE) =>
  brandId
    ? apiPath('GET user/brand/getProductsByBrand/{id}', { params: { id: brandId }, query: productsQuery(filters, page, limit) })
    : apiPath('GET user/Product/getAllProducts', { query: productsQuery(filters, page, limit) });

export const productPath = (id: string) => apiPath('GET user/Product/getProductById/{id}', { params: { id } });

export type SuggestionKind = 'getBuyItWith' | 'getRelatedProducts';
export const suggestionsPath = (kind: SuggestionKind, id: string) => apiPath(`GET user/Product/${kind}/{id}`, { params: { id } });
