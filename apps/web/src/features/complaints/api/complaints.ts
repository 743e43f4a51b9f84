import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Complaint, ComplaintStatus, DeskComplaint } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type { Complaint, DeskComplaint };

export const useMyComplaints = () =>
  useQuery({
    queryKey: ['complaints'],
    queryFn: () => api<{ complaints: Complaint[] }>('user/complaints').then((answer) => answer.complaints),
    staleTime: 0,
  });

export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; orderId?: string; message: string }) =>
      api<{ complaint: { _id: string; ticketNumber: string; status: ComplaintStatus } }>('user/complaints', { method: 'POST', body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => ['complaints', 'notifications'].includes(String(query.queryKey[0])) }),
  });
}

export const useComplaintDesk = (status: string) =>
  useQuery({
    queryKey: ['admin', 'complaints', status],
    queryFn: () =>
      api<{ complaints: DeskComplaint[] }>(`admin/complaints${status ? `?status=${status}` : ''}`).then((answer) => answer.complaints),
    staleTime: 0,
  });
