import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const deleteBanner = (id: string) => api('DELETE admin/banners/{id}', { params: { id } });

export const useDeleteBanner = () => useConsoleChange(deleteBanner, [queryKeys.content.banners]);
