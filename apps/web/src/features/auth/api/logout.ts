import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api<{ message: string }>('user/logout', { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
