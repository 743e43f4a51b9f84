import { useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type PagePath = 'settings/getAboutUs' | 'settings/getPrivacy' | 'settings/getTerms';

export const usePageContent = (path: PagePath) =>
  useQuery({
    queryKey: ['page', path],
    queryFn: () => api<PageAnswer>(path).then((data) => data.data),
    staleTime: 5 * 60_000,
  });
