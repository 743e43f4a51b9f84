import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters } from '../api/types';

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean)
    : [];
const price = (value: string | null) => (value !== null && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined);

/** The listing's filters live in the address, so that a filtered list can be shared and survives reload. */
export function useFiltersInUrl(): [ProductFilters, (filters: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => ({
      brand: list(params.get('brand')),
      size: list(params.get('size')),
      minPrice: price(params.get('minPrice')),
      maxPrice: price(params.get('maxPrice')),
    }),
    [params],
  );
  const setFilters = useCallback(
    (next: ProductFilters) => {
      const search = new URLSearchParams();
      if (next.brand.length) search.set('brand', next.brand.join(','));
      if (next.size.length) search.set('size', next.size.join(','));
      if (next.minPrice !== undefined) search.set('minPrice', String(next.minPrice));
      if (next.maxPrice !== undefined) search.set('maxPrice', String(next.maxPrice));
      setParams(search);
    },
    [setParams],
  );
  return [filters, setFilters];
}
