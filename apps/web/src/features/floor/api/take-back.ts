import { useFloorChange } from './floor-action';

/** PUT admin/floor/orders/{id}/back-at-branch */
export const useTakeBack = () =>
  useFloorChange(({ orderId, note }: { orderId: string; note: string }) => ({
    path: `floor/orders/${orderId}/back-at-branch`,
    body: { note },
  }));
