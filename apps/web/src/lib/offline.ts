import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  CATALOG_ANSWERS_CACHE,
  copyAddressOf,
  HER_CACHES,
  isCatalogAnswer,
  OFFLINE_COPY_HEADER,
  SIGNED_OUT_MESSAGE,
} from '../sw/offline-rules';
import { apiLanguage } from './languages';

/**
 * Whether she is offline, as far as the store can tell: the browser says so, a call found no network,
 * or the last answer was a copy the service worker kept because the network failed (then what she
 * sees may be out of date). The browser's `online`, or an answer from the network, ends it.
 */
let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
const listeners = new Set<() => void>();

let watching: ReturnType<typeof setInterval> | undefined;

function set(next: boolean): void {
  if (next === offline) return;
  offline = next;
  listeners.forEach((listener) => listener());
  watchTheBrowser();
}

/**
 * Not every browser says 'online' when the network returns (an emulated one does not): while offline,
 * its word is read again every two seconds, which costs no request.
 */
function watchTheBrowser(): void {
  clearInterval(watching);
  if (!offline || typeof navigator === 'undefined') return;
  let browserOnline = navigator.onLine;
  watching = setInterval(() => {
    if (navigator.onLine && !browserOnline) backOnline();
    browserOnline = navigator.onLine;
  }, 2_000);
}

function backOnline(): void {
  onlineManager.setOnline(true);
  set(false);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(true));
  window.addEventListener('online', backOnline);
  watchTheBrowser();
}

/** A call that found no network at all. */
export class OfflineError extends Error {}

/** Notes what an answer says of the network: a kept copy means offline, any other answer online. */
export const heardFrom = (response: Response): void => set(response.headers.has(OFFLINE_COPY_HEADER));

/** Notes a call that found no network. */
export const foundNoNetwork = (): void => set(true);

/** Whether the service worker kept a copy of this catalog answer (an API path after /api/) in the language the page asks in. */
export async function offlineCopyOf(path: string): Promise<boolean> {
  if (!isCatalogAnswer(path.split('?')[0] ?? '') || typeof caches === 'undefined') return false;
  try {
    const copies = await caches.open(CATALOG_ANSWERS_CACHE);
    const address = copyAddressOf(new URL(`/api/${path}`, window.location.origin).href, apiLanguage());
    return (await copies.match(address, { ignoreVary: true })) !== undefined;
  } catch {
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while she is offline; the server renders every page online. */
export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );

/**
 * Forgets the service worker's copies of her answers when she signs out (HER_CACHES): emptied from the
 * page at once, and the worker is told, so that it keeps none of the answers it was still fetching for her.
 */
export async function forgetHerCopies(): Promise<void> {
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE });
  if (typeof caches === 'undefined') return;
  await Promise.all(HER_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
