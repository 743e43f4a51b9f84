import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { useConsoleChange } from '../../../lib/use-console-change';

export const addPinCodes = ({ branchId, ...body }: { branchId: string } & RouteBody<'POST admin/branches/{id}/pincodes'>) =>
  api('POST admin/branches/{id}/pincodes', { params: { id: branchId }, body });

export const useAddPinCodes = () => useConsoleChange(addPinCodes);
