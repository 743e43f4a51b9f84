import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

/** Cancelling an order the rider brought back: its stock returns to the branch. */
export const useCancelOrder = () =>
  useFloorChange(({ orderId, reason, version }: { orderId: string; reason: string; version: number }) =>
    callOf('PUT admin/orders/{id}/status', { params: { id: orderId }, body: { status: 'cancelled', reason, version } }),
  );
