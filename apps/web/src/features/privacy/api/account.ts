import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useDeletionCode = () => useMutation({ mutationFn: () => api('POST user/account/deletion-code') });

export const useDeleteAccount = () => useMutation({ mutationFn: (otp: string) => api('DELETE user/account', { body: { otp } }) });
