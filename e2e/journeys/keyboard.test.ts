import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP_VIEWPORT, expectConsoleError, lastOtp, openPage } from '../support/browser.js';
import { tabTo } from '../support/keyboard.js';
import { productId } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

describe('the store by keyboard alone', () => {
  it('a customer signs in, shops, checks out with express delivery and opens the orders, never touching a mouse', async () => {
    const phone = '9877766655';
    await fetch(`${suite.store.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Asha Rao',
        gender: 'Female',
        phoneNumber: Number(phone),
        address: 'Indiranagar, Bengaluru',
        pinCode: '560008',
        plotNumber: '12',
        street: '100 Feet Road',
        consent: true,
      }),
    });
    const page = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    const main = page.getByRole('main');

    // Sign in: the phone field, Enter; the code field, Enter. Registering sent a code a moment ago, so the
    // store answers the login 429 (a code is on its way) and the app goes on to that code.
    expectConsoleError(page, /status of 429/);
    await page.goto(`${suite.store.url}/login`);
    await tabTo(page, page.getByLabel('Phone number'));
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/verifyotp');
    await tabTo(page, page.getByLabel('One-time password'));
    await page.keyboard.type(await lastOtp(suite.store.url, phone));
    await tabTo(page, page.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.store.url}/`);

    // On a freshly opened page the skip link is the first stop.
    await page.reload();
    await page.getByRole('link', { name: 'Cart' }).first().waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');

    // Product page: Add to Cart with Enter; the badge counts it.
    const nua = await productId(suite.store.url, 'Nua Ultra Thin');
    await page.goto(`${suite.store.url}/product/${nua}`);
    await main.getByRole('heading', { level: 1, name: 'Nua Ultra Thin' }).waitFor();
    await tabTo(page, main.getByRole('button', { name: 'Add to Cart' }).first());
    await page.keyboard.press('Enter');
    await page.getByLabel('1 packs in the cart').first().waitFor();

    // The cart: one more with Space, the remove dialog opened and dismissed by keyboard.
    await tabTo(page, page.getByRole('link', { name: /Cart/ }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    // The cart's own page, not the product page's stepper (issue 34) still shown while the cart's code arrives.
    await main.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await tabTo(page, main.getByRole('button', { name: 'One more' }));
    await page.keyboard.press('Space');
    await page.getByLabel('2 packs in the cart').first().waitFor();
    await tabTo(page, main.getByRole('button', { name: 'Remove' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove Item?' });
    await dialog.waitFor();
    assert.equal(await dialog.evaluate((element) => element.contains(document.activeElement)), true, 'the focus moves into the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await tabTo(page, main.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');

    // Checkout: express switched on with Space, the order placed with Enter.
    await page.waitForURL('**/checkout');
    await main.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    // Paying on delivery is the only way, so its switch is on and out of the way of the keys.
    assert.equal(await main.getByRole('switch', { name: /Pay on delivery/ }).isDisabled(), true);
    await tabTo(page, main.getByRole('switch', { name: /Express delivery/ }));
    await page.keyboard.press('Space');
    await main.getByText('Emergency charge', { exact: true }).waitFor();
    await tabTo(page, main.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/order-success/**');
    await tabTo(page, main.getByRole('link', { name: 'Continue Shopping' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/order-confirm/**');

    // The Account menu opens with Enter, and its items are reached with Tab.
    await tabTo(page, page.getByRole('button', { name: /Account/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('menuitem', { name: 'Orders', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/orders');
    await main.getByRole('heading', { name: 'Delivery Product' }).waitFor();
    await main.getByText('Nua Ultra Thin').first().waitFor();
    await page.context().close();
  });

  it('form errors are announced on their fields, and the first one takes the focus', async () => {
    const page = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    await page.goto(`${suite.store.url}/register`);
    await tabTo(page, page.getByRole('button', { name: 'Get OTP' }));
    await page.keyboard.press('Enter');
    await page.getByText('Full name is required').waitFor();
    assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete), 'name');
    for (const [label, message] of [
      ['Full name', 'Full name is required'],
      ['Mobile number', 'Mobile number is required'],
      ['Pin code', 'Pin code is required'],
      ['Plot number', 'Plot number is required'],
      ['Street', 'Street name is required'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      assert.equal(await field.getAttribute('aria-invalid'), 'true', `${label} is marked invalid`);
      const description = await field.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      assert.match(description, new RegExp(message), `${label} is described by its error`);
    }
    await page.context().close();
  });
});
