import type { PushPayload } from '@padstore/domain/push-messages';

/**
 * What the service worker makes of a push (decision record 032): the store sends the whole
 * notification, in her language, and the worker only shows it. Kept apart from sw.ts so that tests can
 * read it without a worker.
 */

/** What a shown notification keeps for the tap: the page to open, and the repeat its buttons act on. */
export interface NotificationData {
  url: string;
  repeatId?: string;
  done?: PushPayload['done'];
  lang: PushPayload['lang'];
  tag: string;
}

/** The payload, or null for one that is not the store's (nothing is shown for it). */
export function payloadOf(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload> | null;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string' || typeof value.url !== 'string') return null;
    // Only a path of the store's own: never another site's address.
    if (!value.url.startsWith('/') || value.url.startsWith('//')) return null;
    return value as PushPayload;
  } catch {
    return null;
  }
}

/** The options of `showNotification`: the buttons only where the browser shows them, the rest everywhere. */
export function notificationOf(payload: PushPayload, maxActions: number): { title: string; options: NotificationOptions } {
  const data: NotificationData = { url: payload.url, repeatId: payload.repeatId, done: payload.done, lang: payload.lang, tag: payload.tag };
  const actions = payload.actions && payload.repeatId && maxActions >= payload.actions.length ? payload.actions : undefined;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      lang: payload.lang,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      data,
      // A newer message for the same order replaces the older and still rings.
      ...({ renotify: true } as object),
      ...(actions ? ({ actions } as object) : {}),
    },
  };
}

/** The API call a button makes: the repeat's confirm or skip, as the page would, with her session's cookie. */
export function repeatActionRequest(
  repeatId: string,
  action: 'confirm' | 'skip',
  storePage: { name: string; value: string },
): [string, RequestInit] {
  return [
    `/api/user/repeats/${encodeURIComponent(repeatId)}`,
    {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [storePage.name]: storePage.value },
      body: JSON.stringify({ action }),
    },
  ];
}
