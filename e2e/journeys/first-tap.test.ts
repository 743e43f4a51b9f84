import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, lastOtp, screenshot } from '../support/browser.js';
import { productId } from '../support/session.js';
import { hi } from '../support/languages.js';
import { storeAndBrowser } from '../support/suite.js';

/**
 * Every control works from the moment it is painted. A phone (360x800, touch) whose app JavaScript
 * arrives 4 s late taps each first-screen control as soon as it is visible: links and the filter form
 * work as they are, controls that need the app keep the tap and carry it out once the app runs.
 */
const suite = storeAndBrowser();

const PHONE = { viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true };
const HELD_BACK_MS = 4000;

interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught errors, Content-Security-Policy violations among them. */
  errors: string[];
}

/** A phone whose app JavaScript (the built /assets/*.js) is answered 4 s after it is asked for. */
async function phone(options: { token?: string; javaScriptEnabled?: boolean; watch?: string } = {}): Promise<PhonePage> {
  const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: options.javaScriptEnabled ?? true });
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
    await route.continue().catch(() => undefined);
  });
  if (options.token)
    await context.addInitScript((token) => {
      // Only the store's pages have its storage: the context's first page is about:blank.
      if (location.protocol.startsWith('http')) sessionStorage.setItem('token', token);
    }, options.token);
  if (options.watch) await context.addInitScript(options.watch);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens the address without waiting for its load, which waits for the app's JavaScript. */
const open = (page: Page, address: string) => page.goto(`${suite.store.url}${address}`, { waitUntil: 'commit' });

const appRuns = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'ready');

/** Taps the control as soon as it is painted, after checking the app has not taken the page over yet. */
async function tapWhenPainted(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible' });
  assert.equal(await appRuns(page), false, 'the app ran before the tap: the JavaScript was not held back');
  await control.tap();
}

