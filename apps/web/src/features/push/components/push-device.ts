import { deleteSubscription, saveSubscription } from '../api/push-subscriptions';

/**
 * This device and notifications (decision record 032): the browser's permission, its push
 * subscription, and the shop's own question, asked once per device. The question's answer is kept in
 * local storage: 'no' is never asked again here; 'yes' is forgotten at sign-out, so that whoever signs
 * in next on this phone is asked for herself.
 */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

const ANSWER_KEY = 'padstore:push-answer';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function askAnswer(): 'yes' | 'no' | null {
  const answer = localStorage.getItem(ANSWER_KEY);
  return answer === 'yes' || answer === 'no' ? answer : null;
}

export const rememberAnswer = (answer: 'yes' | 'no') => localStorage.setItem(ANSWER_KEY, answer);

/** The store's worker, registered now if the page has not yet (it is registered a few seconds after load). */
async function worker(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await navigator.serviceWorker.ready;
  return registration;
}

const subscriptionOfDevice = async () => (pushSupported() ? (await worker()).pushManager.getSubscription() : null);

/** Whether this device is told now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await subscriptionOfDevice()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

const sameKey = (key: ArrayBuffer | null | undefined, expected: Uint8Array) =>
  !!key && key.byteLength === expected.length && new Uint8Array(key).every((byte, index) => byte === expected[index]);

/**
 * Asks the browser (its own permission prompt), subscribes this device with the shop's VAPID key and
 * tells the store. 'blocked' when she said no to the browser.
 */
export async function turnOn(publicKey: string): Promise<'on' | 'blocked' | 'off'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { pushManager } = await worker();
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  // Made with another key (the shop changed its VAPID keys): the push service would refuse the shop's messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  await saveSubscription({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } });
  return 'on';
}

/** The store forgets this device, then the browser does. */
export async function turnOff(): Promise<void> {
  const subscription = await subscriptionOfDevice();
  if (!subscription) return;
  await deleteSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * At sign-out, while her session still holds: this device stops being told about her orders. Never
 * holds the sign-out up for long, nor stops it.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  if (askAnswer() === 'yes') localStorage.removeItem(ANSWER_KEY);
  const forget = (async () => {
    const subscription = await subscriptionOfDevice();
    if (!subscription) return;
    // Each whatever the other does: a device the browser unsubscribed is forgotten by the store at its next message (410).
    await Promise.allSettled([deleteSubscription(subscription.endpoint), subscription.unsubscribe()]);
  })().catch(() => undefined);
  await Promise.race([forget, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}
