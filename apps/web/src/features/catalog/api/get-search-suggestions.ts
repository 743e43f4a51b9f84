import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_LENGTH } from '@padstore/domain/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the search box suggests for what she has typed: products and brands, from 2 letters on. */
export const useSearchSuggestions = (q: string) =>
  useQuery({
    queryKey: queryKeys.catalog.search(q),
    queryFn: () => api('GET user/Product/suggest', { query: { q } }),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    // The last suggestions stay while the next ones are on their way, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
