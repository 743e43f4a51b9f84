import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One offer as the console lists it, with its usage. */
export type ConsoleOffer = RouteAnswer<'GET admin/offers'>['offers'][number];

export const getOffers = () => api('GET admin/offers').then((data) => data.offers);

/** The offers the signed-in owner or manager may see, each with its usage. */
export const useConsoleOffers = () => useQuery({ queryKey: queryKeys.console.offers, queryFn: getOffers, staleTime: 0 });
