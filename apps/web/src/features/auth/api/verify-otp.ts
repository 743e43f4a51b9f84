import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyOtp = (body: { phoneNumber: string; otp: string }) =>
  api<{ message: string; token: string }>('user/verify-otp', { method: 'POST', body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
