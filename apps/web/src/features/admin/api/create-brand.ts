import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createBrand = (body: RouteBody<'POST admin/brands'>) => api('POST admin/brands', { body });

export const useCreateBrand = () => useConsoleChange(createBrand, [queryKeys.catalog.brands]);
