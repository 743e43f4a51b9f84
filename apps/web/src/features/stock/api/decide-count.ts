import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Approves a waiting count (its variance becomes an entry) or refuses it. */
export const useDecideCount = () =>
  useStaffWrite(
    ({ countId, ...decision }: { countId: string } & RouteBody<'PUT admin/stock/counts/{id}'>) =>
      callOf('PUT admin/stock/counts/{id}', { params: { id: countId }, body: decision }),
    [queryKeys.stock.all],
  );
