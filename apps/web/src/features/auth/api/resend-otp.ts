import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendOtp = (phoneNumber: string) => api<{ message?: string }>('user/resend-otp', { method: 'POST', body: { phoneNumber } });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
