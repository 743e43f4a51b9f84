import type { z } from 'zod';
import type { adminProductSchema, ProductCreatedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const createProduct = (body: z.input<typeof adminProductSchema>) =>
  consoleApi<ProductCreatedAnswer>('products', { method: 'POST', body });

export const useCreateProduct = () => useConsoleChange(createProduct, [queryKeys.catalog.products]);
