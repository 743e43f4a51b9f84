export type { Product, ProductList } from '@padstore/domain';

/** The listing's filters, as the address bar and the filter menu hold them. */
export interface ProductFilters {
  brand: string[];
  size: string[];
  minPrice?: number;
  maxPrice?: number;
  /** What she searched for (the results page, `/all-products?q=...`). */
  q?: string;
}
