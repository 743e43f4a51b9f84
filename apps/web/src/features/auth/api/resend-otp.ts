import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendOtp = (phoneNumber: string) => api('POST user/resend-otp', { body: { phoneNumber } });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
