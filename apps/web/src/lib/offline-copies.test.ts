import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_ANSWERS_CACHE, SIGNED_OUT_MESSAGE } from '../sw/offline-rules';
import { clearSession, setToken } from './session';

/** The origin's caches and the worker controlling the page, as a browser with the store's worker has them. */
function browserWithTheWorker() {
  const kept = new Set([CATALOG_ANSWERS_CACHE, 'catalog-pictures', 'app-files', 'workbox-precache-v2']);
  const caches = { delete: vi.fn(async (name: string) => kept.delete(name)) };
  vi.stubGlobal('caches', caches);
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
  return { kept, postMessage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('signing out and the service worker', () => {
  it("empties the worker's copies of her catalog pages, and tells the worker, when she signs out", async () => {
    const { kept, postMessage } = browserWithTheWorker();
    setToken('a-token-of-twenty-characters');
    clearSession();
    await vi.waitFor(() => expect(kept.has(CATALOG_ANSWERS_CACHE)).toBe(false));
    expect(postMessage).toHaveBeenCalledWith({ type: SIGNED_OUT_MESSAGE });
    // What is the same for everyone stays: the shell, the pages' code and the pictures.
    expect([...kept].sort()).toEqual(['app-files', 'catalog-pictures', 'workbox-precache-v2']);
  });

  it('signs out all the same in a browser with no worker or no caches', () => {
    vi.stubGlobal('caches', undefined);
    setToken('a-token-of-twenty-characters');
    expect(() => clearSession()).not.toThrow();
    expect(sessionStorage.length).toBe(0);
  });
});
