import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { PHONE_VIEWPORT, lastOtp, openPage, screenshot } from '../support/browser.js';
import { productId, signIn, type Customer } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

/** Places an order for one pack through the API, as the checkout does. */
async function placeOrder(customer: Customer, productName: string) {
  const id = await productId(suite.store.url, productName);
  const placed = await fetch(`${suite.store.url}/api/user/directBuy/${id}`, {
    method: 'POST',
    headers: customer.headers,
    body: JSON.stringify({
      deliveryAddress: { name: 'Neha Gupta', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: true,
      emergencyDelivery: false,
      quantity: 1,
    }),
  });
  assert.equal(placed.status, 201);
  return ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;
}

describe('the small things, on a phone', () => {
  it('a notification opens its order, which offers no review before delivery; toasts leave the top bar free; deleting the account lands her home', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(page, suite.store.url, '9812340032');
    const first = await placeOrder(customer, 'Whisper Ultra Clean');
    const second = await placeOrder(customer, 'Nua Ultra Thin');

    // One notification per order placed, each opening its own order.
    await page.goto(`${suite.store.url}/notifications`);
    await page.getByRole('tab', { name: 'Unread (2)' }).waitFor();
    await screenshot(page, 'notifications-orders');
    await page.getByRole('button', { name: new RegExp(`Order placed.*${first.orderNumber}`) }).click();
    await page.waitForURL(`**/view-detail/${first._id}`);
    await page.getByText(`Order ${first.orderNumber}`).waitFor();
    await page.getByRole('link', { name: 'Track Order' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Write a Review' }).count(), 0);
    await screenshot(page, 'order-details-placed');
    await page.goto(`${suite.store.url}/notifications`);
    await page.getByRole('tab', { name: 'Unread (1)' }).waitFor();

    // Cancelling: 'Please choose a reason' goes once she chooses; the toast stands below the top bar.
    await page.goto(`${suite.store.url}/cancel-order/${second._id}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please choose a reason for cancelling').waitFor();
    await page.getByLabel('I ordered wrong Product').check();
    await page.getByText('Please choose a reason for cancelling').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/orders');
    const toast = page.locator('.Toastify__toast').first();
    await toast.waitFor();
    const [topBar, toastBox] = [await page.locator('header').first().boundingBox(), await toast.boundingBox()];
    assert.ok(topBar && toastBox);
    assert.ok(
      toastBox.y >= topBar.y + topBar.height,
      `the toast (top ${toastBox.y}) covers the top bar (bottom ${topBar.y + topBar.height})`,
    );
    await screenshot(page, 'toast-below-top-bar');

    // Her data as a page she can read, named by her day in India.
    await fetch(`${suite.store.url}/api/user/cancel/${first._id}`, {
      method: 'PUT',
      headers: customer.headers,
      body: JSON.stringify({ cancelReason: 'Ordered by mistake' }),
    });
    await page.goto(`${suite.store.url}/profile`);
    await page.getByRole('heading', { name: 'My data' }).waitFor();
    const [readable] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data to read' }).click(),
    ]);
    const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    assert.equal(readable.suggestedFilename(), `padstore-my-data-${indiaDay}.html`);
    const html = await readFile((await readable.path())!, 'utf8');
    assert.match(html, /<h1>Your data at Pad Store<\/h1>/);
    assert.ok(html.includes(first.orderNumber));

    // Deleting the account: home, as a guest, with a plain confirmation.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Send me a code to confirm' }).click();
    await page.getByLabel('Code sent to your phone').fill(await lastOtp(suite.store.url, customer.phone));
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await screenshot(page, 'account-deleted-home');
    await page.close();
  });
});
