import type { DeliveredInput } from '@padstore/domain';
import { useRiderChange } from './rider-change';

/** PUT admin/rider/deliveries/{id}/delivered */
export const useMarkDelivered = () =>
  useRiderChange(({ orderId, payment }: { orderId: string; payment: DeliveredInput }) => ({
    path: `deliveries/${orderId}/delivered`,
    body: payment,
  }));
