import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Complaint,
  ComplaintRaisedAnswer,
  complaintSchema,
  ComplaintsAnswer,
  DeskComplaint,
  DeskComplaintsAnswer,
} from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type { Complaint, DeskComplaint };

export const useMyComplaints = () =>
  useQuery({
    queryKey: ['complaints'],
    queryFn: () => api<ComplaintsAnswer>('user/complaints').then((answer) => answer.complaints),
    staleTime: 0,
  });

export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof complaintSchema>) => api<ComplaintRaisedAnswer>('user/complaints', { method: 'POST', body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => ['complaints', 'notifications'].includes(String(query.queryKey[0])) }),
  });
}

export const useComplaintDesk = (status: string) =>
  useQuery({
    queryKey: ['admin', 'complaints', status],
    queryFn: () => api<DeskComplaintsAnswer>(`admin/complaints${status ? `?status=${status}` : ''}`).then((answer) => answer.complaints),
    staleTime: 0,
  });
