import { SEARCH_MAX_LENGTH } from '@padstore/domain/constants';
import type { ProductFilters } from '../api/types';

/** The values of a list filter, given repeated (`brand=a&brand=b`, a form's GET) or joined (`brand=a,b`). */
function list(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(values)];
}

/** A price bound, or none for an empty or unreadable value. */
function price(params: URLSearchParams, name: string): number | undefined {
  const text = params.getAll(name).find((value) => value.trim() !== '');
  const value = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The listing's filters read from its address: the app's own (`?brand=a,b&size=xl`) and those the filter
 * menu's form gives without JavaScript (`?brand=a&brand=b&size=xl&minPrice=&maxPrice=`) alike. Other
 * parameters are ignored. A search `q` comes with them, so the results page is the listing with its filters. The server renders a filtered listing from the same reading as the browser.
 */
export function parseListingFilters(params: URLSearchParams): ProductFilters {
  return {
    brand: list(params, 'brand'),
    size: list(params, 'size'),
    minPrice: price(params, 'minPrice'),
    maxPrice: price(params, 'maxPrice'),
    ...search(params),
  };
}

/** What she searched for, when she did: trimmed, and cut to what the API takes. */
function search(params: URLSearchParams): { q?: string } {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return q ? { q } : {};
}

/** The address's query of these filters, in the app's joined form. */
export function listingFiltersSearch(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.brand.length) search.set('brand', filters.brand.join(','));
  if (filters.size.length) search.set('size', filters.size.join(','));
  if (filters.minPrice !== undefined) search.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) search.set('maxPrice', String(filters.maxPrice));
  return search;
}

/** The filters the products are asked for with: a brand's own listing is that brand's, whatever the address says. */
export const listingProductFilters = (filters: ProductFilters, brandId: string | undefined): ProductFilters =>
  brandId ? { ...filters, brand: [] } : filters;
