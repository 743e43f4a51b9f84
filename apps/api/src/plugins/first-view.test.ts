import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../test/harness.js';
import { firstViewOf, inlineStylesheets } from './first-view.js';

const ID = '38b60299-4f63-4173-bf0c-2b967e1f17d1';
const SHELL = '<!doctype html><html><head><title>Pad Store</title></head><body><div id="root"></div></body></html>';

describe('what a first view needs', () => {
  it('knows the first screens of the home page, the listings and a product page, and nothing else', () => {
    expect(firstViewOf('/', '')?.answers).toEqual([
      'user/banner/getAllBanners',
      'user/brand/getAllBrands',
      'user/Product/getAllProducts?page=1&limit=8',
      'testimonial/getAllTestimonials',
      'user/getContactUs',
    ]);
    expect(firstViewOf('/all-products', '')?.answers).toContain('user/Product/getAllProducts?page=1&limit=8');
    expect(firstViewOf(`/all-products/${ID}`, '')?.answers).toContain(`user/brand/getProductsByBrand/${ID}?page=1&limit=8`);
    expect(firstViewOf(`/product/${ID}`, '')?.answers[0]).toBe(`user/Product/getProductById/${ID}`);
    // Filters in the address, odd ids and signed-in pages are left to the app.
    for (const [pathname, search] of [
      ['/all-products', '?brand=nua'],
      ['/product/1 OR 1=1', ''],
      ['/product/../admin', ''],
      ['/cart', ''],
      ['/admin', ''],
    ])
      expect(firstViewOf(pathname as string, search as string)).toBeNull();
  });
});

describe("the app's stylesheet", () => {
  it('goes inside the page, unless it could close its style element', () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'padstore-css-'));
    try {
      mkdirSync(path.join(webDist, 'assets'));
      writeFileSync(path.join(webDist, 'assets', 'index-1.css'), 'body{color:red}');
      writeFileSync(path.join(webDist, 'assets', 'odd-2.css'), 'a{content:"</style><script>"}');
      const shell = (file: string) => `<head><link rel="stylesheet" crossorigin href="/assets/${file}"></head>`;
      expect(inlineStylesheets(shell('index-1.css'), webDist)).toBe('<head><style>body{color:red}</style></head>');
      expect(inlineStylesheets(shell('odd-2.css'), webDist)).toBe(shell('odd-2.css'));
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the first view served with a page', () => {
  let store: TestStore;
  let webDist: string;
  const adminPhone = newPhone();
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    store = await createTestStore({ webDist, env: { ADMIN_PHONES: adminPhone } });
  });
  afterAll(async () => {
    await store.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const firstAnswers = (html: string) => JSON.parse(/<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)![1]!);

  it("carries the API's own answers for a product page and its picture", async () => {
    const product = await demoProduct(store, 'Nua Heavy Flow');
    const page = await store.app.inject({ url: `/product/${product.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const answers = firstAnswers(page.body);
    const api = await store.app.inject({ url: `/api/user/Product/getProductById/${product.id}` });
    expect(answers[`user/Product/getProductById/${product.id}`]).toEqual(api.json());
    expect(Object.keys(answers)).toHaveLength(5);
    expect(page.body).toContain(`<link rel="preload" as="image" href="${product.images[0]}" fetchpriority="high">`);
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
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    expect(firstAnswers(page.body)[`user/Product/getProductById/${product.id}`].product.productName).toBe(hostile);
  });

  it('answers the bare shell for an unknown product and for pages it does not know', async () => {
    const unknown = await store.app.inject({ url: `/product/${ID}` });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(firstAnswers(unknown.body)).some((address) => address.startsWith('user/Product/getProductById'))).toBe(false);
    const cart = await store.app.inject({ url: '/cart' });
    expect(cart.body).toBe(SHELL);
  });
});

describe('the first screen rendered with a page', () => {
  const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
  const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/app-def456.js">';
  const APP_SHELL = `<!doctype html><html><head><title>Pad Store</title>${APP_SCRIPT}${PRELOAD}</head><body><div id="root"></div></body></html>`;

  /** A built web app whose server build is the given module source. */
  async function storeWithServerBuild(serverBuild: string) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
    const webDist = path.join(folder, 'dist');
    mkdirSync(webDist);
    mkdirSync(path.join(folder, 'dist-server'));
    writeFileSync(path.join(webDist, 'index.html'), APP_SHELL);
    writeFileSync(path.join(folder, 'dist-server', 'entry-server.js'), serverBuild);
    const store = await createTestStore({ webDist });
    return { store, close: async () => (await store.close(), rmSync(folder, { recursive: true, force: true })) };
  }

  it("puts the screen the web app's server build renders from the page's answers inside #root, and loads the app alongside the page", async () => {
    const { store, close } = await storeWithServerBuild(
      `export const render = (url, answers) => '<h1 data-url="' + url + '">' + Object.values(answers).map((a) => a.product?.productName ?? '').join('') + " costs $' $&</h1>";`,
    );
    try {
      const product = await demoProduct(store, 'Nua Heavy Flow');
      const page = (await store.app.inject({ url: `/product/${product.id}` })).body;
      expect(page).toContain(`<div id="root"><h1 data-url="/product/${product.id}">Nua Heavy Flow costs $' $&</h1></div>`);
      // The app's files as built: fetched while the page arrives, and run as soon as they are there.
      expect(page).toContain(APP_SCRIPT + PRELOAD);
      // A page without a first view is the shell as built.
      expect((await store.app.inject({ url: '/cart' })).body).toBe(APP_SHELL);
    } finally {
      await close();
    }
  });

  it('sends the page for the browser to render when the server build fails on it', async () => {
    const { store, close } = await storeWithServerBuild(`export const render = () => { throw new Error('cannot render'); };`);
    try {
      const page = await store.app.inject({ url: '/all-products' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain(APP_SCRIPT + PRELOAD);
      expect(Object.keys(JSON.parse(/id="first-answers">(.*?)<\/script>/s.exec(page.body)![1]!))).toContain('products/getAllSizes');
    } finally {
      await close();
    }
  });
});
