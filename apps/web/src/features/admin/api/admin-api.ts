import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@padstore/domain/order-status';
import { api, type RequestOptions } from '../../../lib/api-client';
import type { OrderDetails } from '../../orders/api/types';

/** The operator console's calls, all under /api/admin. */
export const adminApi = <T>(path: string, options?: RequestOptions) => api<T>(`admin/${path}`, options);

export interface Dashboard {
  today: { orders: number; revenue: number; cancellations: number };
  waiting: Record<OrderStatus, number>;
  lowStock: { branch: string; productName: string; quantity: number }[];
  audit: { _id: string; action: string; details: string; createdAt: string; who: string; phone: string }[];
}
export interface AdminOrder {
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  customer: string;
  phoneNumber: string;
  branch: string;
  pinCode: string;
  deliveryType: string;
  discreetPackaging: boolean;
  totalAmount: number;
  createdAt: string;
  promisedTo: string;
  version: number;
}
export interface AdminProduct {
  _id: string;
  productName: string;
  brandId: string;
  brandName: string;
  size: string;
  price: number;
  quantityInEachPack: number;
  images: string[];
  aboutThisItem: string[];
  hidden: boolean;
  countryOfOrigin: string;
  hsnCode: string;
  gstRate: number;
  version: number;
}
export interface AdminBranch {
  _id: string;
  name: string;
  active: boolean;
  version: number;
  pinCodes: string[];
  stock: { productId: string; productName: string; quantity: number }[];
}
export interface AdminContent {
  pages: { key: string; title: string; description: string; version: number }[];
  emergencyFee: { feeAmount: number; version: number };
}

export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminApi<Dashboard>('dashboard'), staleTime: 0 });

export const useAdminOrders = (filters: Record<string, string>) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () => adminApi<{ orders: AdminOrder[] }>(`orders?${query}`).then((data) => data.orders),
    staleTime: 0,
  });
};

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () =>
      adminApi<{
        order: OrderDetails & { version: number; branch: string };
        timeline: { date: string; time: string; status: string; note: string | null }[];
      }>(`orders/${id}`),
    staleTime: 0,
  });

export const useAdminProducts = () =>
  useQuery({
    queryKey: ['admin', 'products'],
    queryFn: () => adminApi<{ products: AdminProduct[] }>('products').then((data) => data.products),
    staleTime: 0,
  });
export const useAdminBranches = () =>
  useQuery({
    queryKey: ['admin', 'branches'],
    queryFn: () => adminApi<{ branches: AdminBranch[] }>('branches').then((data) => data.branches),
    staleTime: 0,
  });
export const useAdminBanners = () =>
  useQuery({
    queryKey: ['admin', 'banners'],
    queryFn: () =>
      adminApi<{ banners: { _id: string; image: string; position: number; version: number }[] }>('banners').then((data) => data.banners),
    staleTime: 0,
  });
export const useAdminContent = () =>
  useQuery({ queryKey: ['admin', 'content'], queryFn: () => adminApi<AdminContent>('content'), staleTime: 0 });

/** Any admin change; afterwards every admin view and the public catalog are fetched again. */
export function useAdminChange<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method = 'PUT', body }: { path: string; method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) =>
      adminApi<T>(path, { method, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          [
            'admin',
            'products',
            'product',
            'brands',
            'sizes',
            'banners',
            'testimonials',
            'page',
            'contact',
            'emergency-fee',
            'seller',
            'policy',
          ].includes(String(query.queryKey[0])),
      }),
  });
}
