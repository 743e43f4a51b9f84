import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Records what the shelf holds; a variance above the setting waits for a manager. */
export const useCountStock = () =>
  useStaffWrite((count: RouteBody<'POST admin/stock/counts'>) => callOf('POST admin/stock/counts', { body: count }), [queryKeys.stock.all]);
