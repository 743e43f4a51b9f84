import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES, OFFLINE_MESSAGES } from '@padstore/domain/messages';
import { PHONE_VIEWPORT, expectConsoleError, lastOtp, openPage, screenshot } from '../support/browser.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000061';
const suite = storeAndBrowser({ ADMIN_PHONES: OWNER });

/** An owner's API headers, signed in by the code the store printed. */
async function ownerHeaders(url: string): Promise<Record<string, string>> {
  await fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Kavya Owner',
      gender: 'Female',
      phoneNumber: Number(OWNER),
      address: 'MG Road, Bengaluru',
      pinCode: '560001',
      plotNumber: '5',
      street: 'Brigade Road',
      consent: true,
    }),
  });
  const verified = await fetch(`${url}/api/user/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: OWNER, otp: await lastOtp(url, OWNER) }),
  });
  const { token } = (await verified.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

const addToCart = (url: string, headers: Record<string, string>, id: string) =>
  fetch(`${url}/api/user/addtocart/${id}`, { method: 'POST', headers, body: '{}' }).then((response) => assert.equal(response.status, 200));

describe('installable, and useful offline', () => {
  it('opens the shell and a listing she saw with the network off, says she is offline, and shows her cart fresh once back', async () => {
    const { url } = suite.store;
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
    const customer = await signIn(page, url, '9812300001');
    await addToCart(url, customer.headers, await productId(url, 'Whisper Choice Ultra'));

    // The worker installs once the first page has loaded, and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // Installable: Chromium's own checks (those Lighthouse's installability audit read) find nothing wrong.
    const devtools = await page.context().newCDPSession(page);
    const { errors } = await devtools.send('Page.getAppManifest');
    assert.deepEqual(errors, [], 'the manifest parses without errors');
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium installs nothing; that is the browser's, not the store's.
    const storeErrors = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    assert.deepEqual(storeErrors, [], 'Chromium finds the store installable');
    const manifest = (await (await fetch(`${url}/manifest.webmanifest`)).json()) as { display: string; icons: { purpose: string }[] };
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'));

    // She looks at the listing, pictures and all.
    const listing = (await (await fetch(`${url}/api/user/Product/getAllProducts`)).json()) as { products: { productName: string }[] };
    const firstProduct = listing.products[0]?.productName ?? '';
    await page.goto(`${url}/all-products`);
    await page.getByText(firstProduct).first().waitFor();
    const firstScreenPictures = () =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.src.includes('/products/'))
          .map((image) => ({ src: image.src, complete: image.complete, width: image.naturalWidth })),
      );
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const seen = await firstScreenPictures();
    assert.ok(seen.length > 0, 'the listing shows pictures on its first screen');

    // The network drops; she opens the listing again. Chromium reports any request cut off meanwhile (her
    // profile, the cart's count, the listing's next page) as a console error of its own, whatever the page
    // then does with it.
    expectConsoleError(page, /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/, { mayNotAppear: true });
    await page.context().setOffline(true);
    await page.goto(`${url}/all-products`);
    const offline = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.banner });
    await offline.waitFor();
    await offline.getByText(OFFLINE_MESSAGES.mayBeOutOfDate).waitFor();
    await page.getByText(firstProduct).first().waitFor();
    assert.equal(await page.locator('#first-answers').count(), 0, "the page is the worker's shell, not one from the network");
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // The offline banner takes a little of the first screen: what it shows is among what she saw, painted.
    const shown = await firstScreenPictures();
    assert.ok(shown.length > 0, 'the offline listing shows pictures on its first screen');
    const seenSources = new Set(seen.map(({ src }) => src));
    assert.deepEqual(
      shown.map(({ src, width }) => ({ src, seen: seenSources.has(src), painted: width > 0 })),
      shown.map(({ src }) => ({ src, seen: true, painted: true })),
      'the pictures she saw are painted from the copies',
    );
    await screenshot(page, 'offline-listing');

    // Adding to the cart waits for the network: she is told, and nothing is kept to be sent later.
    await page.getByRole('button', { name: 'Add to Cart' }).last().click();
    await page.getByText(OFFLINE_MESSAGES.tryAgainOnline).first().waitFor();

    // Her cart is never shown from a copy: the page says it needs the network.
    await page.goto(`${url}/cart`);
    await page.getByText(OFFLINE_MESSAGES.tryAgainOnline).first().waitFor();
    assert.equal(await page.getByText('Whisper Choice Ultra').count(), 0, 'no cart line shown offline');
    await screenshot(page, 'offline-cart');

    // Meanwhile her cart changed on another phone; back online, the cart is the store's as it is now.
    await addToCart(url, customer.headers, await productId(url, 'Whisper Bindazzz Nights'));
    await page.context().setOffline(false);
    // Back online she opens the cart again (the browser's own reload), and it is asked of the store.
    await page.reload();
    await page.getByText('Whisper Bindazzz Nights').first().waitFor();
    await page.getByText('Whisper Choice Ultra').first().waitFor();
    await offline.waitFor({ state: 'detached' });
    const carts = (await (await fetch(`${url}/api/user/getCarts`, { headers: customer.headers })).json()) as { cart: { items: unknown[] } };
    assert.equal(carts.cart.items.length, 2, 'the tap made offline added nothing later');
    await page.close();
  });

  it('answers her offline in the language her page is in now, never in the copy of the one she switched from', async () => {
    const { url } = suite.store;
    // The listing's first product has a Hindi name: its answers differ by language.
    const listing = (await (await fetch(`${url}/api/user/Product/getAllProducts`)).json()) as { products: { productName: string }[] };
    const english = listing.products[0]?.productName ?? '';
    const hindi = 'पहला पैड';
    const owner = await ownerHeaders(url);
    const products = (await (await fetch(`${url}/api/admin/products`, { headers: owner })).json()) as {
      products: { _id: string; productName: string; version: number }[];
    };
    const product = products.products.find((each) => each.productName === english)!;
    const edited = await fetch(`${url}/api/admin/products/${product._id}`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ productNameHi: hindi, version: product.version }),
    });
    assert.equal(edited.status, 200);

    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
    await signIn(page, url, '9812300003');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // She reads the listing in English (the worker keeps the English copy), then in Hindi (and the Hindi one).
    await page.goto(`${url}/all-products`);
    await page.getByText(english).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByText(hindi).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Back to English on another page, which asks nothing of the listing.
    await page.goto(`${url}/aboutus`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');

    expectConsoleError(page, /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/, { mayNotAppear: true });
    await page.context().setOffline(true);
    await page.goto(`${url}/all-products`);
    await page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.banner }).waitFor();
    await page.getByText(english).first().waitFor();
    assert.equal(await page.getByText(hindi).count(), 0, 'no Hindi copy on her English page');
    await page.context().setOffline(false);
    await page.close();
  });

  it('keeps the address she typed on the location screen when her saved one arrives late, and saves hers', async () => {
    const { url } = suite.store;
    // No worker in this context (as in every journey but the one above): the page's requests are held here.
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(page, url, '9812300002');

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/getUser', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${url}/locationaccess`);
    const address = page.getByLabel('Address', { exact: true });
    await address.fill('');
    await address.fill('Indiranagar 100 Feet Road');
    await page.getByLabel('Pin code', { exact: true }).fill('560002');
    const arrived = page.waitForResponse('**/api/user/getUser');
    release();
    await arrived;
    // Two frames for the answer to reach the form.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await address.inputValue(), 'Indiranagar 100 Feet Road');
    assert.equal(await page.getByLabel('Pin code', { exact: true }).inputValue(), '560002');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL(`${url}/`);
    assert.equal(await page.getByText(MESSAGES.addressRequired).count(), 0);
    const saved = (await (await fetch(`${url}/api/user/getUser`, { headers: customer.headers })).json()) as {
      user: { address: string; pinCode: string };
    };
    assert.deepEqual(
      { address: saved.user.address, pinCode: saved.user.pinCode },
      { address: 'Indiranagar 100 Feet Road', pinCode: '560002' },
    );
    await page.close();
  });
});
