import type { z } from 'zod';
import type { adminOrderStatusSchema, SavedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type OrderMove = { id: string } & z.input<typeof adminOrderStatusSchema>;

export const moveOrder = ({ id, ...body }: OrderMove) => consoleApi<SavedAnswer>(`orders/${id}/status`, { method: 'PUT', body });

/** The next step, or a cancel with a reason: a cancel puts stock back, so the catalog reads again. */
export const useMoveOrder = () => useConsoleChange(moveOrder, [queryKeys.catalog.products, queryKeys.catalog.product]);
