import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export const logout = () => api<MessageAnswer>('user/logout', { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
