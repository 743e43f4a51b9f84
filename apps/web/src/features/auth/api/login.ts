import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a login code; the phone is sent as a number, as the specification says. */
export const login = (phoneNumber: string) => api('POST user/login', { body: { phoneNumber: Number(phoneNumber) } });

export const useLogin = () => useMutation({ mutationFn: login });
