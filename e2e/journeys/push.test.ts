import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { PUSH_ASK_MESSAGES } from '@padstore/domain/push-messages';
import {
  LOCAL_PUSH_CERTIFICATE,
  startLocalPushService,
  type DeliveredPush,
  type LocalPushService,
  type TestSubscription,
} from '../../apps/api/src/test/local-push-service/local-push-service.js';
import { PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

/**
 * Notifications on her phone (issue 48, decision record 032), from her yes to the notification in her
 * tray, through a push service on this machine.
 *
 * What it proves: the shop asks only after an order; her yes reaches the browser's permission and
 * `pushManager.subscribe` with the shop's VAPID key, and the store keeps the subscription; the store (the
 * built server, its outbox worker and the web-push library) encrypts the order's message to the device's
 * keys and signs it with VAPID, which the local push service decrypts and checks on its own (RFC 8291,
 * 8292); Chromium's real service worker takes that very payload as a push event and shows the
 * notification, in her words, with the order's page to open.
 *
 * What it cannot: headless Chromium here has no network, so its own `pushManager.subscribe` (which asks
 * Google's push service) is replaced by an init script that gives the page a subscription on the local
 * push service, with keys the test made; the leg from a real push service to the browser is Chromium's,
 * played here by the DevTools protocol (`ServiceWorker.deliverPushMessage`). Tapping the notification is
 * not something the protocol can do: `apps/web/src/sw/push-rules.test.ts` holds what a tap opens.
 */

/** A VAPID key pair as `npx web-push generate-vapid-keys` prints it: the uncompressed public point and the private scalar, base64url. */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const point = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(point.x!, 'base64url'), Buffer.from(point.y!, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d! };
}

const vapid = vapidKeys();
let pushService: LocalPushService;
before(async () => {
  pushService = await startLocalPushService();
});
after(() => pushService?.close());
const suite = storeAndBrowser({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:owner@shop.example.in',
  // The built store trusts the local push service's test certificate, as it trusts Google's through the system's.
  NODE_EXTRA_CA_CERTS: LOCAL_PUSH_CERTIFICATE,
});

/**
 * Stands in for the browser's push service subscription: `pushManager.subscribe` answers a subscription
 * on the local push service with the test's keys, and keeps the key it was asked to subscribe with. As
 * text: the test runner's transform names the functions it sees (`__name`), which the page does not have.
 */
async function giveTheLocalSubscription(page: Page, device: TestSubscription): Promise<void> {
  await page.context().addInitScript(`{
    const subscription = ${JSON.stringify(device)};
    const KEPT = 'test:push-subscription';
    const make = (applicationServerKey) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(applicationServerKey), (char) => char.charCodeAt(0)).buffer,
      },
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options) {
      const key = options && options.applicationServerKey;
      if (!(key instanceof Uint8Array)) throw new Error('subscribed without the VAPID key');
      const base64 = btoa(Array.from(key, (byte) => String.fromCharCode(byte)).join(''));
      localStorage.setItem(KEPT, base64);
      return make(base64);
    };
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem(KEPT);
      return kept ? make(kept) : null;
    };
  }`);
}

/** Hands each payload the local push service took to the page's service worker, as a push service would. */
async function deliverToTheWorker(page: Page, origin: string): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page);
  let registrationId: string | undefined;
  devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
  await devtools.send('ServiceWorker.enable');
  pushService.onDelivered = async (push: DeliveredPush) => {
    for (let tries = 0; !registrationId && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(registrationId, 'the store’s service worker is registered');
    await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: push.text });
  };
  return devtools;
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
}

