import { useFloorChange } from './floor-action';

/** PUT admin/floor/orders/{id}/packed */
export const useMarkPacked = () => useFloorChange((orderId: string) => ({ path: `floor/orders/${orderId}/packed` }));
