/**
 * Registers the store's service worker (src/sw/sw.ts, decision record 022) once the page has loaded, so
 * that it never competes with the first screen for the network. Only the built store has one.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
