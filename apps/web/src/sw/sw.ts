/**
 * The store's service worker (decision record 022). It makes the store installable and useful when the
 * network drops, and never passes off a stale cart, price or order status as current:
 * - pages come from the network; with none, the app's shell (precached) opens and the app shows what
 *   the worker kept, saying she is offline;
 * - the catalog's public answers (offline-rules.ts) and pictures are kept as she sees them, and answered
 *   from the copy only when the network fails, marked with OFFLINE_COPY_HEADER; an answer's copies are
 *   kept apart by the language they were asked in, and only the page's language's is answered;
 * - everything else under /api/ (her profile, cart, checkout, orders) is never kept or read from a copy;
 * - when she signs out, the copies that may be hers (HER_CACHES) go, with any answer still on its way.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  answerLanguageOf,
  CATALOG_ANSWERS_CACHE,
  copyAddressOf,
  firstAnswersOf,
  HER_CACHES,
  isCatalogAnswer,
  isCatalogPicture,
  keepsAnswer,
  OFFLINE_COPY_HEADER,
  pageLanguageOf,
  SIGNED_OUT_MESSAGE,
} from './offline-rules';
import { notificationOf, payloadOf, repeatActionRequest, type NotificationData } from './push-rules';
import { STORE_PAGE_HEADER } from '@padstore/domain/constants';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_SECONDS = 24 * 60 * 60;

void self.skipWaiting();
clientsClaim();

// The shell and the code of the customer's pages (vite.config.ts picks them). Only ever answered for
// those very files: "/" and every other page go to the network first (first views rendered there).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** When she last signed out in one of the store's tabs: answers asked for before it are not kept. */
let signedOutAt = 0;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== SIGNED_OUT_MESSAGE) return;
  signedOutAt = Date.now();
  event.waitUntil(Promise.all(HER_CACHES.map((name) => caches.delete(name))));
});

/** Keeps the catalog answers a page rendered by the server carried, as if they had been asked for. */
async function keepFirstAnswers(page: Response): Promise<void> {
  const html = await page.text();
  const answers = firstAnswersOf(html);
  if (!answers.length) return;
  // Asked in the page's language by the server (first-view.ts).
  const language = pageLanguageOf(html);
  const cache = await caches.open(CATALOG_ANSWERS_CACHE);
  const saved = new Date().toUTCString();
  await Promise.all(
    answers.map(([address, answer]) =>
      cache.put(
        copyAddressOf(new URL(`/api/${address}`, self.location.origin).href, language),
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json; charset=utf-8', date: saved } }),
      ),
    ),
  );
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    try {
      const page = await fetch(request);
      if (page.ok) (event as ExtendableEvent).waitUntil(keepFirstAnswers(page.clone()).catch(() => undefined));
      return page;
    } catch {
      // No network: the app's shell, which shows the copies kept and says she is offline.
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && isCatalogAnswer(url.pathname.slice(5)),
  new NetworkFirst({
    cacheName: CATALOG_ANSWERS_CACHE,
    // The answer depends on the address only (a signed-in customer's adds her branch's stock).
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * DAY_SECONDS }),
      {
        // Each language's copy apart: offline, she is answered in the language her page asks in, or not at all.
        cacheKeyWillBeUsed: async ({ request }) => copyAddressOf(request.url, answerLanguageOf(request.headers.get('accept-language'))),
        // Only whole answers (as Workbox keeps by default), and none asked for before she signed out.
        requestWillFetch: async ({ request, state }) => {
          if (state) state.askedAt = Date.now();
          return request;
        },
        cacheWillUpdate: async ({ response, state }) =>
          keepsAnswer(response.status, (state?.askedAt as number | undefined) ?? 0, signedOutAt) ? response : null,
        // A copy is used only when the network failed: marked as such, with the time it was saved.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set(OFFLINE_COPY_HEADER, cachedResponse.headers.get('date') ?? '');
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers });
        },
      },
    ],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.destination === 'image' && isCatalogPicture(url.pathname),
  new CacheFirst({
    cacheName: 'catalog-pictures',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      // A picture she never saw, with no network: the catalog's placeholder rather than a broken image.
      { handlerDidError: async () => (await matchPrecache('/demo/placeholder.svg')) ?? Response.error() },
    ],
  }),
);

// The code of pages not precached (the staff's screens), as it is loaded: hashed names never change.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'app-files', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);

// Notifications on her phone (decision record 032): the store sends each whole, in her language.
self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data?.text());
  if (!payload) return;
  const { title, options } = notificationOf(payload, (Notification as { maxActions?: number }).maxActions ?? 0);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** The page of the notification: a window of the store already on it is focused, else one is opened. */
async function openPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onIt = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (onIt) {
    await onIt.focus();
    return;
  }
  await self.clients.openWindow(target.href);
}

/** Confirm or skip, done from the tray with her session; signed out or refused, the repeat's page opens to do it there. */
async function actOnRepeat(data: NotificationData, action: 'confirm' | 'skip'): Promise<void> {
  try {
    const response = await fetch(...repeatActionRequest(data.repeatId!, action, STORE_PAGE_HEADER));
    if (!response.ok) throw new Error(String(response.status));
    const said = data.done?.[action];
    if (said) await self.registration.showNotification(said, { tag: data.tag, lang: data.lang, icon: '/icons/icon-192.png' });
  } catch {
    await openPage(data.url);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as NotificationData | null;
  if (!data?.url) return;
  const action = event.action;
  event.waitUntil(
    action === 'confirm' || action === 'skip' ? (data.repeatId ? actOnRepeat(data, action) : openPage(data.url)) : openPage(data.url),
  );
});
