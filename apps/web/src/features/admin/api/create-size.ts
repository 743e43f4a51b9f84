import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createSize = (body: RouteBody<'POST admin/sizes'>) => api('POST admin/sizes', { body });

export const useCreateSize = () => useConsoleChange(createSize, [queryKeys.catalog.sizes]);
