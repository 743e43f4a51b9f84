/**
 * The session as a cookie beside the bearer token (decision record 018): set when she signs in, so that
 * a new tab, a link from her SMS or the next day finds her signed in; cleared when she signs out, and
 * whenever it names a session that has ended.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { SESSION_COOKIES, SESSION_LIFETIME_DAYS, STORE_PAGE_HEADER } from '@padstore/domain';

/** The shape of a session token (lib/tokens.ts makes 43 characters); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

const SESSION_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

/**
 * Browsers keep a Secure cookie only from HTTPS (and from http://localhost, not 127.0.0.1): a shop in
 * production always says Secure (it is served over HTTPS, with HSTS); in development only when the request
 * came over HTTPS (with TRUST_PROXY, as the proxy saw it), so that http://127.0.0.1:3000 keeps her signed in too.
 */
const isSecure = (request: FastifyRequest, production: boolean) => production || request.protocol === 'https';

/** `__Host-` needs Secure: the browser then takes the cookie only from this very host, for the whole site. */
const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIES.session}` : SESSION_COOKIES.session);

/** The session token the request's cookie carries: undefined without one, null when it is not a token. */
export function sessionCookieOf(request: FastifyRequest, production: boolean): string | null | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[sessionCookieName(isSecure(request, production))];
  if (value === undefined) return undefined;
  return TOKEN_SHAPE.test(value) ? value : null;
}

/**
 * Whether a request may act on the cookie's session: reading always (SameSite=Strict keeps other sites'
 * requests from carrying it, and the answer is hers alone to read), writing only from the store's pages.
 */
export const mayActOnCookie = (request: FastifyRequest) =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  request.method === 'OPTIONS' ||
  request.headers[STORE_PAGE_HEADER.name] === STORE_PAGE_HEADER.value;

function setSessionCookies(reply: FastifyReply, production: boolean, token: string | null): void {
  const secure = isSecure(reply.request, production);
  const maxAge = token ? SESSION_SECONDS : 0;
  // Fastify adds each set-cookie header to those already set.
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: sessionCookieName(secure),
      value: token ?? '',
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: '/',
      maxAge,
    }),
  );
  // Read by the page's first script and the app, and by nothing on the server; Lax, as it guards nothing.
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SESSION_COOKIES.signedIn, value: token ? '1' : '', secure, sameSite: 'lax', path: '/', maxAge }),
  );
}

/** Keeps the session in this browser for its 30 days: the cookie ends when the session does. */
export const keepSessionCookies = (reply: FastifyReply, production: boolean, token: string) => setSessionCookies(reply, production, token);

/** Tells the browser to forget the session's cookies. */
export const clearSessionCookies = (reply: FastifyReply, production: boolean) => setSessionCookies(reply, production, null);
