import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the shop sent a customer, a page at a time, newest first; 'Older messages' asks for the next page. */
export const useCustomerMessages = (customerId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.console.customerMessages(customerId),
    queryFn: ({ pageParam }) =>
      api('GET admin/customers/{id}/messages', { params: { id: customerId }, query: pageParam ? { before: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (page) => page.older ?? undefined,
    staleTime: 0,
  });
