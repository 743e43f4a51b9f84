import type { NotDeliveredReason } from '@padstore/domain/floor';
import { callOf } from '../../../lib/api-client';
import { useRiderChange } from './rider-change';

export const useMarkNotDelivered = () =>
  useRiderChange(({ orderId, reason, note }: { orderId: string; reason: NotDeliveredReason; note: string }) =>
    callOf('PUT admin/rider/deliveries/{id}/not-delivered', { params: { id: orderId }, body: { reason, note } }),
  );
