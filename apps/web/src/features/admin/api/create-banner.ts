import type { z } from 'zod';
import type { adminBannerSchema, CreatedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const createBanner = (body: z.input<typeof adminBannerSchema>) => consoleApi<CreatedAnswer>('banners', { method: 'POST', body });

export const useCreateBanner = () => useConsoleChange(createBanner, [queryKeys.content.banners]);
