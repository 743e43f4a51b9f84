import { parseSetCookie, type SetCookie } from 'cookie';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_LIFETIME_DAYS } from '@padstore/domain';
import { users } from '../../db/schema.js';
import { createSession } from '../../lib/sessions.js';
import { createTestStore, registration, type TestStore } from '../../test/harness.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const SESSION_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;
const FROM_STORE_PAGE = { 'x-requested-with': 'padstore' };

const setCookies = (response: LightMyRequestResponse): SetCookie[] =>
  [response.headers['set-cookie'] ?? []].flat().map((header) => parseSetCookie(String(header)));
const cookieNamed = (response: LightMyRequestResponse, name: string) => setCookies(response).find((cookie) => cookie.name === name);

/** Registers a customer and signs in as the web app does, answering the token and the verify answer. */
async function signIn(on: TestStore = store, headers: Record<string, string> = {}) {
  const body = registration();
  expect((await on.app.inject({ method: 'POST', url: '/api/user/register', payload: body })).statusCode).toBe(201);
  const phoneNumber = String(body.phoneNumber);
  const verified = await on.app.inject({
    method: 'POST',
    url: '/api/user/verify-otp',
    headers: { ...FROM_STORE_PAGE, ...headers },
    payload: { phoneNumber, otp: on.sms.lastCode(phoneNumber) },
  });
  expect(verified.statusCode).toBe(200);
  return { phoneNumber, token: verified.json().token as string, verified };
}

const withCookie = (token: string, name = 'padstore_session') => ({ cookie: `theme=dark; ${name}=${token}` });
const getUser = (headers: Record<string, string>) => store.app.inject({ url: '/api/user/getUser', headers });

