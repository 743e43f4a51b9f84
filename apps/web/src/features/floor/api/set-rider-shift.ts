import { useFloorChange } from './floor-action';

/** PUT admin/riders/{id}/shift */
export const useSetRiderShift = () =>
  useFloorChange(({ riderId, onShift }: { riderId: string; onShift: boolean }) => ({ path: `riders/${riderId}/shift`, body: { onShift } }));
