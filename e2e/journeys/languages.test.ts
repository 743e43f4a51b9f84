import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

/**
 * What a page may show in Latin letters in any language: what the store's data says (every string of
 * every API answer the page read: product names, brands, an operator's pages, her own name and address)
 * and what is not language (the store's name, the clock's AM and PM, the month names the
 * pseudo-language's dates keep).
 */
const NOT_LANGUAGE = new Set([
  'Pad',
  'Store',
  'AM',
  'PM',
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]);

/** Every string of a JSON answer. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
}

/** Collects the strings of every API answer a page reads (the answers its server put in it are read from the page). */
function watchData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    stringsOf(await response.json().catch(() => null), data);
  });
  return data;
}

/** What a person reads or hears on the page: its text, its title, and its controls' names and hints. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    const answers = document.getElementById('first-answers')?.textContent;
    return { texts, answers: answers ?? null };
  });

/** The English words left on a page in the pseudo-language, the data's strings taken out: every text that skipped the library. */
async function englishLeft(page: Page, data: Set<string>): Promise<string[]> {
  const { texts, answers } = await pageTexts(page);
  if (answers) stringsOf(JSON.parse(answers), data);
  // Each as whole words: her language code 'en' is data, and no part of 'content'.
  const known = [...data]
    .filter((text) => /[A-Za-z]{2}/.test(text))
    .sort((a, b) => b.length - a.length)
    .map((text) => new RegExp(`(?<![A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const left = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const value of known) rest = rest.replace(value, ' ');
    for (const word of rest.match(/[A-Za-z]{2,}/g) ?? [])
      if (!NOT_LANGUAGE.has(word)) left.add(`${word} (in "${text.trim().slice(0, 60)}")`);
  }
  return [...left];
}

async function sweep(page: Page, base: string, who: string, routes: string[]): Promise<Record<string, string[]>> {
  const data = watchData(page);
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

    const customer = await signIn(page, base, '9822211177');
    const placed = await fetch(`${base}/api/user/directBuy/${whisper}`, {
      method: 'POST',
      headers: customer.headers,
      body: JSON.stringify({
        deliveryAddress: { name: 'Neha Gupta', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: 'false',
      }),
    });
    assert.equal(placed.status, 201);
    const order = ((await placed.json()) as { order: { _id: string } }).order;
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
});
