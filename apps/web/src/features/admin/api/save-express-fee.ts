import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const saveExpressFee = (body: RouteBody<'PUT admin/settings/emergency-fee'>) => api('PUT admin/settings/emergency-fee', { body });

export const useSaveExpressFee = () => useConsoleChange(saveExpressFee, [queryKeys.delivery.expressFee]);
