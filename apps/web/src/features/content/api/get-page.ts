import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PagePath = 'settings/getAboutUs' | 'settings/getPrivacy' | 'settings/getTerms';

export const usePageContent = (path: PagePath) =>
  useQuery({
    queryKey: queryKeys.content.page(path),
    queryFn: () => api(`GET ${path}`).then((data) => data.data),
    staleTime: 5 * 60_000,
  });
