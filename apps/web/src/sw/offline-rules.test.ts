import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@padstore/domain/api-routes';
import {
  answerLanguageOf,
  copyAddressOf,
  firstAnswersOf,
  isCatalogAnswer,
  isCatalogPicture,
  keepsAnswer,
  pageLanguageOf,
} from './offline-rules';

const ID = '0b6f1c9e-2f7a-4c1e-9d3a-5e8b7a6c4d21';
/** A route's address with an id in each of its parameters. */
const addressOf = (route: string) => route.slice(route.indexOf(' ') + 1).replace(/\{\w+\}/g, ID);

describe('what the service worker keeps for offline', () => {
  it('keeps the catalog answers every guest gets alike', () => {
    for (const address of [
      'user/Product/getAllProducts',
      `user/brand/getProductsByBrand/${ID}`,
      `user/Product/getProductById/${ID}`,
      'user/brand/getAllBrands',
      'products/getAllSizes',
      'user/banner/getAllBanners',
      `user/review/getReviews/${ID}`,
    ])
      expect(isCatalogAnswer(address), address).toBe(true);
  });

  it('never keeps her profile, cart, checkout, orders or notifications, the pin-code check, the express fee or any write', () => {
    const kept = Object.keys(API_ROUTES).filter((route) => isCatalogAnswer(addressOf(route)) && !route.startsWith('GET '));
    expect(kept).toEqual([]);
    for (const route of [
      'GET user/getUser',
      'GET user/getCarts',
      'GET user/getCartItemCount',
      'GET user/orders',
      'GET user/viewOrder/{id}',
      'GET user/track/{id}',
      'GET user/notification/getNotificationCount',
      'GET user/serviceability',
      'GET settings/getEmergencyFee',
      'GET admin/orders',
    ] as const) {
      expect(API_ROUTES).toHaveProperty([route]);
      expect(isCatalogAnswer(addressOf(route)), route).toBe(false);
    }
    expect(isCatalogAnswer('user/Product/suggest')).toBe(false);
  });

  it("keeps the catalog's pictures, not other files", () => {
    expect(isCatalogPicture('/uploads/products/a.webp')).toBe(true);
    expect(isCatalogPicture('/demo/products/whisper.svg')).toBe(true);
    expect(isCatalogPicture('/api/user/getUser')).toBe(false);
    expect(isCatalogPicture('/assets/app-abc.js')).toBe(false);
  });

  it("reads the catalog answers a page the server rendered carries, and nothing that is not the catalog's", () => {
    const block = JSON.stringify({
      'user/brand/getAllBrands': { data: [] },
      'user/Product/getAllProducts?page=1&limit=8': { products: [], data: [], page: 1, limit: 8, total: 0 },
      'user/getCarts': { cart: { items: [] } },
      // Her home page carries her orders (decision record 026): never kept.
      'user/orders': { orders: [] },
    }).replace(/</g, '\\u003c');
    const page = `<html><head><script type="application/json" id="first-answers">${block}</script></head><body></body></html>`;
    expect(firstAnswersOf(page).map(([address]) => address)).toEqual([
      'user/brand/getAllBrands',
      'user/Product/getAllProducts?page=1&limit=8',
    ]);
    expect(firstAnswersOf('<html><body>no answers</body></html>')).toEqual([]);
    expect(firstAnswersOf('<script type="application/json" id="first-answers">{broken</script>')).toEqual([]);
  });
});

describe('what the service worker keeps once she signs out', () => {
  it('keeps no answer asked for before she signed out, and whole answers asked for after', () => {
    const signedOutAt = 1_000;
    expect(keepsAnswer(200, 999, signedOutAt)).toBe(false);
    expect(keepsAnswer(200, 1_000, signedOutAt)).toBe(true);
    expect(keepsAnswer(200, 5, 0)).toBe(true);
    expect(keepsAnswer(500, 2_000, signedOutAt)).toBe(false);
    expect(keepsAnswer(206, 2_000, signedOutAt)).toBe(false);
  });
});

describe("the service worker's copies, in the language they were asked in", () => {
  const products = 'https://shop.example/api/user/Product/getAllProducts?limit=12';
  const keyOf = (url: string, acceptLanguage: string | null) => copyAddressOf(url, answerLanguageOf(acceptLanguage));

  it('keeps a Hindi answer and an English one of the same address apart, and finds each again by its language', () => {
    expect(keyOf(products, 'hi')).not.toBe(keyOf(products, 'en'));
    expect(keyOf(products, 'hi')).toBe(keyOf(products, 'hi-IN,hi;q=0.9'));
    // No language asked is English, as the API answers it.
    expect(keyOf(products, null)).toBe(keyOf(products, 'en'));
    // The address is still the answer's own, its query kept.
    const key = new URL(keyOf(products, 'hi'));
    expect(key.pathname).toBe('/api/user/Product/getAllProducts');
    expect(key.searchParams.get('limit')).toBe('12');
  });

  it("keeps a rendered page's answers under the page's language, the pseudo-language's as English", () => {
    expect(pageLanguageOf('<!doctype html><html lang="hi" data-lang="hi"><head>')).toBe('hi');
    expect(pageLanguageOf('<html lang="en" data-lang="en">')).toBe('en');
    expect(pageLanguageOf('<html lang="en-XA" data-lang="pseudo">')).toBe('en');
    expect(pageLanguageOf('<html lang="en">')).toBe('en');
    expect(copyAddressOf(products, pageLanguageOf('<html lang="hi" data-lang="hi">'))).toBe(keyOf(products, 'hi'));
  });

  it('takes no odd header for a language: a copy is keyed by a language code or by English', () => {
    expect(answerLanguageOf('*')).toBe('en');
    expect(answerLanguageOf('"><script>')).toBe('en');
    expect(answerLanguageOf('HI')).toBe('hi');
  });
});
