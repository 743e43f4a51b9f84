import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createProduct = (body: RouteBody<'POST admin/products'>) => api('POST admin/products', { body });

export const useCreateProduct = () => useConsoleChange(createProduct, [queryKeys.catalog.products]);
