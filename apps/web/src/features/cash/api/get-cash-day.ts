import { useQuery } from '@tanstack/react-query';
import type { CashDayAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const CASH_KEY = ['cash'] as const;

export const useCashDay = (branchId: string | undefined, day: string) =>
  useQuery({
    queryKey: [...CASH_KEY, branchId, day],
    queryFn: () => api<CashDayAnswer>(`admin/cash/branches/${branchId}/days/${day}`),
    enabled: Boolean(branchId),
    staleTime: 0,
  });
