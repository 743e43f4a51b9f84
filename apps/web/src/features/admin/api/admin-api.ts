import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleBannersAnswer,
  ConsoleBranchesAnswer,
  ConsoleContent,
  ConsoleOrderAnswer,
  ConsoleOrdersAnswer,
  ConsoleProductsAnswer,
  Dashboard,
} from '@padstore/domain';
import { api, type RequestOptions } from '../../../lib/api-client';

/** The operator console's calls, all under /api/admin. */
export const adminApi = <T>(path: string, options?: RequestOptions) => api<T>(`admin/${path}`, options);

export type {
  ConsoleBranch as AdminBranch,
  ConsoleContent as AdminContent,
  ConsoleOrder as AdminOrder,
  ConsoleProduct as AdminProduct,
  Dashboard,
} from '@padstore/domain';

export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminApi<Dashboard>('dashboard'), staleTime: 0 });

export const useAdminOrders = (filters: Record<string, string>) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () => adminApi<ConsoleOrdersAnswer>(`orders?${query}`).then((data) => data.orders),
    staleTime: 0,
  });
};

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => adminApi<ConsoleOrderAnswer>(`orders/${id}`),
    staleTime: 0,
  });

export const useAdminProducts = () =>
  useQuery({
    queryKey: ['admin', 'products'],
    queryFn: () => adminApi<ConsoleProductsAnswer>('products').then((data) => data.products),
    staleTime: 0,
  });
export const useAdminBranches = () =>
  useQuery({
    queryKey: ['admin', 'branches'],
    queryFn: () => adminApi<ConsoleBranchesAnswer>('branches').then((data) => data.branches),
    staleTime: 0,
  });
export const useAdminBanners = () =>
  useQuery({
    queryKey: ['admin', 'banners'],
    queryFn: () => adminApi<ConsoleBannersAnswer>('banners').then((data) => data.banners),
    staleTime: 0,
  });
export const useAdminContent = () =>
  useQuery({ queryKey: ['admin', 'content'], queryFn: () => adminApi<ConsoleContent>('content'), staleTime: 0 });

/** Any admin change; afterwards every admin view and the public catalog are fetched again. */
export function useAdminChange<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method = 'PUT', body }: { path: string; method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) =>
      adminApi<T>(path, { method, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          ['admin', 'products', 'product', 'brands', 'sizes', 'banners', 'testimonials', 'page', 'contact', 'emergency-fee'].includes(
            String(query.queryKey[0]),
          ),
      }),
  });
}
