import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CASH_KEY = ['cash'] as const;

export const useCashDay = (branchId: string | undefined, day: string) =>
  useQuery({
    queryKey: [...CASH_KEY, branchId, day],
    queryFn: () => api('GET admin/cash/branches/{id}/days/{date}', { params: { id: branchId ?? '', date: day } }),
    enabled: Boolean(branchId),
    staleTime: 0,
  });
