import type { Seller } from '@padstore/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Seller };

/** The seller's legal details and grievance officer, for the Contact page and the footer. */
export const useSeller = () =>
  useQuery({
    queryKey: queryKeys.seller,
    queryFn: () => api('GET seller').then((answer) => answer.seller),
    staleTime: 5 * 60_000,
  });
