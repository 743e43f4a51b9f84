import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createOffer = (body: RouteBody<'POST admin/offers'>) => api('POST admin/offers', { body });

export const updateOffer = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/offers/{id}'>) =>
  api('PUT admin/offers/{id}', { params: { id }, body });

export const useCreateOffer = () => useConsoleChange(createOffer);
export const useUpdateOffer = () => useConsoleChange(updateOffer);
