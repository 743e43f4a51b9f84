import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT, expectConsoleError, lastOtp, openPage, openPageIn, screenshot } from '../support/browser.js';
import { orderOverApi, productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';
import { englishIn, englishLeft, hi, hindiDrawnAsBoxes, LATIN_IN_HINDI, recordTexts, textsSeen, watchData } from '../support/languages.js';

const suite = storeAndBrowser();

async function sweep(page: Page, base: string, who: string, routes: string[]): Promise<Record<string, string[]>> {
  const data = watchData(page);
  // What she typed into the search box is hers, shown back as she wrote it.
  for (const route of routes) for (const typed of new URL(route, base).searchParams.values()) data.add(typed);
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const left = await englishLeft(page, data);
    if (left.length) found[`${who} ${route}`] = left;
  }
  return found;
}

describe('every text a customer reads goes through the language library', () => {
  it('a pseudo-language made from the English file leaves no English word on any customer page', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const base = suite.store.url;
    await page.context().addCookies([{ name: 'lang', value: 'pseudo', url: base }]);
    const whisper = await productId(base, 'Whisper Ultra Clean');
    expectConsoleError(page, /404 \(Not Found\)/);
    const guest = await sweep(page, base, 'guest', [
      '/',
      '/login',
      '/register',
      '/verifyotp',
      '/aboutus',
      '/contactus',
      '/privacypolicy',
      '/termscondition',
      '/testimonials',
      '/returns-policy',
      '/shipping-policy',
      '/all-products',
      '/all-products?q=wisper',
      '/all-products?q=zzzzqqq',
      `/product/${whisper}`,
      '/product/00000000-0000-4000-8000-000000000000',
      '/no-such-page',
    ]);
    await screenshot(page, 'pseudo-home');

    // She signs in the way every journey does (its helper reads the English screens), then reads her pages in the pseudo-language.
    await page.context().clearCookies();
    const customer = await signIn(page, base, '9822211177');
    await page.context().addCookies([{ name: 'lang', value: 'pseudo', url: base }]);
    const order = await orderOverApi(base, customer, whisper);
    await fetch(`${base}/api/user/addtocart/${whisper}`, {
      method: 'POST',
      headers: customer.headers,
      body: JSON.stringify({ quantity: 2 }),
    });
    const signedIn = await sweep(page, base, 'customer', [
      '/',
      '/locationaccess',
      '/logout',
      '/notifications',
      '/profile',
      '/complaints',
      '/complaints/new',
      '/orders',
      '/repeat-orders',
      `/order-success/${order._id}`,
      `/order-confirm/${order._id}`,
      `/view-detail/${order._id}`,
      `/order-details/${order._id}`,
      `/track-order/${order._id}`,
      `/cancel-order/${order._id}`,
      `/addreview/${whisper}`,
      '/cart',
      '/checkout',
      `/checkout/${whisper}`,
      '/disclaimer',
      '/disclaimerForOutofStock',
    ]);
    await screenshot(page, 'pseudo-cart');
    assert.deepEqual({ ...guest, ...signedIn }, {}, 'English words left in the pseudo-language');
    await page.context().close();
  });

  it("an English page draws the switch's 'हिन्दी' from its first paint, without the app and without fetching Hindi's faces", async () => {
    // The page as the server sends it, before (here: without) the app: the switch's own face is inside it.
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname)));
    await page.goto(`${suite.store.url}/`);
    await page.getByRole('button', { name: 'हिन्दी' }).first().waitFor();
    assert.deepEqual(await hindiDrawnAsBoxes(page), [], "'हिन्दी' drawn as empty boxes");
    assert.deepEqual(fonts, [], "an English page fetched Hindi's faces");
    await context.close();
  });

  it('a Hindi reader: her browser asks for Hindi, she registers, shops and orders, and reads her order and notifications in Hindi', async () => {
    const base = suite.store.url;
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'hi-IN' });
    const page = await openPageIn(context);
    const data = watchData(page);
    const noEnglish = async (where: string) => assert.deepEqual(await englishLeft(page, data, LATIN_IN_HINDI), [], `English on ${where}`);

    // Her first visit follows her browser: the server renders the page in Hindi and says so.
    await page.goto(`${base}/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'hi');
    await page.getByRole('heading', { level: 1, name: hi('Pad Store: sanitary pads delivered in 30-60 minutes') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the home page');
    // Every Hindi word drawn in a font that has its letters (this machine has none of its own: the store's).
    assert.deepEqual(await hindiDrawnAsBoxes(page), [], 'Hindi drawn as empty boxes');
    await screenshot(page, 'hindi-home');

    // English from the footer, and back to Hindi from the menu: the page follows at once, the address stays.
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pad Store: sanitary pads delivered in 30-60 minutes' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Pad Store: sanitary pads delivered in 30-60 minutes' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: hi('Pad Store: sanitary pads delivered in 30-60 minutes') }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');

    // She registers in Hindi, and is told what is missing in Hindi.
    await page.goto(`${base}/register`);
    await page.getByRole('button', { name: hi('Get OTP') }).click();
    for (const message of [
      'Full name is required',
      'Mobile number is required',
      'Pin code is required',
      'Please accept the privacy notice to continue',
    ]) {
      await page.getByText(hi(message), { exact: true }).waitFor();
    }
    await noEnglish('the registration form with its errors');
    await screenshot(page, 'hindi-register-errors');
    const phone = '9812345611';
    await page.getByLabel(hi('Full name')).fill('सुनीता देवी');
    await page.getByLabel(hi('Gender')).selectOption('Female');
    await page.getByLabel(hi('Mobile number')).fill(phone);
    await page.getByLabel(hi('Pin code'), { exact: true }).fill('560001');
    await page.getByLabel(hi('Address'), { exact: true }).fill('एमजी रोड, बेंगलुरु');
    await page.getByLabel(hi('Plot number')).fill('12');
    await page.getByLabel(hi('Street')).fill('ब्रिगेड रोड');
    await page.getByLabel(hi('I have read the privacy notice and agree to it')).check();
    await page.getByRole('button', { name: hi('Get OTP') }).click();
    await page.waitForURL('**/verifyotp');
    await page.getByLabel(hi('One-time password')).fill(await lastOtp(base, phone));
    await page.getByRole('button', { name: hi('Verify') }).click();
    await page.waitForURL(`${base}/`);

    // She shops and orders in Hindi.
    const whisper = await productId(base, 'Whisper Ultra Clean');
    await page.goto(`${base}/product/${whisper}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: hi('Add to Cart') })
      .first()
      .click();
    await page.goto(`${base}/cart`);
    await page.getByRole('heading', { level: 1, name: hi('Cart') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the cart');
    await page.getByRole('link', { name: hi('Proceed to Checkout') }).click();
    await page.getByRole('button', { name: hi('Place Order') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the checkout');
    await screenshot(page, 'hindi-checkout');
    await page.getByRole('button', { name: hi('Place Order') }).click();
    await page.waitForURL('**/order-success/**');
    const orderId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: hi('Ordered Successfully!') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the order confirmation');
    await screenshot(page, 'hindi-order-success');

    // Her order's timeline and her notifications, in Hindi (the server wrote them in the language she registered in).
    await page.goto(`${base}/order-details/${orderId}`);
    await page.getByRole('heading', { level: 1, name: hi('Order Details') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the order details');
    await screenshot(page, 'hindi-order-details');
    await page.goto(`${base}/track-order/${orderId}`);
    await page.getByRole('heading', { level: 1, name: hi('Track Order') }).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish('the order timeline');
    await screenshot(page, 'hindi-track-order');
    await page.goto(`${base}/notifications`);
    await page.getByRole('heading', { level: 1, name: hi('Notifications') }).waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('main')
      .getByText(/[\u0900-\u097f]/)
      .first()
      .waitFor();
    await noEnglish('the notifications');
    await screenshot(page, 'hindi-notifications');
    await context.close();
  });

  it('a Hindi reader signed in on a device that never chose a language reads her pages in Hindi from their first paint, on a slow network', async () => {
    const base = suite.store.url;
    const phone = '9812345633';
    // She registered in Hindi (elsewhere): her account's language is Hindi.
    const registered = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      body: JSON.stringify({
        fullName: 'सुनीता देवी',
        gender: 'Female',
        phoneNumber: Number(phone),
        address: 'एमजी रोड, बेंगलुरु',
        pinCode: '560001',
        plotNumber: '12',
        street: 'ब्रिगेड रोड',
        consent: true,
      }),
    });
    assert.equal(registered.status, 201);
    const verified = await fetch(`${base}/api/user/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: phone, otp: await lastOtp(base, phone) }),
    });
    const { token } = (await verified.json()) as { token: string };
    const whisper = await productId(base, 'Whisper Ultra Clean');
    const placed = await fetch(`${base}/api/user/directBuy/${whisper}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        deliveryAddress: { name: 'सुनीता देवी', plotNumber: '12', street: 'ब्रिगेड रोड', address: 'एमजी रोड, बेंगलुरु', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: 'false',
      }),
    });
    assert.equal(placed.status, 201);

    for (const [route, heading] of [
      ['/orders', 'Delivery Product'],
      ['/profile', 'My Profile'],
    ] as const) {
      // A browser asking for English, with her session and no language chosen on it.
      const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-IN' });
      await context.addCookies([
        { name: 'padstore_session', value: token, url: base, httpOnly: true, sameSite: 'Strict' },
        { name: 'padstore_signed_in', value: '1', url: base, sameSite: 'Lax' },
      ]);
      await recordTexts(context);
      const page = await openPageIn(context);
      const data = watchData(page);
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: (400 * 1024) / 8,
        uploadThroughput: (400 * 1024) / 8,
      });
      await page.goto(`${base}${route}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: hi(heading) }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getAttribute('html', 'lang'), 'hi');
      assert.deepEqual(englishIn(await textsSeen(page), data, LATIN_IN_HINDI), [], `English shown at some moment on ${route}`);
      // The device now remembers her language, as if she had chosen it on it.
      assert.equal((await context.cookies(base)).find((cookie) => cookie.name === 'lang')?.value, 'hi');
      await context.close();
    }
  });
});
