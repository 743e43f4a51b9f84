import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type Registration = z.output<typeof registerSchema>;
export interface RegisterResponse {
  success: boolean;
  message: string;
  data?: { phoneNumber?: number };
}

export const register = (body: Registration) =>
  api<RegisterResponse>('user/register', { method: 'POST', body: { ...body, phoneNumber: Number(body.phoneNumber) } });

export const useRegister = () => useMutation({ mutationFn: register });
