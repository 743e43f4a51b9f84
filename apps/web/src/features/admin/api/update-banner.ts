import type { z } from 'zod';
import type { adminBannerUpdateSchema, SavedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type BannerEdit = { id: string } & z.input<typeof adminBannerUpdateSchema>;

export const updateBanner = ({ id, ...body }: BannerEdit) => consoleApi<SavedAnswer>(`banners/${id}`, { method: 'PUT', body });

export const useUpdateBanner = () => useConsoleChange(updateBanner, [queryKeys.content.banners]);
