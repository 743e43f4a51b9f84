import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { expectConsoleError, openPageIn, PHONE_VIEWPORT, screenshot } from '../support/browser.js';
import { productId, signIn, type Customer } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();
const DAY_SECONDS = 24 * 60 * 60;

/** Places an order through the API with her token, answering its number. */
async function placeOrder(customer: Customer): Promise<string> {
  const id = await productId(suite.store.url, 'Nua Heavy Flow');
  const response = await fetch(`${suite.store.url}/api/user/directBuy/${id}`, {
    method: 'POST',
    headers: customer.headers,
    body: JSON.stringify({
      deliveryAddress: { name: 'Neha Gupta', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: true,
      emergencyDelivery: false,
      quantity: 1,
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

/** Opens /orders in the tab and waits for her orders, or fails on the login page. */
async function showsHerOrders(page: Page, orderNumber: string): Promise<void> {
  await page.goto(`${suite.store.url}/orders`);
  await page.getByRole('heading', { name: 'Delivery Product' }).waitFor();
  await page.getByText(orderNumber).waitFor();
  assert.equal(new URL(page.url()).pathname, '/orders');
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'padstore_session');

describe('signed in until she signs out', () => {
  it('a new tab at /orders, and the browser opened again, find her signed in; logging out in one tab signs the other out', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT });
    const first = await openPageIn(context);
    const customer = await signIn(first, suite.store.url, '9811122233');
    const orderNumber = await placeOrder(customer);

    // The session is kept in an HttpOnly, SameSite=Strict cookie for the session's 30 days.
    const cookie = await sessionCookie(context);
    assert.ok(cookie, 'the session cookie is set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    const daysLeft = (cookie.expires - Date.now() / 1000) / DAY_SECONDS;
    assert.ok(daysLeft > 29.9 && daysLeft <= 30, `the cookie lasts 30 days, not ${daysLeft}`);
    assert.equal(await first.evaluate(() => document.cookie.includes('padstore_session')), false, 'script cannot read it');

    // A new tab (as a link from her SMS opens): no token of its own, signed in by the cookie.
    const second = await openPageIn(context);
    await showsHerOrders(second, orderNumber);
    assert.equal(await second.evaluate(() => sessionStorage.getItem('token')), null);
    await screenshot(second, 'new-tab-signed-in');
    await second.getByRole('button', { name: 'Open menu' }).click();
    await second.locator('#mobile-menu').getByRole('link', { name: 'Logout', exact: true }).waitFor();
    await second.getByRole('button', { name: 'Close menu' }).click();

    // Her first view of the home page, rendered by the server for a guest, is taken over as hers.
    const home = await openPageIn(context);
    await home.goto(`${suite.store.url}/`);
    assert.equal(await home.evaluate(() => document.documentElement.dataset.session), 'customer');
    await home.getByRole('button', { name: 'Open menu' }).waitFor();
    assert.equal(await home.getByRole('link', { name: 'Login' }).count(), 0);
    await home.close();

    // The next day: the browser opened again keeps the cookie (and no tab's session storage).
    const nextDay = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, storageState: await context.storageState() });
    await showsHerOrders(await openPageIn(nextDay), orderNumber);
    await nextDay.close();

    // She logs out in the new tab: the session ends on the server, and the first tab's next request is a stranger's.
    await second.goto(`${suite.store.url}/logout`);
    await second.getByRole('button', { name: 'Logout' }).click();
    await second.getByRole('link', { name: 'Login' }).waitFor();
    assert.equal(await sessionCookie(context), undefined, 'the cookie is cleared');
    const revoked = await fetch(`${suite.store.url}/api/user/getUser`, { headers: { cookie: `padstore_session=${cookie.value}` } });
    assert.equal(revoked.status, 401, 'the session is revoked, not only forgotten by the browser');
    expectConsoleError(first, /status of 401/);
    await first.goto(`${suite.store.url}/orders`);
    await first.waitForURL('**/login?next=%2Forders');
    assert.equal(await first.evaluate(() => sessionStorage.getItem('token')), null);

    await context.close();
  });

  it('a tab signed in by the cookie alone is signed out when she logs out in the tab where she signed in', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT });
    const first = await openPageIn(context);
    const customer = await signIn(first, suite.store.url, '9811122244');
    const orderNumber = await placeOrder(customer);
    const other = await openPageIn(context);
    await showsHerOrders(other, orderNumber);

    await first.goto(`${suite.store.url}/logout`);
    await first.getByRole('button', { name: 'Logout' }).click();
    await first.getByRole('link', { name: 'Login' }).waitFor();
    const revoked = await fetch(`${suite.store.url}/api/user/getUser`, { headers: customer.headers });
    assert.equal(revoked.status, 401);

    // The other tab hears of it at once (and a tab that had not would learn it at its next request, as
    // the first test's does): it is a guest's, its next request a stranger's.
    await other.waitForURL('**/login?next=%2Forders');
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).waitFor();
    expectConsoleError(other, /status of 401/);
    assert.equal(await other.evaluate(() => fetch('/api/user/getUser').then((response) => response.status)), 401);
    await context.close();
  });
});
