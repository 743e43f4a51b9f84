import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

export const useMarkPacked = () =>
  useFloorChange((orderId: string) => callOf('PUT admin/floor/orders/{id}/packed', { params: { id: orderId } }));
