import type { z } from 'zod';
import type { adminFeeSchema, VersionAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const saveExpressFee = (body: z.input<typeof adminFeeSchema>) =>
  consoleApi<VersionAnswer>('settings/emergency-fee', { method: 'PUT', body });

export const useSaveExpressFee = () => useConsoleChange(saveExpressFee, [queryKeys.delivery.expressFee]);
