import { useMutation } from '@tanstack/react-query';
import type { CustomerPhoneAnswer } from '@padstore/domain';
import { api } from './api-client';

/** Opens an order's customer phone on purpose; the audit log records who did. */
export const useOpenCustomerPhone = () =>
  useMutation({
    mutationFn: (orderId: string) => api<CustomerPhoneAnswer>(`admin/orders/${orderId}/phone`).then((data) => String(data.phoneNumber)),
  });
