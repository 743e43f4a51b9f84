import type { z } from 'zod';
import type { adminBranchUpdateSchema, SavedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type BranchEdit = { id: string } & z.input<typeof adminBranchUpdateSchema>;

export const updateBranch = ({ id, ...body }: BranchEdit) => consoleApi<SavedAnswer>(`branches/${id}`, { method: 'PUT', body });

/** A branch opened or closed changes what customers there see in stock. */
export const useUpdateBranch = () => useConsoleChange(updateBranch, [queryKeys.catalog.products, queryKeys.catalog.product]);
