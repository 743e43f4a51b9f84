import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from '@padstore/domain/constants';

/**
 * The session lives in session storage under `token` and `phoneNumber`, as the specification says.
 * Components read it through useSession, which re-renders on changes in this tab and, through the
 * storage event, in others.
 */
const CHANGE_EVENT = 'padstore:session';

const notify = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function getToken(): string | null {
  // The server renders first views for guests, with no storage at all.
  if (typeof sessionStorage === 'undefined') return null;
  return sessionStorage.getItem(SESSION_KEYS.token);
}

export function setToken(token: string): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  notify();
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

/** Forgets everything this device kept about the customer. */
export function clearSession(): void {
  sessionStorage.clear();
  localStorage.clear();
  notify();
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

/** The current token, or null for a guest. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
