import { HER_CACHES, SIGNED_OUT_MESSAGE } from '../sw/offline-rules';

/** How long after the page has loaded and gone idle the worker is registered. */
const AFTER_LOAD_MS = 3_000;

/**
 * Registers the store's service worker (src/sw/sw.ts, decision record 022) a few seconds after the page
 * has loaded and gone idle: its first install fetches the shell's files (about 230 KB), which must never
 * compete with the first screen's pictures or her first taps on a slow phone. Only the built store has one.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined), AFTER_LOAD_MS);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Forgets the worker's copies of her answers when she signs out (HER_CACHES): emptied from the page at
 * once, and the worker is told, so that it keeps none of the answers it was still fetching for her.
 */
export async function forgetHerCopies(): Promise<void> {
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE });
  if (typeof caches === 'undefined') return;
  await Promise.all(HER_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
