import type { RouteName } from '@padstore/domain/api-routes';
import type { ApiCallOf } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/use-staff-write';
import { FLOOR_KEY } from './get-floor';

/** A change made on the floor; afterwards the floor, the console's orders and the rider's list are read again. */
export const useFloorChange = <Input, Name extends RouteName>(request: (input: Input) => ApiCallOf<Name>) =>
  useStaffWrite(request, [FLOOR_KEY, ['admin'], ['rider']]);
