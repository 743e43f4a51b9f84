import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@padstore/domain';
import { buyProduct, createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../test/harness.js';
import { inlineStylesheets } from './first-view.js';
import { products, users } from '../db/schema.js';

const ID = '38b60299-4f63-4173-bf0c-2b967e1f17d1';
const APP_ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const SHELL = `<!doctype html><html><head><title>Pad Store</title>${APP_ENTRY}</head><body><div id="root"></div></body></html>`;
/** The web app's table of first views, the one its server build exports. */
const WEB_FIRST_VIEWS = path.resolve(import.meta.dirname, '../../../web/src/app/first-views.ts');

/**
 * A built web app: its shell, and a server build that answers what a first view needs from the web app's
 * own table and renders `render` (module source) in place of the app's screens.
 */
async function builtWebApp(shell: string, render: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
  const webDist = path.join(folder, 'dist');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), shell);
  await build({
    stdin: { contents: `export { firstViewOf } from ${JSON.stringify(WEB_FIRST_VIEWS)};\n${render}`, resolveDir: folder, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: path.join(folder, 'dist-server', 'entry-server.js'),
    logLevel: 'error',
  });
  return { webDist, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Where a page's head asks for its largest picture: before the app's scripts, so that it is fetched first. */
function expectPictureFirst(html: string, picture: string) {
  const preload = `<link rel="preload" as="image" href="${picture}" fetchpriority="high">`;
  expect(html).toContain(preload);
  expect(html.indexOf(preload)).toBeLessThan(html.indexOf(APP_ENTRY));
}

const firstAnswers = (html: string) => JSON.parse(/<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)![1]!);

describe("the app's stylesheet", () => {
  it('goes inside the page, its link left disabled, unless it could close its style element', () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'padstore-css-'));
    try {
      mkdirSync(path.join(webDist, 'assets'));
      writeFileSync(path.join(webDist, 'assets', 'index-1.css'), 'body{color:red}');
      writeFileSync(path.join(webDist, 'assets', 'odd-2.css'), 'a{content:"</style><script>"}');
      const shell = (file: string) => `<head><link rel="stylesheet" crossorigin href="/assets/${file}"></head>`;
      expect(inlineStylesheets(shell('index-1.css'), webDist)).toBe(
        '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
      );
      expect(inlineStylesheets(shell('odd-2.css'), webDist)).toBe(shell('odd-2.css'));
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the first view served with a page, as the web app describes it', () => {
  let store: TestStore;
  let web: Awaited<ReturnType<typeof builtWebApp>>;
  const adminPhone = newPhone();
  beforeAll(async () => {
    // The screen "rendered" is the address and the answers' keys, to show what the renderer was given.
    web = await builtWebApp(
      SHELL,
      "export const render = async (url, answers) => '<main data-url=\"' + url + '\">' + Object.keys(answers).length + '</main>';",
    );
    store = await createTestStore({ webDist: web.webDist, env: { ADMIN_PHONES: adminPhone } });
  });
  afterAll(async () => {
    await store.close();
    web.remove();
  });

  it("carries the API's own answers for a product page and its picture", async () => {
    const product = await demoProduct(store, 'Nua Heavy Flow');
    const page = await store.app.inject({ url: `/product/${product.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const answers = firstAnswers(page.body);
    const api = await store.app.inject({ url: `/api/user/Product/getProductById/${product.id}` });
    expect(answers[`user/Product/getProductById/${product.id}`]).toEqual(api.json());
    expect(Object.keys(answers)).toHaveLength(5);
    expectPictureFirst(page.body, product.images[0]!);
  });

  it("asks for the home page's first banner before the app's scripts", async () => {
    const page = await store.app.inject({ url: '/' });
    const { banners } = firstAnswers(page.body)['user/banner/getAllBanners'] as { banners: { image: string }[] };
    expectPictureFirst(page.body, banners[0]!.image);
  });

  it('sends the same page compressed as the browser accepts', async () => {
    const plain = (await store.app.inject({ url: '/' })).body;
    const br = await store.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await store.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(Object.keys(firstAnswers(plain))).toContain('user/banner/getAllBanners');
  });

  it('sends a page asked for again compressed at its best, the same page', async () => {
    // Best copies of the pages the tests before asked for are made first (two at a time at most).
    await store.app.firstViews!.compressed.settled();
    const plain = (await store.app.inject({ url: '/all-products' })).body;
    const ask = () => store.app.inject({ url: '/all-products', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    await store.app.firstViews!.compressed.settled();
    const again = await ask();
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain);
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it('keeps a product name that tries to close the script block inside it, as text', async () => {
    const admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
    const product = await demoProduct(store, 'Sofy Body Fit');
    const hostile = 'Sofy </script><script>alert(1)</script><!--';
    const edited = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { productName: hostile, version: product.version },
    });
    expect(edited.statusCode).toBe(200);
    const page = await store.app.inject({ url: `/product/${product.id}` });
    expect(page.body).not.toContain('<script>alert(1)');
    // The app's entry's and the answers' block's own: none from the name.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(firstAnswers(page.body)[`user/Product/getProductById/${product.id}`].product.productName).toBe(hostile);
  });

  it("starts a Hindi page with the product's Hindi name, an English page with the English", async () => {
    const product = await demoProduct(store, 'Nua Heavy Flow');
    // Written as the console writes it (the console's own test is beside the catalog's).
    await store.database.db.update(products).set({ productNameHi: 'नुआ हेवी फ्लो' }).where(eq(products.id, product.id));
    const nameOn = async (headers: Record<string, string>) =>
      firstAnswers((await store.app.inject({ url: `/product/${product.id}`, headers })).body)[`user/Product/getProductById/${product.id}`]
        .product.productName;
    expect(await nameOn({ cookie: 'lang=hi' })).toBe('नुआ हेवी फ्लो');
    expect(await nameOn({ 'accept-language': 'hi' })).toBe('नुआ हेवी फ्लो');
    expect(await nameOn({})).toBe('Nua Heavy Flow');
    expect(await nameOn({ cookie: 'lang=pseudo' })).toBe('Nua Heavy Flow');
  });

  it('answers the bare shell for an unknown product and for pages it does not know', async () => {
    const unknown = await store.app.inject({ url: `/product/${ID}` });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(firstAnswers(unknown.body)).some((address) => address.startsWith('user/Product/getProductById'))).toBe(false);
    const cart = await store.app.inject({ url: '/cart' });
    expect(cart.body).toBe(SHELL);
    // Odd ids and signed-in pages are left to the app.
    for (const url of ['/product/1%20OR%201=1', '/product/../admin', '/all-products/nua', '/admin', '/orders'])
      expect((await store.app.inject({ url })).body, url).toBe(SHELL);
  });

  const NUA_AND_SOFY_XL = 'user/Product/getAllProducts?page=1&limit=8&brand=nua%2Csofy&size=xl';

  it.each([
    ['a native form GET (repeated names, empty prices)', '/all-products?brand=Nua&brand=sofy&size=XL&minPrice=&maxPrice='],
    ["the app's own (joined names)", '/all-products?brand=nua,sofy&size=xl'],
  ])('carries the filtered first page of a listing whose filters come as %s', async (_form, url) => {
    const page = await store.app.inject({ url });
    const answers = firstAnswers(page.body);
    expect(Object.keys(answers)).toEqual(['user/brand/getAllBrands', 'products/getAllSizes', NUA_AND_SOFY_XL]);
    const listing = answers[NUA_AND_SOFY_XL] as { products: { image: string; size: string; brand: { brandName: string } }[] };
    expect(listing).toEqual((await store.app.inject({ url: `/api/${NUA_AND_SOFY_XL}` })).json());
    expect(listing.products.map((product) => `${product.brand.brandName} ${product.size}`).sort()).toEqual(['Nua XL', 'Sofy XL']);
    expect(page.body).toContain(`<main data-url="${url}">3</main>`);
    expectPictureFirst(page.body, listing.products[0]!.image);
  });

  it("asks a brand's own listing for that brand's products, whatever brands the address names", async () => {
    const brands = (await store.app.inject({ url: '/api/user/brand/getAllBrands' })).json<{ data: { _id: string; brandName: string }[] }>()
      .data;
    const nua = brands.find((brand) => brand.brandName === 'Nua')!;
    const answers = firstAnswers((await store.app.inject({ url: `/all-products/${nua._id}?brand=sofy&size=large,xl&maxPrice=300` })).body);
    expect(Object.keys(answers)).toContain(`user/brand/getProductsByBrand/${nua._id}?page=1&limit=8&size=large%2Cxl&maxPrice=300`);
  });

  it('renders a page whatever else its address carries, and the sign-in forms with no answers', async () => {
    const home = (await store.app.inject({ url: '/?utm_source=sms&brand=nua' })).body;
    expect(Object.keys(firstAnswers(home))).toContain('user/Product/getAllProducts?page=1&limit=8');
    expect(home).toContain('<main data-url="/?utm_source=sms&brand=nua">5</main>');
    const listing = firstAnswers((await store.app.inject({ url: '/all-products?sort=odd&page=7&minPrice=abc' })).body);
    expect(Object.keys(listing)).toContain('user/Product/getAllProducts?page=1&limit=8');
    for (const url of ['/register', '/login?next=%2Fcart', '/verifyotp', '/locationaccess']) {
      const page = (await store.app.inject({ url })).body;
      expect(firstAnswers(page), url).toEqual({});
      expect(page, url).toContain(`<main data-url="${url}">0</main>`);
    }
  });
});

describe("a signed-in customer's home page", () => {
  let store: TestStore;
  let web: Awaited<ReturnType<typeof builtWebApp>>;
  beforeAll(async () => {
    web = await builtWebApp(SHELL, "export const render = (url, answers) => '<main>' + Object.keys(answers).join(' ') + '</main>';");
    store = await createTestStore({ webDist: web.webDist });
  });
  afterAll(async () => {
    await store.close();
    web.remove();
  });

  const sessionCookie = (token: string) => `lang=en; ${SESSION_COOKIES.session}=${token}`;
  const home = async (cookie?: string) => {
    const page = await store.app.inject({ url: '/', headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
    return { cacheControl: page.headers['cache-control'], html: brotliDecompressSync(page.rawPayload).toString() };
  };

  it('starts with her orders and their products, private to her, and nobody else ever gets them', async () => {
    const her = await createCustomer(store);
    const sofy = await demoProduct(store, 'Sofy Body Fit');
    const order = await buyProduct(store, her.headers, sofy.id);
    const product = `user/Product/getProductById/${sofy.id}`;

    const hers = await home(sessionCookie(her.token));
    expect(hers.cacheControl).toBe('private, no-cache');
    const answers = firstAnswers(hers.html);
    expect(answers['user/orders']).toEqual((await store.app.inject({ url: '/api/user/orders', headers: her.headers })).json());
    // Her products as the app asks for them while it takes the page over: a guest's answers.
    expect(answers[product]).toEqual((await store.app.inject({ url: `/api/${product}` })).json());
    expect(hers.html).toContain(order.id);

    // A guest (after her, the pages kept compressed at their best asked too), another customer, a cookie
    // that names no session, and her own once she has signed out: none gets her orders or her products.
    await store.app.firstViews!.compressed.settled();
    const other = await createCustomer(store);
    const others = [await home(), await home(), await home(sessionCookie(other.token)), await home(sessionCookie('A'.repeat(43)))];
    await store.app.inject({ method: 'POST', url: '/api/user/logout', headers: her.headers });
    others.push(await home(sessionCookie(her.token)));
    for (const page of others) {
      expect(page.html).not.toContain(order.id);
      expect(Object.keys(firstAnswers(page.html))).not.toContain(product);
    }
    expect(firstAnswers(others[2]!.html)['user/orders']).toEqual({ orders: [] });
    expect(others.map((page) => page.cacheControl)).toEqual(['no-cache', 'no-cache', 'private, no-cache', 'no-cache', 'no-cache']);
  });
});

describe('a page without a server build of the web app', () => {
  it('is the shell as built, for every page', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    const store = await createTestStore({ webDist });
    try {
      for (const url of ['/', '/all-products?brand=nua', `/product/${ID}`, '/register'])
        expect((await store.app.inject({ url })).body, url).toBe(SHELL);
    } finally {
      await store.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the first screen rendered with a page', () => {
  const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
  const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/app-def456.js">';
  // As built: the preload of the app's own files inert until the page's painted screen is on the phone.
  const INERT_PRELOAD = `<template id="app-files">${PRELOAD}</template>`;
  const APP_SHELL = `<!doctype html><html><head><title>Pad Store</title>${APP_SCRIPT}${INERT_PRELOAD}</head><body><div id="root"></div></body></html>`;

  /** A store serving a built web app whose server build renders with the given module source. */
  async function storeWithServerBuild(render: string) {
    const web = await builtWebApp(APP_SHELL, render);
    const store = await createTestStore({ webDist: web.webDist });
    return { store, close: async () => (await store.close(), web.remove()) };
  }

  it("puts the screen the web app's server build renders from the page's answers inside #root, and loads the app after it is painted", async () => {
    const { store, close } = await storeWithServerBuild(
      `export const render = (url, answers) => '<h1 data-url="' + url + '">' + Object.values(answers).map((a) => a.product?.productName ?? '').join('') + " costs $' $&</h1>";`,
    );
    try {
      const product = await demoProduct(store, 'Nua Heavy Flow');
      const page = (await store.app.inject({ url: `/product/${product.id}` })).body;
      expect(page).toContain(`<div id="root"><h1 data-url="/product/${product.id}">Nua Heavy Flow costs $' $&</h1></div>`);
      // The app's files as built: its entry fetched with the page, its own files once the screen is painted.
      expect(page).toContain(APP_SCRIPT + INERT_PRELOAD);
      // A page without a first view is the shell, its app's files asked for at once: nothing is painted before the app.
      expect((await store.app.inject({ url: '/cart' })).body).toBe(APP_SHELL.replace(INERT_PRELOAD, PRELOAD));
    } finally {
      await close();
    }
  });

  it("renders the page in the language chosen on her device, else her browser's, and says which on <html>", async () => {
    const web = await builtWebApp(
      APP_SHELL.replace('<html>', '<html lang="en">'),
      `export const render = (url, answers, language) => ({ html: '<p>rendered in ' + language + '</p>', messages: language === 'en' ? {} : { Cart: '</script>कार्ट' } });`,
    );
    const store = await createTestStore({ webDist: web.webDist });
    try {
      const page = async (headers: Record<string, string>) => (await store.app.inject({ url: '/all-products', headers })).body;
      expect(await page({})).toContain('<html lang="en" data-lang="en">');
      expect(await page({})).toContain('<p>rendered in en</p>');
      expect(await page({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toContain('<html lang="hi" data-lang="hi">');
      expect(await page({ 'accept-language': 'hi' })).toContain('<p>rendered in hi</p>');
      // Her choice on this device comes first; a cookie naming no language of the store's is not one.
      expect(await page({ 'accept-language': 'hi', cookie: 'a=1; lang=en' })).toContain('<p>rendered in en</p>');
      expect(await page({ 'accept-language': 'hi', cookie: 'lang=fr' })).toContain('<p>rendered in hi</p>');
      expect(await page({ cookie: 'lang=pseudo' })).toContain('<html lang="en-XA" data-lang="pseudo">');
      // The texts the screen said go with the page, as data that cannot close its block; none in English.
      expect(await page({ 'accept-language': 'hi' })).toContain(
        '<script type="application/json" id="first-messages">{"Cart":"\\u003c/script>कार्ट"}</script>',
      );
      expect(await page({})).not.toContain('first-messages');
      // A page without a first view says its language too, for the app to open in it.
      const cart = await store.app.inject({ url: '/cart', headers: { cookie: 'lang=hi' } });
      expect(cart.body).toContain('<html lang="hi" data-lang="hi">');
      expect(cart.headers.vary).toContain('cookie');
    } finally {
      await store.close();
      web.remove();
    }
  });

  it("renders a signed-in customer's page in her account's language on a device that chose none, and the device keeps it", async () => {
    const web = await builtWebApp(
      APP_SHELL.replace('<html>', '<html lang="en">'),
      `export const render = (url, answers, language) => '<p>rendered in ' + language + '</p>';`,
    );
    const store = await createTestStore({ webDist: web.webDist });
    try {
      const hindi = await createCustomer(store);
      await store.database.db.update(users).set({ language: 'hi' }).where(eq(users.phoneNumber, hindi.phoneNumber));
      const english = await createCustomer(store);
      const session = (token: string) => `theme=dark; padstore_session=${token}`;
      for (const url of ['/orders', '/all-products']) {
        const page = await store.app.inject({ url, headers: { 'accept-language': 'en-IN,en', cookie: session(hindi.token) } });
        expect(page.body).toContain('<html lang="hi" data-lang="hi">');
        expect(page.headers['set-cookie']).toEqual(expect.stringMatching(/^lang=hi; Max-Age=31536000; Path=\/; SameSite=Lax$/));
      }
      expect((await store.app.inject({ url: '/all-products', headers: { cookie: session(hindi.token) } })).body).toContain(
        'rendered in hi',
      );
      // Her account's language, not her browser's; a choice made on this device comes first.
      const inEnglish = await store.app.inject({ url: '/orders', headers: { 'accept-language': 'hi', cookie: session(english.token) } });
      expect(inEnglish.body).toContain('<html lang="en" data-lang="en">');
      const chosen = await store.app.inject({ url: '/orders', headers: { cookie: `lang=en; ${session(hindi.token)}` } });
      expect(chosen.body).toContain('<html lang="en" data-lang="en">');
      expect(chosen.headers['set-cookie']).toBeUndefined();
      // A guest, or a session that has ended, is the browser's.
      const ended = await store.app.inject({ url: '/orders', headers: { 'accept-language': 'en', cookie: session('x'.repeat(43)) } });
      expect(ended.body).toContain('<html lang="en" data-lang="en">');
      expect(ended.headers['set-cookie']).toBeUndefined();
    } finally {
      await store.close();
      web.remove();
    }
  });

  it('sends the page for the browser to render when the server build fails on it', async () => {
    const { store, close } = await storeWithServerBuild(`export const render = () => { throw new Error('cannot render'); };`);
    try {
      const page = await store.app.inject({ url: '/all-products' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      // Nothing painted: the app's files are asked for at once.
      expect(page.body).toContain(APP_SCRIPT + PRELOAD);
      expect(Object.keys(firstAnswers(page.body))).toContain('products/getAllSizes');
    } finally {
      await close();
    }
  });

  it("sends the shell, the app's files asked for at once, when the server build cannot say what a page needs", async () => {
    for (const module of [
      'export const firstViewOf = () => { throw new Error("no table"); }; export const render = () => "<p>never</p>";',
      'export const render = () => "<p>never</p>";',
    ]) {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
      mkdirSync(path.join(folder, 'dist'));
      mkdirSync(path.join(folder, 'dist-server'));
      writeFileSync(path.join(folder, 'dist', 'index.html'), APP_SHELL);
      writeFileSync(path.join(folder, 'dist-server', 'entry-server.js'), module);
      const store = await createTestStore({ webDist: path.join(folder, 'dist') });
      try {
        expect((await store.app.inject({ url: '/all-products' })).body).toBe(APP_SHELL.replace(INERT_PRELOAD, PRELOAD));
      } finally {
        await store.close();
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });
});
