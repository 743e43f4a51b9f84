import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { fakeRazorpay, FAKE_RAZORPAY_KEYS, type FakeRazorpay } from '../../apps/api/src/test/fake-payment-gateways.js';
import { fakeRazorpayCheckout, type FakeRazorpayCheckout } from '../../apps/api/src/test/fake-razorpay-checkout.js';
import { PHONE_VIEWPORT, SCREENSHOT_DIR, launchBrowser, openPage, screenshot } from '../support/browser.js';
import { productId, signIn } from '../support/session.js';
import { startStore, type RunningStore } from '../support/store.js';
import { failOnBrowserErrors } from '../support/suite.js';

/**
 * Paying now (issue 47) with the store set to Razorpay, against local stand-ins of its API and of its
 * Standard Checkout script: the store's Content-Security-Policy allows the script's address from the
 * setting, and any violation or console error fails the journey.
 */
let api: FakeRazorpay;
let checkout: FakeRazorpayCheckout;
let store: RunningStore;
let browser: Browser;
const OWNER_PHONE = '9700000031';

before(async () => {
  api = await fakeRazorpay();
  checkout = await fakeRazorpayCheckout(api);
  store = await startStore({
    ADMIN_PHONES: OWNER_PHONE,
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_URL: api.url,
    RAZORPAY_CHECKOUT_URL: checkout.scriptUrl,
    ...FAKE_RAZORPAY_KEYS,
  });
  checkout.webhookUrl = `${store.url}/api/payments/webhooks/razorpay`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await store?.stop();
  await checkout?.close();
  await api?.close();
});
failOnBrowserErrors();

describe('paying now online', () => {
  it("she turns off 'pay on delivery', pays by UPI in the gateway's checkout, cancels, and sees the refund", async () => {
    const page = await openPage(browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, store.url, '9855566677');
    const whisper = await productId(store.url, 'Whisper Ultra Clean');
    await page.goto(`${store.url}/checkout/${whisper}`);
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    const payOnDelivery = page.getByRole('switch', { name: /Pay on delivery/ });
    assert.equal(await payOnDelivery.isChecked(), true);
    await payOnDelivery.uncheck();
    await page.getByText('You pay now by UPI or card, on the payment page that opens when you place the order.').waitFor();
    await screenshot(page, 'pay-online-checkout');

    await page.getByRole('button', { name: 'Place Order' }).click();
    // The gateway's own page, in its frame over the store's: her UPI or card goes there, not to the store.
    const gateway = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await gateway.getByRole('button', { name: 'Pay by UPI' }).waitFor();
    // The gateway's frame keeps the page from going quiet on the network: pictured as it stands.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'pay-online-gateway-360.png') });
    await gateway.getByRole('button', { name: 'Pay by UPI' }).click();
    await page.waitForURL('**/order-success/**');
    const orderId = page.url().split('/').pop()!;
    const [payment] = [...api.payments.values()];
    assert.ok(payment, 'the stand-in gateway took a payment');

    await page.goto(`${store.url}/view-detail/${orderId}`);
    await page.getByText(`Paid by UPI (${payment.id})`).waitFor();
    await screenshot(page, 'pay-online-paid');

    await page.goto(`${store.url}/cancel-order/${orderId}`);
    await page.getByText('Choose a Reason').waitFor();
    await page.getByLabel('Other').check();
    await page.getByLabel('Tell us more').fill('Found them at the shop downstairs');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/orders');

    const rupees = payment.amount / 100;
    await page.goto(`${store.url}/view-detail/${orderId}`);
    await page.getByText(`Refund of ₹${rupees} started`).waitFor();
    await screenshot(page, 'pay-online-refund-started');
    assert.equal(api.refunds.filter((refund) => refund.payment_id === payment.id).length, 1);

    // The bank has paid it back: the gateway says so by its webhook.
    assert.equal(await checkout.sendRefundWebhook(payment.id), 200);
    await page.reload();
    await page.getByText('Refunded', { exact: true }).waitFor();
    await screenshot(page, 'pay-online-refunded');
    await page.close();

    // The owner's day page on her phone: the payment apart from the riders' cash, its refund beside it.
    const owner = await openPage(browser, { viewport: PHONE_VIEWPORT });
    await signIn(owner, store.url, OWNER_PHONE);
    await owner.goto(`${store.url}/admin/day`);
    await owner.getByRole('combobox', { name: 'Branch', exact: true }).selectOption({ label: 'Bengaluru Central' });
    const paidOnline = owner.getByRole('list', { name: 'Orders paid online' });
    await paidOnline.getByText(payment.id, { exact: false }).waitFor();
    await paidOnline.getByText(`refunded ₹${rupees}`, { exact: false }).waitFor();
    await owner.getByText(`1 order · ₹0 kept · ₹${rupees} refunded or being refunded`, { exact: false }).waitFor();
    assert.equal(
      await owner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'the day page is wider than 360 px',
    );
    await screenshot(owner, 'pay-online-day');
    // Closing it: on her phone the toast rises at the foot of the screen, clear of the page's title.
    await owner.getByRole('button', { name: 'Close the day' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click();
    const toast = owner.locator('.Toastify__toast').filter({ hasText: 'Day closed' });
    await toast.waitFor();
    const [title, toastBox] = [await owner.getByRole('heading', { level: 1, name: 'The day' }).boundingBox(), await toast.boundingBox()];
    assert.ok(title && toastBox);
    assert.ok(toastBox.y > PHONE_VIEWPORT.height / 2, `the toast (top ${toastBox.y}) is not at the foot of the screen`);
    assert.ok(toastBox.y >= title.y + title.height, `the toast (top ${toastBox.y}) covers the title (bottom ${title.y + title.height})`);
    await screenshot(owner, 'pay-online-day-closed');
    await owner.close();
  });
});
