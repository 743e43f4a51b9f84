import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisteredAnswer, registerSchema } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type Registration = z.output<typeof registerSchema>;

export const register = (body: Registration) =>
  api<RegisteredAnswer>('user/register', { method: 'POST', body: { ...body, phoneNumber: Number(body.phoneNumber) } });

export const useRegister = () => useMutation({ mutationFn: register });
