import type { RouteCall, RouteName } from '@padstore/domain/api-routes';

/** A call of one route of the API (packages/domain's API_ROUTES): its body, query and path parameters. */
export type CallOf<Name extends RouteName> = RouteCall<Name> & { headers?: Record<string, string>; signal?: AbortSignal };
/** The call is optional where a route takes nothing. */
export type CallArgs<Name extends RouteName> = object extends RouteCall<Name> ? [call?: CallOf<Name>] : [call: CallOf<Name>];

/**
 * The path after /api/ a call asks for: the route's path with its parameters, then its query in the
 * order given (values left out are not sent). The answers the server sends inside a page are keyed by
 * these paths (app/first-views.ts), so the queries and the first views build them here alike.
 */
export function apiPath<Name extends RouteName>(route: Name, ...[call]: CallArgs<Name>): string {
  const { params, query } = (call ?? {}) as { params?: Record<string, string>; query?: object };
  const path = route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
