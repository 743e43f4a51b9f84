import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const resendOtp = (phoneNumber: string) => api<MessageAnswer>('user/resend-otp', { method: 'POST', body: { phoneNumber } });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
