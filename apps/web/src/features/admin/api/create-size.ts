import type { z } from 'zod';
import type { adminSizeSchema, MessageAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const createSize = (body: z.input<typeof adminSizeSchema>) => consoleApi<MessageAnswer>('sizes', { method: 'POST', body });

export const useCreateSize = () => useConsoleChange(createSize, [queryKeys.catalog.sizes]);
