import { useQuery } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

/** The synonym table search reads. */
export const useSearchSynonyms = () =>
  useQuery({
    queryKey: queryKeys.console.synonyms,
    queryFn: () => api('GET admin/search-synonyms').then((data) => data.synonyms),
    staleTime: 0,
  });

export const addSynonym = (body: RouteBody<'POST admin/search-synonyms'>) => api('POST admin/search-synonyms', { body });
export const removeSynonym = (id: string) => api('DELETE admin/search-synonyms/{id}', { params: { id } });

// Search answers change with the table: the suggestions kept in the browser go too.
export const useAddSynonym = () => useConsoleChange(addSynonym, [queryKeys.catalog.products]);
export const useRemoveSynonym = () => useConsoleChange(removeSynonym, [queryKeys.catalog.products]);
