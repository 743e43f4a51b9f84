import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api('POST user/logout');

export const useLogout = () => useMutation({ mutationFn: logout });
