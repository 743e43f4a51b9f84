import type { z } from 'zod';
import type { adminStockSchema, StockAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type StockChange = { branchId: string } & z.input<typeof adminStockSchema>;

export const setStock = ({ branchId, ...body }: StockChange) =>
  consoleApi<StockAnswer>(`branches/${branchId}/stock`, { method: 'PUT', body });

/** New stock: the listing and the product page read again. */
export const useSetStock = () => useConsoleChange(setStock, [queryKeys.catalog.products, queryKeys.catalog.product]);