/** A customer registered and signed in through the API: her token. */
async function customerToken(phoneNumber: string): Promise<string> {
  const base = suite.store.url;
  const registered = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Asha Rao',
      gender: 'Female',
      phoneNumber: Number(phoneNumber),
      address: 'MG Road, Bengaluru',
      pinCode: '560001',
      plotNumber: '5',
      street: 'Brigade Road',
      consent: true,
    }),
  });
  assert.equal(registered.status, 201, await registered.text());
  const verified = await fetch(`${base}/api/user/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, otp: await lastOtp(base, phoneNumber) }),
  });
  return ((await verified.json()) as { token: string }).token;
}

async function cartCount(token: string): Promise<number> {
  const response = await fetch(`${suite.store.url}/api/user/getCartItemCount`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { count: number }).count;
}

/**
 * Run before the page's own scripts (as text: the test runner's transform must not reach the browser):
 * looks at every change to the page and every frame for a visible guest Login or Register in the top
 * bar, and adds up the layout shifts.
 */
const WATCH_FIRST_SCREEN = `
  const seen = [];
  const moved = [];
  let shifted = 0;
  window.firstScreen = { seen, moved, shifted: () => shifted };
  const look = () => {
    for (const link of document.querySelectorAll('header a')) {
      const text = (link.textContent || '').trim();
      if (text !== 'Login' && text !== 'Register') continue;
      if (getComputedStyle(link).visibility !== 'hidden' && link.getClientRects().length > 0) seen.push(text);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  const everyFrame = () => {
    look();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifted += entry.value;
      // What moved, named so that a failing run says where to look.
      for (const source of entry.sources || []) {
        const node = source.node;
        const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + String(node.className).split(' ').slice(0, 3).join('.') : String(node && node.nodeName);
        moved.push(name + ' "' + ((node && node.textContent) || '').trim().slice(0, 40) + '" ' + JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const mainCard = (page: Page) => page.locator('main article').first();

describe('a tap made the moment a control is painted, before the app runs', () => {
  it('guest: Buy Now on the home page leads to /register; its Add to Cart is disabled for a visitor, as the specification says', async () => {
    const { context, page, errors } = await phone();
    await open(page, '/');
    const card = page.locator('section[aria-labelledby="products-heading"] article').first();
    const add = card.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    assert.equal(await add.getAttribute('aria-disabled'), 'true');
    await tapWhenPainted(page, card.getByRole('link', { name: 'Buy Now' }));
    await page.waitForURL('**/register', { waitUntil: 'commit' });
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('guest: Add to Cart and Buy Now on the listing lead to /register', async () => {
    for (const name of ['Add to Cart', 'Buy Now']) {
      const { context, page, errors } = await phone();
      await open(page, '/all-products');
      await tapWhenPainted(page, mainCard(page).getByRole('link', { name }));
      await page.waitForURL('**/register', { waitUntil: 'commit' });
      await context.close();
      assert.deepEqual(errors, [], name);
    }
  });

  it('guest: a product page scrolled before the app runs stays where she scrolled it once the app takes it over', async () => {
    const { context, page, errors } = await phone();
    await open(page, `/product/${await productId(suite.store.url, 'Whisper Ultra Clean')}`);
    await page.getByRole('main').getByRole('link', { name: 'Buy Now' }).first().waitFor();
    await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => window.scrollY > 0);
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.equal(await appRuns(page), false);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // The app's first render and its effects are done; the page is where she left it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    assert.equal(await page.evaluate(() => window.scrollY), scrolled);
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('guest: a link tapped before the app runs leads on even when the app starts before the next page arrives', async () => {
    // Reports each link that shows it is on its way (the page itself is gone once the next one comes).
    const { context, page, errors } = await phone({
      watch: `new MutationObserver((changes) => {
        for (const change of changes)
          if (change.target.matches('a[aria-busy="true"]')) console.info('busy link: ' + change.target.textContent.trim());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });`,
    });
    const busy: string[] = [];
    page.on('console', (message) => message.text().startsWith('busy link: ') && busy.push(message.text()));
    // The register page is slow to come: the app's JavaScript (held back 4 s) arrives first.
    await context.route('**/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS + 3000));
      await route.continue().catch(() => undefined);
    });
    await open(page, '/all-products');
    await tapWhenPainted(page, mainCard(page).getByRole('link', { name: 'Buy Now' }));
    await page.waitForURL('**/register', { waitUntil: 'commit', timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    assert.deepEqual(busy, ['busy link: Buy Now']);
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('guest: a product card opens its product page, and a footer link its page', async () => {
    const { context, page, errors } = await phone();
    await open(page, '/all-products');
    const name = (await mainCard(page).getByRole('heading', { level: 3 }).textContent())!.trim();
    await tapWhenPainted(page, mainCard(page).getByRole('heading', { level: 3 }).getByRole('link', { name }));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.match(page.url(), /\/product\/[0-9a-f-]{36}$/);

    await open(page, '/all-products');
    await tapWhenPainted(page, page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }));
    await page.waitForURL('**/aboutus', { waitUntil: 'commit' });
    await context.close();
    assert.deepEqual(errors, []);
  });

  it("guest: 'हिन्दी' tapped in the footer before the app runs puts the page in Hindi once it does", async () => {
    const { context, page, errors } = await phone();
    await open(page, '/');
    await tapWhenPainted(page, page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }));
    await page.getByRole('heading', { level: 1, name: hi('Pad Store: sanitary pads delivered in 30-60 minutes') }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'hi');
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('guest: Filters, a brand and a size, Apply Filters: the filtered listing', async () => {
    const { context, page, errors } = await phone();
    await open(page, '/all-products');
    await tapWhenPainted(page, page.getByRole('button', { name: 'Filters' }));
    const menu = page.getByRole('dialog', { name: 'Filters' });
    await menu.waitFor();
    await menu.getByText('Whisper', { exact: true }).tap();
    await menu.getByText('XL', { exact: true }).tap();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-tap-filters-before-the-app-360.png') });
    assert.equal(await appRuns(page), false);
    await menu.getByRole('button', { name: 'Apply Filters' }).tap();
    await page.waitForURL((url) => url.pathname === '/all-products' && url.search === '?brand=whisper&size=xl&minPrice=&maxPrice=', {
      waitUntil: 'commit',
    });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByText('1 products').waitFor();
    assert.deepEqual(await page.locator('main article h3').allTextContents(), ['Whisper Bindazzz Nights']);
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('customer: Add to Cart shows it is busy at once, and once the app runs adds the pack once, however often it was tapped', async () => {
    const token = await customerToken('9833344455');
    const { context, page, errors } = await phone({ token });
    await open(page, '/all-products');
    const card = mainCard(page);
    const add = card.getByText('Add to Cart');
    await tapWhenPainted(page, add);
    await add.tap();
    // Kept, not followed to the guest's /register, and visibly waiting.
    assert.equal(await add.getAttribute('aria-busy'), 'true');
    assert.equal(new URL(page.url()).pathname, '/all-products');
    assert.equal(await appRuns(page), false);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-tap-kept-add-to-cart-360.png') });
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.locator('header [aria-label="1 packs in the cart"]:visible').waitFor({ timeout: 20_000 });
    await page.getByText('Added to cart').waitFor();
    // Nothing more arrives later.
    await page.waitForTimeout(1000);
    assert.equal(await cartCount(token), 1);
    // Added once: Add to Cart has become the stepper, at one pack (issue 34).
    await card
      .getByRole('group', { name: /in your cart$/ })
      .getByText('1', { exact: true })
      .waitFor();
    await context.close();
    assert.deepEqual(errors, []);
  });

  it("customer: her first visit of the home page never shows the guest's Login or Register, nor moves", async () => {
    const token = await customerToken('9844455566');
    // From the first byte.
    const { context, page, errors } = await phone({
      token,
      watch: WATCH_FIRST_SCREEN,
    });
    await open(page, '/');
    await mainCard(page).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-tap-customer-home-before-the-app-360.png') });
    assert.equal(await appRuns(page), false);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.getByRole('link', { name: 'Cart' }).first().waitFor();
    await screenshot(page, 'first-tap-customer-home');
    const firstScreen = await page.evaluate(() => {
      const watched = (window as unknown as { firstScreen: { seen: string[]; moved: string[]; shifted: () => number } }).firstScreen;
      return { seen: watched.seen, moved: watched.moved, shifted: watched.shifted() };
    });
    assert.deepEqual(firstScreen.seen, []);
    assert.equal(firstScreen.shifted, 0, `the first screen moved: ${firstScreen.moved.join('; ')}`);
    await context.close();
    assert.deepEqual(errors, []);
  });
});

describe('without JavaScript', () => {
  it('a guest shops from the home page to the register page, and filters the listing', async () => {
    const { context, page } = await phone({ javaScriptEnabled: false });
    await open(page, '/');
    await page.locator('section[aria-labelledby="products-heading"] article').first().getByRole('link', { name: 'Buy Now' }).tap();
    await page.waitForURL('**/register', { waitUntil: 'commit' });
    await open(page, '/all-products');
    await mainCard(page).getByRole('link', { name: 'Add to Cart' }).tap();
    await page.waitForURL('**/register', { waitUntil: 'commit' });

    await open(page, '/all-products');
    await page.getByRole('button', { name: 'Filters' }).tap();
    const menu = page.getByRole('dialog', { name: 'Filters' });
    await menu.getByText('Whisper', { exact: true }).tap();
    await menu.getByText('Sofy', { exact: true }).tap();
    await menu.getByText('XL', { exact: true }).tap();
    // Not the scrolling screenshot helper: it runs script, which this page may not.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-tap-filters-without-javascript-360.png') });
    await menu.getByRole('button', { name: 'Apply Filters' }).tap();
    await page.waitForURL(
      (url) => url.pathname === '/all-products' && url.search === '?brand=sofy&brand=whisper&size=xl&minPrice=&maxPrice=',
      { waitUntil: 'commit' },
    );
    await context.close();
  });
});
