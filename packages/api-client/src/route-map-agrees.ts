/**
 * Checked by `npm run typecheck` (type-only, nothing runs): the web app's route map
 * (packages/domain/src/api-routes.ts) names only operations of the OpenAPI document the store serves,
 * under their methods, each route's answer there is the document's 2xx answer, and the bodies and
 * queries it allows are ones the document takes. The document's types (schema.d.ts) are kept current
 * by the API's contract test, so a route map that drifts from the API fails the type check here.
 */
import type { RouteAnswer, RouteBody, RouteName, RouteQuery } from '@padstore/domain/api-routes';
import type { paths } from './schema.js';

type MethodOf<Route extends string> = Route extends `${infer Method} ${string}` ? Lowercase<Method> : never;
type PathOf<Route extends string> = Route extends `${string} ${infer Path}` ? `/api/${Path}` : never;

/** The document's operation of a route, or never where it has none. */
type OperationOf<Route extends RouteName> =
  PathOf<Route> extends keyof paths
    ? MethodOf<Route> extends keyof paths[PathOf<Route>]
      ? Exclude<paths[PathOf<Route>][MethodOf<Route>], undefined>
      : never
    : never;

/** The JSON answer of an operation's 2xx responses. */
type SuccessOf<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | '200' | '201'
        ? Responses[Status] extends { content: { 'application/json': infer Answer } }
          ? Answer
          : never
        : never;
    }[keyof Responses]
  : never;

/** The JSON body an operation takes, or never where it takes none. */
type BodyOf<Operation> = Operation extends { requestBody?: infer Body }
  ? [Exclude<Body, undefined>] extends [never]
    ? never
    : Exclude<Body, undefined> extends { content: { 'application/json': infer Json } }
      ? Json
      : never
  : never;

/** The routes the document does not have under that method. */
type Unknown = { [Route in RouteName]: [OperationOf<Route>] extends [never] ? Route : never }[RouteName];
/** Routes whose answer in the map is not the document's, in one direction or the other. */
type Unlike = {
  [Route in RouteName]: [RouteAnswer<Route>] extends [SuccessOf<OperationOf<Route>>]
    ? [SuccessOf<OperationOf<Route>>] extends [RouteAnswer<Route>]
      ? never
      : Route
    : Route;
}[RouteName];

/**
 * Routes whose JSON body in the map the document would not take (a body the map allows must be one
 * the document accepts; the map may be narrower, as zod's input types are where they coerce).
 */
type BodyUnlike = {
  [Route in RouteName]: [Exclude<RouteBody<Route>, FormData | undefined>] extends [BodyOf<OperationOf<Route>>] ? never : Route;
}[RouteName];

/** The query an operation takes. */
type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } } ? Exclude<Query, undefined> : never;
/** Routes whose query in the map the document would not take. */
type QueryUnlike = {
  [Route in RouteName]: [RouteQuery<Route>] extends [never]
    ? never
    : [RouteQuery<Route>] extends [QueryOf<OperationOf<Route>>]
      ? never
      : Route;
}[RouteName];

// Each line names the routes that are wrong should it fail.
export const everyRouteIsAnOperation: [Unknown] extends [never] ? true : Unknown = true;
export const everyAnswerIsTheDocuments: [Unlike] extends [never] ? true : Unlike = true;
export const everyBodyIsTheDocuments: [BodyUnlike] extends [never] ? true : BodyUnlike = true;
export const everyQueryIsTheDocuments: [QueryUnlike] extends [never] ? true : QueryUnlike = true;
