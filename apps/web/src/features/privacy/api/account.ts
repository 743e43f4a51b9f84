import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useDeletionCode = () =>
  useMutation({ mutationFn: () => api<{ message: string }>('user/account/deletion-code', { method: 'POST' }) });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (otp: string) => api<{ message: string }>('user/account', { method: 'DELETE', body: { otp } }) });