describe('the session cookie', () => {
  it('is set on verify: HttpOnly, SameSite=Strict, the whole site, for the 30-day session, with a readable mark beside it', async () => {
    const { token, verified } = await signIn();
    expect(cookieNamed(verified, 'padstore_session')).toEqual({
      name: 'padstore_session',
      value: token,
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      maxAge: SESSION_SECONDS,
    });
    // Over plain http in development (http://127.0.0.1:3000) a Secure cookie would be dropped by the browser.
    expect(cookieNamed(verified, 'padstore_session')?.secure).toBeUndefined();
    // The mark holds no secret: it only tells the page there is a session, before it asks.
    expect(cookieNamed(verified, 'padstore_signed_in')).toEqual({
      name: 'padstore_signed_in',
      value: '1',
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_SECONDS,
    });
  });

  it('is Secure and named __Host- in production, and over HTTPS behind a trusted proxy', async () => {
    const production = await createTestStore({ env: { NODE_ENV: 'production', SMS_PROVIDER: 'console' } });
    const proxied = await createTestStore({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const inProduction = await signIn(production);
      expect(cookieNamed(inProduction.verified, '__Host-padstore_session')).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookieNamed(inProduction.verified, 'padstore_signed_in')).toMatchObject({ secure: true });
      const read = (cookie: string) => production.app.inject({ url: '/api/user/getUser', headers: { cookie } });
      expect((await read(`__Host-padstore_session=${inProduction.token}`)).statusCode).toBe(200);
      // Only the prefixed name, which no other host (a sibling subdomain) can set, is read there.
      expect((await read(`padstore_session=${inProduction.token}`)).statusCode).toBe(401);

      const overHttps = await signIn(proxied, { 'x-forwarded-proto': 'https' });
      expect(cookieNamed(overHttps.verified, '__Host-padstore_session')).toMatchObject({ secure: true, value: overHttps.token });
    } finally {
      await production.close();
      await proxied.close();
    }
  });

  it('signs in a request that carries only the cookie, as a new tab sends it', async () => {
    const { phoneNumber, token } = await signIn();
    const answer = await getUser(withCookie(token));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.phoneNumber).toBe(Number(phoneNumber));
    expect(setCookies(answer)).toEqual([]);
    expect((await getUser({ cookie: 'theme=dark' })).statusCode).toBe(401);
  });

  it("refuses a write on the cookie alone without the store's page header, as another site's page would send it", async () => {
    const { token } = await signIn();
    const fromElsewhere = await store.app.inject({
      method: 'POST',
      url: '/api/user/addtocart/00000000-0000-4000-8000-000000000000',
      headers: { ...withCookie(token), origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: { quantity: 1 },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json()).toEqual({ message: MESSAGES.notFromStorePages });
    const logoutFromElsewhere = await store.app.inject({ method: 'POST', url: '/api/user/logout', headers: withCookie(token) });
    expect(logoutFromElsewhere.statusCode).toBe(403);
    // Nothing was done: she is still signed in.
    expect((await getUser(withCookie(token))).statusCode).toBe(200);
    // The bearer token alone needs no such header: no browser sends it by itself.
    const withBearer = await store.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.statusCode).toBe(200);
  });

  it('ends with logout: the session revoked, the cookie and its mark cleared, whichever of the two signed the logout in', async () => {
    const byCookie = await signIn();
    const loggedOut = await store.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...withCookie(byCookie.token), ...FROM_STORE_PAGE },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(cookieNamed(loggedOut, 'padstore_session')).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect(cookieNamed(loggedOut, 'padstore_signed_in')).toMatchObject({ value: '', maxAge: 0, path: '/' });
    // Revoked, not only forgotten: the tab that holds the token is signed out too.
    expect((await getUser(withCookie(byCookie.token))).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${byCookie.token}` })).statusCode).toBe(401);

    // She signed in twice (two tabs): the logout of the first tab, by its token, ends the cookie's session too.
    const firstTab = await signIn();
    const [user] = await store.database.db.select().from(users).where(eq(users.phoneNumber, firstTab.phoneNumber));
    // Her second sign-in, in another tab, left its session in the cookie.
    const cookieToken = await createSession(store.database.db, user!.id);
    const byBearer = await store.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${firstTab.token}`, ...withCookie(cookieToken) },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(cookieNamed(byBearer, 'padstore_session')).toMatchObject({ maxAge: 0 });
    expect((await getUser(withCookie(cookieToken))).statusCode).toBe(401);
    expect((await getUser({ authorization: `Bearer ${firstTab.token}` })).statusCode).toBe(401);
  });

  it("refuses an expired session's cookie and tells the browser to forget it", async () => {
    const { phoneNumber, token } = await signIn();
    expect((await getUser(withCookie(token))).statusCode).toBe(200);
    await store.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where phone_number = ${phoneNumber})`,
    );
    // The 30 days have passed; the copy kept in memory, which ends with the session's end as read, is dropped.
    await store.app.changes.publish({ kind: 'anything' });
    const expired = await getUser(withCookie(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.loginRequired);
    expect(cookieNamed(expired, 'padstore_session')).toMatchObject({ value: '', maxAge: 0 });
    expect(cookieNamed(expired, 'padstore_signed_in')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('forgets a cookie that is not a token without looking it up, and reads no cookie for a page', async () => {
    const malformed = await getUser(withCookie('not a token'));
    expect(malformed.statusCode).toBe(401);
    expect(cookieNamed(malformed, 'padstore_session')).toMatchObject({ maxAge: 0 });
    // A page is the guest's whoever asks (first-view.ts): the cookie is neither read nor cleared there.
    const page = await store.app.inject({ url: '/login', headers: withCookie('not a token') });
    expect(setCookies(page)).toEqual([]);
  });
});

describe('sign out on every device', () => {
  it("ends all her sessions, the cookie of another device too, and no one else's", async () => {
    const { phoneNumber, token: phoneCookie } = await signIn();
    const [her] = await store.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
    // Her laptop signed in too, with a token of its own.
    const laptop = { authorization: `Bearer ${await createSession(store.database.db, her!.id)}` };
    const someoneElse = await signIn();
    expect((await getUser(withCookie(phoneCookie))).statusCode).toBe(200);
    expect((await getUser(laptop)).statusCode).toBe(200);

    const ended = await store.app.inject({ method: 'POST', url: '/api/user/logout-everywhere', headers: laptop });
    expect(ended.json()).toEqual({ message: MESSAGES.loggedOutEverywhere });
    expect(cookieNamed(ended, 'padstore_session')?.maxAge).toBe(0);

    expect((await getUser(laptop)).statusCode).toBe(401);
    expect((await getUser(withCookie(phoneCookie))).statusCode).toBe(401);
    expect((await getUser(withCookie(someoneElse.token))).statusCode).toBe(200);
    // Signing in again starts a session that works.
    const again = await signIn(store);
    expect((await getUser(withCookie(again.token))).statusCode).toBe(200);
  });
});
