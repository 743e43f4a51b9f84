import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logoutEverywhere = () => api('POST user/logout-everywhere');

/** Ends every session of hers: this device's and every other phone's or computer's. */
export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
