import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';

export type PushSubscriptionBody = RouteBody<'POST user/push-subscriptions'>;

/** This device takes notifications about her orders. */
export const saveSubscription = (body: PushSubscriptionBody) => api('POST user/push-subscriptions', { body });

/** This device no longer does (turned off, or she signs out on it). */
export const deleteSubscription = (endpoint: string) => api('DELETE user/push-subscriptions', { body: { endpoint } });
