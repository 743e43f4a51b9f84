import type { RouteName } from '@padstore/domain/api-routes';
import type { ApiCallOf } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/use-staff-write';
import { RIDER_KEY } from './get-rider-day';

/** A change the rider makes; afterwards, done or refused, their list and day are read again. */
export const useRiderChange = <Input, Name extends RouteName>(request: (input: Input) => ApiCallOf<Name>) =>
  useStaffWrite(request, [RIDER_KEY, ['staff', 'me']]);
