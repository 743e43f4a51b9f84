import { useFloorChange } from './floor-action';

/** PUT admin/floor/orders/{id}/rider */
export const useAssignRider = () =>
  useFloorChange(({ orderId, riderId }: { orderId: string; riderId: string }) => ({
    path: `floor/orders/${orderId}/rider`,
    body: { riderId },
  }));
