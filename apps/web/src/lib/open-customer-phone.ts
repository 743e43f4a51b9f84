import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** Opens an order's customer phone on purpose; the audit log records who did. */
export const useOpenCustomerPhone = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      api('GET admin/orders/{id}/phone', { params: { id: orderId } }).then((data) => String(data.phoneNumber)),
  });
