import { callOf } from '../../../lib/api-client';
import { useRiderChange } from './rider-change';

export const useSetMyShift = () => useRiderChange((onShift: boolean) => callOf('PUT admin/rider/shift', { body: { onShift } }));
