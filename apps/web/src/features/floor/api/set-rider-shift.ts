import { callOf } from '../../../lib/api-client';
import { useFloorChange } from './floor-action';

export const useSetRiderShift = () =>
  useFloorChange(({ riderId, onShift }: { riderId: string; onShift: boolean }) =>
    callOf('PUT admin/riders/{id}/shift', { params: { id: riderId }, body: { onShift } }),
  );
