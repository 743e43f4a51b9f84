import { useFloorChange } from './floor-action';

/** PUT admin/orders/{id}/status, cancelling an order the rider brought back: its stock returns to the branch. */
export const useCancelOrder = () =>
  useFloorChange(({ orderId, reason, version }: { orderId: string; reason: string; version: number }) => ({
    path: `orders/${orderId}/status`,
    body: { status: 'cancelled', reason, version },
  }));
