import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const useDeletionCode = () =>
  useMutation({ mutationFn: () => api<MessageAnswer>('user/account/deletion-code', { method: 'POST' }) });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (otp: string) => api<MessageAnswer>('user/account', { method: 'DELETE', body: { otp } }) });
