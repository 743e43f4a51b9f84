import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginResponse {
  success: boolean;
  message: string;
  phoneNumber?: number;
}

/** Asks for a login code; the phone is sent as a number, as the specification says. */
export const login = (phoneNumber: string) =>
  api<LoginResponse>('user/login', { method: 'POST', body: { phoneNumber: Number(phoneNumber) } });

export const useLogin = () => useMutation({ mutationFn: login });
