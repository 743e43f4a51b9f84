import type { RouteAnswer, RouteName } from '@padstore/domain/api-routes';
import { apiLanguage } from './languages';
import { STORE_PAGE_HEADER } from '@padstore/domain/constants';
import { MESSAGES, OFFLINE_MESSAGES } from '@padstore/domain/messages';
import { translate } from './i18n';
import { apiPath, type CallArgs, type CallOf } from './api-path';
import { foundNoNetwork, heardFrom, offlineCopyOf, OfflineError } from './offline';
import { clearSession, currentSession, getToken } from './session';

/** A refusal from the API, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A route and its call together, for code that decides which call to make and sends it later. */
export type ApiCallOf<Name extends RouteName> = { route: Name } & CallOf<Name>;

/** Binds a route to its call, checked there, to be sent later with `send`. */
export const callOf = <Name extends RouteName>(route: Name, ...[call]: CallArgs<Name>) => ({ route, ...call }) as ApiCallOf<Name>;

/** How long after the page was opened the answers sent with it are fresh enough to show. */
const FIRST_ANSWERS_FRESH_MS = 30_000;
let firstAnswers: Map<string, unknown> | undefined;
/** Set while the server renders a first view: the answers it read for it, always fresh. */
let renderingOnServer = false;

/** The answers the server sent inside the page for its first screen (see the API's first-view.ts). */
function firstAnswersOfPage(): Map<string, unknown> {
  if (!firstAnswers) {
    firstAnswers = new Map();
    try {
      const block = document.getElementById('first-answers')?.textContent;
      if (block) firstAnswers = new Map(Object.entries(JSON.parse(block) as Record<string, unknown>));
    } catch {
      // A damaged block only means asking the API as usual.
    }
  }
  return firstAnswers;
}

const fresh = () => renderingOnServer || performance.now() < FIRST_ANSWERS_FRESH_MS;

/**
 * An answer the server sent inside the page for its first screen, used once: they are the answers a
 * guest gets, and on a signed-in customer's page the ones of hers its first screen shows.
 */
function takeFirstAnswer(path: string): unknown {
  const answers = firstAnswersOfPage();
  const answer = answers.get(path);
  answers.delete(path);
  return fresh() ? answer : undefined;
}

/**
 * Whether the page carries this answer, still fresh and not yet used: a first screen the server drew
 * with her answers (her session cookie) is drawn with them again while the app takes it over.
 */
export const hasFirstAnswer = (path: string): boolean => fresh() && firstAnswersOfPage().has(path);

/**
 * The answer sent with the page for this GET, while it is fresh. It is a guest's: a query whose answer
 * differs for a signed-in customer (its key ends in the token) takes it only under a guest's key, which
 * is also the key of a customer's first render over a page the server rendered (see main.tsx).
 */
export const firstAnswer = <T>(path: string): T | undefined => takeFirstAnswer(path) as T | undefined;

/**
 * Renders on the server with the answers the page will carry, so that the markup sent is the markup the
 * guest's browser renders from the same answers. Rendering is synchronous: no other page's answers mix in.
 */
export function withFirstAnswers<T>(answers: Record<string, unknown>, render: () => T): T {
  firstAnswers = new Map(Object.entries(answers));
  renderingOnServer = true;
  try {
    return render();
  } finally {
    firstAnswers = undefined;
    renderingOnServer = false;
  }
}

/**
 * A query's `queryFn` and `initialData` for a GET: a guest's first screen renders at once from the
 * answer sent with the page, without a loading state or a request; afterwards the API is asked. A query
 * whose key ends in the token passes it: a customer's own key starts from her own answer.
 */
export function fromApi<Name extends RouteName, R = RouteAnswer<Name>>(
  route: Name,
  call: CallOf<Name>,
  shape: (answer: RouteAnswer<Name>) => R = (answer) => answer as R,
  token: string | null = null,
) {
  const path = apiPath(route, ...([call] as CallArgs<Name>));
  return {
    queryFn: () => request<RouteAnswer<Name>>(route, path, call).then(shape),
    initialData: () => {
      const answer = token ? undefined : firstAnswer<RouteAnswer<Name>>(path);
      return answer === undefined ? undefined : shape(answer);
    },
  };
}

/**
 * The one way the web app calls the API: a route of API_ROUTES (`api('POST user/buyNow', { body })`),
 * whose body, query, path parameters and answer take their types from the route's schemas; JSON in and
 * out, the bearer token from session storage (in a tab signed in by the cookie, the cookie alone), and
 * errors turned into ApiError. A 401 on a signed-in call means the session is gone: it is cleared.
 */
export const api = <Name extends RouteName>(route: Name, ...[call]: CallArgs<Name>): Promise<RouteAnswer<Name>> =>
  request(route, apiPath(route, ...([call] as CallArgs<Name>)), call);

/** Sends a call made earlier with callOf. */
export const send = <Name extends RouteName>({ route, ...call }: ApiCallOf<Name>): Promise<RouteAnswer<Name>> =>
  request(route, apiPath(route, ...([call] as CallArgs<Name>)), call);

/** The header that makes a staff write count once: the API answers a key it has seen with its first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Sends a staff write with the key of the tap that made it (lib/use-staff-write.ts): a retry of the
 * same tap carries the same key, so the API does it once however often it arrives.
 */
export const sendOnce = <Name extends RouteName>(call: ApiCallOf<Name>, idempotencyKey: string): Promise<RouteAnswer<Name>> =>
  send({ ...call, headers: { ...call.headers, [IDEMPOTENCY_HEADER]: idempotencyKey } } as ApiCallOf<Name>);

async function request<T>(
  route: RouteName,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const token = getToken();
  const signedIn = currentSession() !== null;
  // The header says the call comes from the store's own page: a write signed in by the cookie needs it.
  const headers: Record<string, string> = {
    accept: 'application/json',
    // The API says its messages in the page's language.
    'accept-language': apiLanguage(),
    [STORE_PAGE_HEADER.name]: STORE_PAGE_HEADER.value,
    ...options.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = route.slice(0, route.indexOf(' '));
  // With no network the browser knows of, only what the service worker kept a copy of is asked for:
  // anything else would only fail (decision record 022).
  if (typeof navigator !== 'undefined' && navigator.onLine === false && !(method === 'GET' && (await offlineCopyOf(path)))) {
    foundNoNetwork();
    throw new OfflineError(translate(OFFLINE_MESSAGES.tryAgainOnline));
  }
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No network (a write is never kept to be sent later: she is told, and tries again online).
    foundNoNetwork();
    throw new OfflineError(translate(OFFLINE_MESSAGES.tryAgainOnline));
  }
  heardFrom(response);
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    if (response.status === 401 && signedIn) clearSession();
    const message = typeof data.message === 'string' && data.message ? data.message : translate(MESSAGES.unexpected);
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/**
 * The message to show for a failed call: the server's (already in her language), else the error's own,
 * else the fallback. A refusal with no message of the server's, and the default fallback, are said in
 * her language here.
 */
export function errorMessage(error: unknown, fallback: string = translate(MESSAGES.unexpected)): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
