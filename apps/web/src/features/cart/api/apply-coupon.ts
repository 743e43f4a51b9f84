import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the discount is reckoned on besides the code: the cart (nothing more), or one product bought now. */
export type CouponRequest = Omit<RouteBody<'POST user/checkout/coupon'>, 'code'>;

/** The code she applied is kept for the tab's session, so a reload of the checkout does not silently drop it. */
const KEPT_CODE_KEY = 'padstore.couponCode';

function keptCode(): string | null {
  if (typeof sessionStorage === 'undefined') return null;
  return sessionStorage.getItem(KEPT_CODE_KEY);
}

function keepCode(code: string | null) {
  if (typeof sessionStorage === 'undefined') return;
  if (code === null) sessionStorage.removeItem(KEPT_CODE_KEY);
  else sessionStorage.setItem(KEPT_CODE_KEY, code);
}

export const applyCoupon = (body: RouteBody<'POST user/checkout/coupon'>) => api('POST user/checkout/coupon', { body });

/**
 * The code she applied and the order summary the server reckons with it. The summary is asked again
 * whenever what it depends on changes (`request`, and `basis`: the cart's lines), so the discount shown
 * is always the server's for the order as it now is; a code the server refuses shows its reason.
 */
export function useCoupon(request: CouponRequest, basis: unknown = null) {
  const queryClient = useQueryClient();
  const code = useQuery({ queryKey: queryKeys.coupon.code, queryFn: keptCode, initialData: keptCode, staleTime: Infinity }).data ?? null;
  const answer = useQuery({
    queryKey: queryKeys.coupon.summary(code, request, basis),
    queryFn: () => applyCoupon({ code: code ?? '', ...request }),
    enabled: code !== null,
    staleTime: 0,
    retry: false,
    // While the cart changes, the same code's figures stay on screen until the new ones arrive.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === code ? previous : undefined),
  });
  const accepted = code !== null && !answer.isError ? answer.data : undefined;
  const setCode = (next: string | null) => {
    keepCode(next);
    queryClient.setQueryData(queryKeys.coupon.code, next);
  };
  return {
    /** The code applied, refused or not. */
    code,
    /** The server's summary with the discount, while it accepts the code. */
    summary: accepted?.orderSummary,
    /** The code as the store spells it (upper case), while it is accepted: the one sent with the order. */
    acceptedCode: accepted?.couponCode,
    /** The code is being checked for the first time (a recount after a change keeps the figures shown). */
    applying: code !== null && answer.isPending && answer.isFetching,
    /** Why the server refused the code, said under the field. */
    refusal: code !== null && answer.isError ? answer.error : null,
    /** Checks a code; the same code again asks again (a refusal may have passed: the cart changed, a day began). */
    apply: (typed: string) => (typed.trim() === code ? void answer.refetch() : setCode(typed.trim())),
    remove: () => setCode(null),
  };
}

/** After an order is placed with it, the code is done with. */
export const useForgetCoupon = () => {
  const queryClient = useQueryClient();
  return () => {
    keepCode(null);
    queryClient.setQueryData(queryKeys.coupon.code, null);
  };
};
