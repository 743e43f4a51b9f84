import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

export const useTakeBack = () =>
  useFloorChange(({ orderId, note }: { orderId: string; note: string }) =>
    callOf('PUT admin/floor/orders/{id}/back-at-branch', { params: { id: orderId }, body: { note } }),
  );
