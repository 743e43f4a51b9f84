import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { expectVisibleFocus } from '../support/keyboard.js';
import { orderOverApi, productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const ADMIN_PHONE = '9700000009';
const suite = storeAndBrowser({ ADMIN_PHONES: ADMIN_PHONE });

interface Visit {
  route: string;
  /** The one h1 the page shows once its data is in. */
  heading: string | RegExp;
  /** The screenshot's name. */
  name: string;
  /** The refusal the page meets on purpose (an unknown id's 404), which the browser reports as an error. */
  refusal?: RegExp;
}

/**
 * Opens a route at both widths and checks what every page of the store owes its visitors: one h1, a
 * document title of its own, no serious accessibility problem, focus that can be seen, and a screenshot.
 */
async function visitAtBothWidths(page: Page, visits: Visit[]): Promise<void> {
  const titles = new Map<string, string>();
  for (const visit of visits) if (visit.refusal) expectConsoleError(page, visit.refusal);
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    for (const visit of visits) {
      const where = `${visit.route} at ${viewport.width} px`;
      // The page's own heading is what is waited for, not the load event, which a busy machine can hold up.
      await page.goto(`${suite.store.url}${visit.route}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: visit.heading }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.locator('h1').count(), 1, `one h1 on ${where}`);
      const title = await page.title();
      assert.match(title, visit.route === '/' ? /^Pad Store$/ : /^.+ \| Pad Store$/, `document title on ${where}`);
      titles.set(visit.route, title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `nothing wider than the screen on ${where} (${overflow} px too wide)`);
      await screenshot(page, `route-${visit.name}`);
      await expectAccessible(page, where);
      await expectVisibleFocus(page, where);
    }
  }
  assert.equal(titles.size, visits.length);
}

describe('every route of the store', () => {
  it('guest pages: one h1, their own title, accessible, visible focus, at 360 and 1280 px', async () => {
    const page = await openPage(suite.browser);
    const product = await productId(suite.store.url, 'Whisper Ultra Clean');
    const brands = (await (await fetch(`${suite.store.url}/api/user/brand/getAllBrands`)).json()) as {
      data: { _id: string; brandName: string }[];
    };
    const sofy = brands.data.find((brand) => brand.brandName === 'Sofy')!;
    await visitAtBothWidths(page, [
      { route: '/', heading: 'Pad Store: sanitary pads delivered in 30-60 minutes', name: 'home' },
      { route: '/login', heading: 'Login', name: 'login' },
      { route: '/register', heading: 'Register', name: 'register' },
      { route: '/verifyotp', heading: 'Verify OTP', name: 'verifyotp-without-phone' },
      { route: '/aboutus', heading: 'About Us', name: 'aboutus' },
      { route: '/contactus', heading: 'Contact Us', name: 'contactus' },
      { route: '/privacypolicy', heading: 'Privacy Policy', name: 'privacypolicy' },
      { route: '/termscondition', heading: 'Terms And Conditions', name: 'termscondition' },
      { route: '/testimonials', heading: 'Customer Testimonials', name: 'testimonials' },
      { route: '/returns-policy', heading: 'Returns, Refunds and Cancellation', name: 'returns-policy' },
      { route: '/shipping-policy', heading: 'Shipping and Delivery', name: 'shipping-policy' },
      { route: '/all-products', heading: 'All Products', name: 'all-products' },
      { route: `/all-products/${sofy._id}`, heading: 'Sofy products', name: 'all-products-brand' },
      { route: `/product/${product}`, heading: 'Whisper Ultra Clean', name: 'product' },
      {
        route: '/product/00000000-0000-4000-8000-000000000000',
        heading: 'Product not found',
        name: 'product-missing',
        refusal: /404 \(Not Found\).*getProductById\/00000000-/,
      },
      { route: '/no-such-page', heading: 'Page not found', name: 'not-found' },
    ]);
    await page.context().close();
  });

  it("customer pages: every screen of the customer's own, with real orders behind them", async () => {
    const page = await openPage(suite.browser);
    const customer = await signIn(page, suite.store.url, '9822211100');
    const whisper = await productId(suite.store.url, 'Whisper Ultra Clean');
    const nua = await productId(suite.store.url, 'Nua Heavy Flow');
    const order = await orderOverApi(suite.store.url, customer, whisper);
    await fetch(`${suite.store.url}/api/user/addtocart/${nua}`, {
      method: 'POST',
      headers: customer.headers,
      body: JSON.stringify({ quantity: 2 }),
    });

    await visitAtBothWidths(page, [
      { route: '/locationaccess', heading: 'Delivery location', name: 'locationaccess' },
      { route: '/logout', heading: 'Logout', name: 'logout' },
      { route: '/notifications', heading: 'Notifications', name: 'notifications' },
      { route: '/profile', heading: 'My Profile', name: 'profile' },
      { route: '/complaints', heading: 'My complaints', name: 'complaints' },
      { route: '/complaints/new', heading: 'Raise a complaint', name: 'complaints-new' },
      { route: '/orders', heading: 'Delivery Product', name: 'orders' },
      { route: '/repeat-orders', heading: 'My repeat orders', name: 'repeat-orders' },
      { route: `/order-success/${order._id}`, heading: 'Ordered Successfully!', name: 'order-success' },
      { route: `/order-confirm/${order._id}`, heading: 'Order confirmed', name: 'order-confirm' },
      { route: `/view-detail/${order._id}`, heading: 'Order Details', name: 'view-detail' },
      { route: `/order-details/${order._id}`, heading: 'Order Details', name: 'order-details' },
      { route: `/track-order/${order._id}`, heading: 'Track Order', name: 'track-order' },
      { route: `/cancel-order/${order._id}`, heading: 'Cancel Order', name: 'cancel-order' },
      {
        route: '/order-details/00000000-0000-4000-8000-000000000000',
        heading: 'Order not found',
        name: 'order-missing',
        refusal: /404 \(Not Found\).*viewOrder\/00000000-/,
      },
      { route: `/addreview/${whisper}`, heading: 'Write a review', name: 'addreview' },
      { route: '/cart', heading: 'Cart', name: 'cart' },
      { route: '/checkout', heading: 'Order Summary', name: 'checkout' },
      { route: `/checkout/${whisper}`, heading: 'Order Summary', name: 'checkout-buy-now' },
      { route: '/disclaimer', heading: 'Order not deliverable', name: 'disclaimer' },
      { route: '/disclaimerForOutofStock', heading: 'Some Products Are Out of Stock', name: 'disclaimer-out-of-stock' },
    ]);

    // The logout page's Cancel goes back one page; its Logout signs out.
    await page.goto(`${suite.store.url}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.goto(`${suite.store.url}/logout`);
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/cart');
    await page.goto(`${suite.store.url}/logout`);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.context().close();
  });

  it('operator pages: the store console at both widths', async () => {
    const page = await openPage(suite.browser);
    const customer = await signIn(page, suite.store.url, ADMIN_PHONE);
    const whisper = await productId(suite.store.url, 'Whisper Ultra Clean');
    const placed = await fetch(`${suite.store.url}/api/user/directBuy/${whisper}`, {
      method: 'POST',
      headers: customer.headers,
      body: JSON.stringify({
        deliveryAddress: { name: 'Operator test', plotNumber: '1', street: 'Lane', address: 'MG Road, Bengaluru', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: 'true',
      }),
    });
    const order = ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;
    await visitAtBothWidths(page, [
      { route: '/admin', heading: 'Today', name: 'admin-dashboard' },
      { route: '/admin/orders', heading: 'Orders', name: 'admin-orders' },
      { route: `/admin/orders/${order._id}`, heading: order.orderNumber, name: 'admin-order' },
      { route: '/admin/products', heading: 'Products', name: 'admin-products' },
      { route: '/admin/branches', heading: 'Branches', name: 'admin-branches' },
      { route: '/admin/offers', heading: 'Offers', name: 'admin-offers' },
      { route: '/admin/content', heading: 'Content and settings', name: 'admin-content' },
      { route: '/admin/complaints', heading: 'Complaints', name: 'admin-complaints' },
      { route: '/admin/seller', heading: 'Seller details and grievance officer', name: 'admin-seller' },
      { route: '/admin/staff', heading: 'Staff', name: 'admin-staff' },
      { route: '/admin/day', heading: 'The day', name: 'admin-day' },
      { route: '/floor', heading: 'Bengaluru Central', name: 'floor' },
    ]);
    await page.context().close();
  });
});
