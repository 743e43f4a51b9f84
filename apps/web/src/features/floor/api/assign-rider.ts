import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

export const useAssignRider = () =>
  useFloorChange(({ orderId, riderId }: { orderId: string; riderId: string }) =>
    callOf('PUT admin/floor/orders/{id}/rider', { params: { id: orderId }, body: { riderId } }),
  );
