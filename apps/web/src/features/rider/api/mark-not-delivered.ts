import type { NotDeliveredReason } from '@padstore/domain/floor';
import { useRiderChange } from './rider-change';

/** PUT admin/rider/deliveries/{id}/not-delivered */
export const useMarkNotDelivered = () =>
  useRiderChange(({ orderId, reason, note }: { orderId: string; reason: NotDeliveredReason; note: string }) => ({
    path: `deliveries/${orderId}/not-delivered`,
    body: { reason, note },
  }));