async function placeOrder(page: Page, url: string, product: string): Promise<{ orderId: string; orderNumber: string }> {
  await page.goto(`${url}/checkout/${product}`);
  await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/order-success/**');
  const orderId = page.url().split('/').pop()!;
  // The store's order numbers: PS, the India date, six characters (PS261121-7KQ2ZD).
  const orderNumber = (await page.getByText(/^Order PS\d{6}-/).textContent())!.replace('Order ', '').trim();
  return { orderId, orderNumber };
}

describe('told on her phone', () => {
  it('asks after her first order, and the service worker shows the notification the local push service delivered', async () => {
    const { url } = suite.store;
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: url });
    const device = pushService.subscribe();
    await giveTheLocalSubscription(page, device);
    await signIn(page, url, '9812300048', '560001', 'Neha Gupta');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await deliverToTheWorker(page, url);

    // Never on a first visit: the home page does not ask.
    assert.equal(await page.getByText(PUSH_ASK_MESSAGES.askTitle).count(), 0);

    // Her first order: the shop asks, in its own words.
    const product = await productId(url, 'Whisper Choice Ultra');
    await placeOrder(page, url, product);
    const ask = page.getByRole('region', { name: PUSH_ASK_MESSAGES.askTitle });
    await ask.waitFor();
    await screenshot(page, 'push-ask');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/push-subscriptions') && response.request().method() === 'POST',
    );
    await ask.getByRole('button', { name: PUSH_ASK_MESSAGES.allow }).click();
    assert.equal((await saved).status(), 201);
    await ask.waitFor({ state: 'detached' });
    // The browser was asked to subscribe with the shop's VAPID public key.
    const subscribedWith = await page.evaluate(() => localStorage.getItem('test:push-subscription'));
    assert.equal(Buffer.from(subscribedWith!, 'base64').toString('base64url'), vapid.publicKey);

    // Her next order: the store's message reaches the local push service, decrypted and signed right, and her tray.
    const before = pushService.delivered.length;
    const second = await placeOrder(page, url, product);
    assert.equal(await page.getByText(PUSH_ASK_MESSAGES.askTitle).count(), 0, 'asked once');
    const orderPage = `/view-detail/${second.orderId}`;
    // The outbox's worker sends on its own time: the first order's message, written before she said yes,
    // may reach this phone before or after the second's. The one about the second order is waited for.
    const isAboutIt = (each: DeliveredPush) => (JSON.parse(each.text) as { url: string }).url === orderPage;
    for (let count = before + 1; !pushService.delivered.some(isAboutIt); count += 1) await pushService.waitForDeliveries(count, 60_000);
    const push = pushService.delivered.find(isAboutIt)!;
    assert.deepEqual(pushService.refused, []);
    assert.equal(push.endpoint, device.endpoint);
    assert.equal(push.vapid.publicKey, vapid.publicKey);
    assert.equal(push.vapid.audience, pushService.origin);

    // Read in the same look that finds it: the first order's message, shown after it, can take its place in
    // headless Chromium's tray (seen on a loaded host), and this journey is about the second's. Looked for
    // from here, a look at a time: waitForFunction takes the promise an async look answers as found at once.
    const inTrayNow = () =>
      page.evaluate(async (wanted) => {
        const shown = (await (await navigator.serviceWorker.ready).getNotifications()).find((each) => each.data?.url === wanted);
        return shown ? { title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as { url: string } } : null;
      }, orderPage);
    let inTray: Shown | null = await inTrayNow();
    for (const lookUntil = Date.now() + 30_000; !inTray && Date.now() < lookUntil; inTray = await inTrayNow())
      await page.waitForTimeout(200);
    assert.ok(inTray, `the notification of ${orderPage} never showed in the tray`);
    assert.equal(inTray.title, 'Order placed');
    assert.equal(inTray.body, `Your order ${second.orderNumber} has been placed.`);
    assert.equal(inTray.tag, `order-${second.orderId}`);

    // Her profile says this phone is told, and signing out on it forgets the phone.
    await page.goto(`${url}/profile`);
    await page.getByText(PUSH_ASK_MESSAGES.profileOn).waitFor();
    await screenshot(page, 'push-profile-on');
    await page.goto(`${url}/logout`);
    const forgotten = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/push-subscriptions') && response.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    assert.equal((await forgotten).status(), 200);
  });
});
