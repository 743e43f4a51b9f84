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
