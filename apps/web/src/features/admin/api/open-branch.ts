import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { useConsoleChange } from '../../../lib/use-console-change';

export const openBranch = (body: RouteBody<'POST admin/branches'>) => api('POST admin/branches', { body });

export const useOpenBranch = () => useConsoleChange(openBranch);
