import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

export const useSendOut = () =>
  useFloorChange((orderId: string) => callOf('PUT admin/floor/orders/{id}/out-for-delivery', { params: { id: orderId } }));
