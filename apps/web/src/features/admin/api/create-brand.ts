import type { z } from 'zod';
import type { adminBrandSchema, CreatedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const createBrand = (body: z.input<typeof adminBrandSchema>) => consoleApi<CreatedAnswer>('brands', { method: 'POST', body });

export const useCreateBrand = () => useConsoleChange(createBrand, [queryKeys.catalog.brands]);
