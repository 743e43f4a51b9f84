import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartChangeHandlers } from './get-cart';

export type CartStep = 'more' | 'fewer' | 'out';

/** Plus, minus (minus at one pack takes the line out) of a product in the shop, wherever it is shown. */
export function useStepCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, productId }: { step: CartStep; productId: string }) => {
      const params = { id: productId };
      if (step === 'more') return api('PUT user/increment/{id}', { params });
      if (step === 'fewer') return api('PUT user/decrement/{id}', { params });
      return api('DELETE user/remove/{id}', { params });
    },
    ...cartChangeHandlers(queryClient),
  });
}
