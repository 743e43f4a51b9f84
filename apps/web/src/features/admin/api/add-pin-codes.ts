import type { z } from 'zod';
import type { adminPinCodesSchema, PinCodesAddedAnswer } from '@padstore/domain';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type PinCodesAdded = { branchId: string } & z.input<typeof adminPinCodesSchema>;

export const addPinCodes = ({ branchId, ...body }: PinCodesAdded) =>
  consoleApi<PinCodesAddedAnswer>(`branches/${branchId}/pincodes`, { method: 'POST', body });

export const useAddPinCodes = () => useConsoleChange(addPinCodes);
