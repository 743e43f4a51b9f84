import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@padstore/domain';
import { api } from '../../../lib/api-client';

/** The sign-up form's values, as its schema (the API's) gives them. */
export const register = (body: z.output<typeof registerSchema>) =>
  api('POST user/register', { body: { ...body, phoneNumber: Number(body.phoneNumber) } });

/** The registration's calls, by which the form finds what she sent after a back step from the code screen. */
export const REGISTER_KEY = ['register'] as const;

export const useRegister = () => useMutation({ mutationKey: REGISTER_KEY, mutationFn: register });
