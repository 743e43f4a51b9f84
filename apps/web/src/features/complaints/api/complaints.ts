import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Complaint, DeskComplaint } from '@padstore/domain';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';

export type { Complaint, DeskComplaint };

export const useMyComplaints = () =>
  useQuery({
    queryKey: ['complaints'],
    queryFn: () => api('GET user/complaints').then((answer) => answer.complaints),
    staleTime: 0,
  });

export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'POST user/complaints'>) => api('POST user/complaints', { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => ['complaints', 'notifications'].includes(String(query.queryKey[0])) }),
  });
}

export const useComplaintDesk = (status: DeskComplaint['status'] | '') =>
  useQuery({
    queryKey: ['admin', 'complaints', status],
    queryFn: () => api('GET admin/complaints', { query: { status: status || undefined } }).then((answer) => answer.complaints),
    staleTime: 0,
  });
