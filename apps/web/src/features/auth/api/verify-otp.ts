import { useMutation } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';

export const verifyOtp = (body: RouteBody<'POST user/verify-otp'>) => api('POST user/verify-otp', { body });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
