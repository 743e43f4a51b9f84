import { useMutation } from '@tanstack/react-query';
import type { SignedInAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const verifyOtp = (body: { phoneNumber: string; otp: string }) => api<SignedInAnswer>('user/verify-otp', { method: 'POST', body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
