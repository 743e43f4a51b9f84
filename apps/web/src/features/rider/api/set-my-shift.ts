import { useRiderChange } from './rider-change';

/** PUT admin/rider/shift */
export const useSetMyShift = () => useRiderChange((onShift: boolean) => ({ path: 'shift', body: { onShift } }));
