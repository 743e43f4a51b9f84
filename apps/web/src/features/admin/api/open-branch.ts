import type { z } from 'zod';
import type { adminBranchSchema, CreatedAnswer } from '@padstore/domain';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const openBranch = (body: z.input<typeof adminBranchSchema>) => consoleApi<CreatedAnswer>('branches', { method: 'POST', body });

export const useOpenBranch = () => useConsoleChange(openBranch);
