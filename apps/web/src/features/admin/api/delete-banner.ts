import type { MessageAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const deleteBanner = (id: string) => consoleApi<MessageAnswer>(`banners/${id}`, { method: 'DELETE' });

export const useDeleteBanner = () => useConsoleChange(deleteBanner, [queryKeys.content.banners]);
