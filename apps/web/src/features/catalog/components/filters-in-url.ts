import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters } from '../api/types';
import { listingFiltersSearch, parseListingFilters } from './listing-filters';

/** The listing's filters live in the address, so that a filtered list can be shared and survives reload. */
export function useFiltersInUrl(): [ProductFilters, (filters: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(params), [params]);
  const setFilters = useCallback((next: ProductFilters) => setParams(listingFiltersSearch(next)), [setParams]);
  return [filters, setFilters];
}
