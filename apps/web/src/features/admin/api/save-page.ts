import type { z } from 'zod';
import type { adminPageSchema, PageKey, PageSavedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export type PageEdit = { key: PageKey } & z.input<typeof adminPageSchema>;

export const savePage = ({ key, ...body }: PageEdit) => consoleApi<PageSavedAnswer>(`content/${key}`, { method: 'PUT', body });

export const useSavePage = () => useConsoleChange(savePage, [queryKeys.content.pages, queryKeys.content.contact]);
