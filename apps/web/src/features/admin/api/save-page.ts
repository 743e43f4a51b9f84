import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import type { PageKey } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const savePage = ({ key, ...body }: { key: PageKey } & RouteBody<'PUT admin/content/{key}'>) =>
  api('PUT admin/content/{key}', { params: { key }, body });

export const useSavePage = () => useConsoleChange(savePage, [queryKeys.content.pages, queryKeys.content.contact]);
