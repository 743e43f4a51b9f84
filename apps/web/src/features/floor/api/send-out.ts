import { useFloorChange } from './floor-action';

/** PUT admin/floor/orders/{id}/out-for-delivery */
export const useSendOut = () => useFloorChange((orderId: string) => ({ path: `floor/orders/${orderId}/out-for-delivery` }));
