import type { z } from 'zod';
import type { adminProductUpdateSchema, VersionAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type ProductEdit = { id: string } & z.input<typeof adminProductUpdateSchema>;

export const updateProduct = ({ id, ...body }: ProductEdit) => consoleApi<VersionAnswer>(`products/${id}`, { method: 'PUT', body });

/** An edit or a hide: the listing and the product page read again. */
export const useUpdateProduct = () => useConsoleChange(updateProduct, [queryKeys.catalog.products, queryKeys.catalog.product]);
