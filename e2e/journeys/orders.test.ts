import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

describe('buying, tracking and cancelling', () => {
  it('a customer buys from the cart with express delivery, follows the order and cancels it', async () => {
    const page = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    const customer = await signIn(page, suite.store.url, '9833344455');
    const nua = await productId(suite.store.url, 'Nua Heavy Flow');
    const sofy = await productId(suite.store.url, 'Sofy Antibacteria');
    for (const id of [nua, sofy])
      await fetch(`${suite.store.url}/api/user/addtocart/${id}`, {
        method: 'POST',
        headers: customer.headers,
        body: JSON.stringify({ quantity: 1 }),
      });

    await page.goto(`${suite.store.url}/cart`);
    await page.getByText('Nua Heavy Flow').first().waitFor();
    await page.getByRole('group', { name: 'Quantity of Nua Heavy Flow' }).getByRole('button', { name: 'One more' }).click();
    await page.getByRole('group', { name: 'Quantity of Nua Heavy Flow' }).getByText('2').waitFor();
    await page.getByLabel('3 packs in the cart').first().waitFor();
    assert.equal(
      await page.getByRole('group', { name: 'Quantity of Sofy Antibacteria' }).getByRole('button', { name: 'One fewer' }).isDisabled(),
      true,
    );
    await screenshot(page, 'cart');
    await expectAccessible(page, 'cart');
    await page.getByRole('button', { name: 'Remove' }).nth(1).click();
    await page.getByRole('heading', { name: 'Remove Item?' }).waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await page.waitForURL('**/checkout');
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    await page.getByRole('switch', { name: /Express delivery/ }).check();
    await page.getByText('Pay ₹49 extra').waitFor();
    await page.getByText('Emergency charge', { exact: true }).waitFor();
    await screenshot(page, 'checkout');
    await expectAccessible(page, 'checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');
    await page.getByRole('heading', { name: 'Ordered Successfully!' }).waitFor();
    await page.getByText('Thank you for Ordering!').waitFor();
    // Confetti is drawn under the store's Content-Security-Policy (a violation would fail the journey).
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-confetti]');
        if (!canvas?.width || !canvas.height) return false;
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) return true;
        return false;
      },
      undefined,
      { polling: 100, timeout: 3000 },
    );
    assert.equal(await page.getByLabel(/packs in the cart/).count(), 0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();

    await page.waitForURL('**/order-confirm/**');
    await page.getByText('Shipping Address:').waitFor();
    await screenshot(page, 'order-confirm');
    await expectAccessible(page, 'order-confirm');
    await page.getByRole('link', { name: 'View Order Details' }).click();
    await page.waitForURL('**/view-detail/**');
    await page.getByText('Cash on Delivery').waitFor();
    await page.getByText('Express (30-60 minutes), discreet packaging').waitFor();
    await page.getByText('₹49').first().waitFor();
    await screenshot(page, 'order-details');
    await expectAccessible(page, 'order-details');
    await page.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL('**/track-order/**');
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.locator('ol').getByText('Placed', { exact: true }).waitFor();
    await screenshot(page, 'track-order');
    await expectAccessible(page, 'track-order');

    const orderId = page.url().split('/').pop();
    await page.goto(`${suite.store.url}/cancel-order/${orderId}`);
    await page.getByText('Choose a Reason').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please choose a reason for cancelling').waitFor();
    await page.getByLabel('Other').check();
    await page.getByLabel('Tell us more').fill('Bought them at the shop downstairs');
    await screenshot(page, 'cancel-order');
    await expectAccessible(page, 'cancel-order');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/orders');
    await page.getByText('Cancelled').first().waitFor();

    await page.getByRole('button', { name: 'Order Again' }).first().click();
    await page.waitForURL('**/cart');
    await page.getByText('Nua Heavy Flow').first().waitFor();
    await page.getByLabel('3 packs in the cart').first().waitFor();

    await page.goto(`${suite.store.url}/notifications`);
    await page.getByRole('tab', { name: 'Unread (2)', exact: true }).waitFor();
    await screenshot(page, 'notifications');
    await expectAccessible(page, 'notifications');
    // A notification about an order opens it, read.
    await page.getByRole('button', { name: /Order cancelled/ }).click();
    await page.waitForURL('**/view-detail/**');
    await page.goto(`${suite.store.url}/notifications`);
    await page.getByRole('tab', { name: 'Unread (1)', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Read (1)', exact: true }).click();
    await page.getByRole('tabpanel').getByText('Order cancelled', { exact: true }).waitFor();
    await page.close();
  });

  it('buy now orders one product, whose details offer no review before it is delivered', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, suite.store.url, '9844455566', '400004');
    const whisper = await productId(suite.store.url, 'Whisper Ultra Clean');
    await page.goto(`${suite.store.url}/product/${whisper}`);
    await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).first().click();
    await page.waitForURL(`**/checkout/${whisper}`);
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'One more' }).click();
    await page.getByText('₹398').first().waitFor();
    await screenshot(page, 'checkout-buy-now');
    await expectAccessible(page, 'checkout-buy-now');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');

    await page.goto(`${suite.store.url}/orders`);
    await page.getByRole('heading', { name: 'Delivery Product' }).waitFor();
    await screenshot(page, 'orders');
    await expectAccessible(page, 'orders');
    await page.getByRole('link', { name: 'View Order Details' }).click();
    await page.getByRole('link', { name: 'View Order Details' }).click();
    // A review is for a product she has received: none is offered on an order not yet delivered.
    await page.waitForURL('**/view-detail/**');
    await page.getByText('Whisper Ultra Clean').first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Write a Review' }).count(), 0);
    await page.close();
  });

  it('shows the two disclaimer pages when the pin code is not served or stock runs out', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(page, suite.store.url, '9855566677', '110001');
    // Both refusals are the store's 409 answers to placing the order.
    expectConsoleError(page, /status of 409/);
    const stayfree = await productId(suite.store.url, 'Stayfree Advanced XXL');
    await page.goto(`${suite.store.url}/checkout/${stayfree}`);
    await page.getByText('Pincode is not valid', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/disclaimer');
    await page.getByText("Sorry, we're currently unavailable in this location. Stay tuned — we'll be here soon!").waitFor();
    await screenshot(page, 'disclaimer');
    await expectAccessible(page, 'disclaimer');

    // Served now, 25 packs in the cart; another customer buys one meanwhile.
    await fetch(`${suite.store.url}/api/user/updateUser`, {
      method: 'PUT',
      headers: customer.headers,
      body: JSON.stringify({ pinCode: '560005' }),
    });
    await fetch(`${suite.store.url}/api/user/addtocart/${stayfree}`, {
      method: 'POST',
      headers: customer.headers,
      body: JSON.stringify({ quantity: 25 }),
    });
    const rival = await openPage(suite.browser);
    const other = await signIn(rival, suite.store.url, '9866677788', '560006');
    const bought = await fetch(`${suite.store.url}/api/user/directBuy/${stayfree}`, {
      method: 'POST',
      headers: other.headers,
      body: JSON.stringify({
        deliveryAddress: { name: 'Rival', plotNumber: '1', street: 'Lane', address: 'Somewhere in Bengaluru', pinCode: '560006' },
        paymentMode: true,
        emergencyDelivery: 'false',
      }),
    });
    assert.equal(bought.status, 201);
    await rival.close();
    await page.goto(`${suite.store.url}/checkout`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/disclaimerForOutofStock');
    await page.getByText('Some Products Are Out of Stock').waitFor();
    await page.getByText("Sorry, we'll restock them soon.").waitFor();
    await page.close();
  });

  it('sends a guest who opens the cart to login and back', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/cart`);
    await page.waitForURL('**/login?next=%2Fcart');
    await page.close();
  });
});
