import { useSyncExternalStore } from 'react';
import { SESSION_COOKIES, SESSION_KEYS } from '@padstore/domain/constants';
import { forgetHerCopies } from './offline';

/**
 * The session lives in session storage under `token` and `phoneNumber`, as the specification says, in
 * the tab where she signed in. The API keeps the same session in an HttpOnly cookie too (decision record
 * 018), which script never reads: a new tab, a link from her SMS or the next day is signed in by it,
 * and knows so from a second cookie that says only that there is one. Components read the session through
 * useToken, which re-renders on changes in this tab and, through the storage event, in others.
 */
const CHANGE_EVENT = 'padstore:session';

const notify = () => window.dispatchEvent(new Event(CHANGE_EVENT));

/**
 * What a tab signed in by the cookie alone holds in place of a token: it keys her queries apart from a
 * guest's, and is never sent (the browser sends the cookie).
 */
export const COOKIE_SESSION = 'cookie-session';

const SIGNED_IN_MARK = `${SESSION_COOKIES.signedIn}=1`;

/**
 * Whether this tab found the session cookie's mark, read when it opens and again when she signs in or
 * out in another tab or comes back to this one; every part of the page then changes together. A sign-out
 * this tab has not heard of shows at its next request: the API answers it as a guest's (401).
 */
let cookieSeen: boolean | undefined;

function signedInByCookie(): boolean {
  cookieSeen ??= typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(SIGNED_IN_MARK);
  return cookieSeen;
}

function lookAgain(): void {
  cookieSeen = undefined;
  notify();
}

/** The shop's other tabs, told of a sign-in or sign-out here (no browser delivers it to this tab itself). */
const otherTabs = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANGE_EVENT) : null;
if (otherTabs) {
  otherTabs.onmessage = lookAgain;
  // Where the channel could hold a process open (Node, under tests), it does not.
  (otherTabs as { unref?: () => void }).unref?.();
}
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && lookAgain());

/** The bearer token of this tab, for the Authorization header; null in a guest's tab or one signed in by the cookie. */
export function getToken(): string | null {
  // The server renders first views for guests, with no storage at all.
  if (typeof sessionStorage === 'undefined') return null;
  return sessionStorage.getItem(SESSION_KEYS.token);
}

/** The tab's session: her token, COOKIE_SESSION when the cookie alone signs her in, or null for a guest. */
export function currentSession(): string | null {
  return getToken() ?? (signedInByCookie() ? COOKIE_SESSION : null);
}

export function setToken(token: string): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  notify();
  otherTabs?.postMessage('signed in');
}

export function getStoredPhone(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.phoneNumber);
}

/** Keeps the phone number for the OTP screen; a missing or "null" value is not stored, only warned of. */
export function storePhone(phoneNumber: unknown): void {
  const text = phoneNumber === undefined || phoneNumber === null ? '' : String(phoneNumber);
  if (!text || text === 'null' || text === 'undefined') {
    console.warn('No phone number in the response; the OTP screen will ask for it again.');
    return;
  }
  sessionStorage.setItem(SESSION_KEYS.phoneNumber, text);
  notify();
}

/**
 * Forgets everything this device kept about the customer, the service worker's copies of her catalog
 * pages too. The session cookie itself is HttpOnly: the API clears it on logout, and on the first
 * request that carries it once its session has ended.
 */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.clear();
  void forgetHerCopies();
  document.cookie = `${SESSION_COOKIES.signedIn}=; Max-Age=0; Path=/`;
  cookieSeen = false;
  notify();
  otherTabs?.postMessage('signed out');
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The phone number kept for the OTP screen; undefined while the server renders a page and while the
 * browser takes that markup over, which know no storage.
 */
export function useStoredPhone(): string | null | undefined {
  return useSyncExternalStore(subscribe, getStoredPhone, () => undefined);
}

const subscribeToNothing = () => () => {};

/**
 * Whether the session can be read: false while the server renders a page and while the browser takes
 * that markup over, true from then on.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The tab's session (currentSession): her token, COOKIE_SESSION in a tab signed in by the cookie alone,
 * or null for a guest. Queries whose answers are hers end their keys in it.
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, currentSession, () => null);
}
