import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import path from 'node:path';
import { PHONE_VIEWPORT, SCREENSHOT_DIR, layoutShiftOf, openPage, openPageIn, screenshot, watchLayoutShifts } from '../support/browser.js';
import { hi } from '../support/languages.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

/** The API calls a page makes, by path after /api/. */
function apiCalls(page: Awaited<ReturnType<typeof openPage>>): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname.slice(5)}${url.search}`);
  });
  return calls;
}

describe('the first view of a page', () => {
  it('shows a guest the home page and a product page from the answers sent with them, asking the API nothing for that screen', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const calls = apiCalls(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.store.url}/`);
    await page.locator('main article img').first().waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'first-view-home');
    for (const address of ['user/banner/getAllBanners', 'user/brand/getAllBrands', 'user/Product/getAllProducts?page=1&limit=8'])
      assert.ok(!calls.includes(address), `${address} was asked for although it came with the page (${calls.join(', ')})`);

    const id = await productId(suite.store.url, 'Nua Heavy Flow');
    calls.length = 0;
    await page.goto(`${suite.store.url}/product/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Nua Heavy Flow' }).waitFor();
    await page.getByText('Related Products').first().waitFor();
    await screenshot(page, 'first-view-product');
    assert.deepEqual(
      calls.filter((address) => address.includes(id)),
      [],
      'the product page asked again for what came with it',
    );
    // The app took over the screens the server rendered without a mismatch (React reports those as errors).
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('takes a page rendered in Hindi over before Lingui is asked for, and says the same Hindi throughout', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'hi-IN' });
    const page = await openPageIn(context);
    // Every text the page's heading shows, from the first paint on.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { headingsShown: shown });
      new MutationObserver(() => {
        const heading = document.querySelector('h1')?.textContent;
        if (heading && shown.at(-1) !== heading) shown.push(heading);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // Lingui's file (the one holding its warning text) is held back until the page has been taken over.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const lingui: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Uncompiled message detected')) {
        lingui.push(new URL(route.request().url()).pathname);
        await released;
      }
      await route.fulfill({ status: response.status(), contentType: 'text/javascript', body });
    });
    // openPageIn's goto waits for the app to mark the page hydrated.
    await page.goto(`${suite.store.url}/`);
    const heading = hi('Pad Store: sanitary pads delivered in 30-60 minutes');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page
      .getByRole('button', { name: hi('Search') })
      .first()
      .waitFor();
    release();
    await page.waitForLoadState('networkidle');
    assert.equal(lingui.length, 1, 'Lingui came once the page was taken over');
    assert.deepEqual(await page.evaluate(() => (window as unknown as { headingsShown: string[] }).headingsShown), [heading]);
    await context.close();
  });

  it('opens a page whose code loads on demand without asking again for the stylesheet the page holds', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await watchLayoutShifts(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'stylesheet' || url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    });
    await page.goto(`${suite.store.url}/`);
    assert.match(await page.content(), /<style>/, "the shop's stylesheet comes inside the page");
    // Reaching the footer lays out the home page's last parts; the link she is about to tap stays where it is.
    // (They were estimated taller than they are: the page grew shorter under her finger, the tap missed.)
    const before = (await layoutShiftOf(page)).total;
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await link.scrollIntoViewIfNeeded();
    const shown = await link.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    assert.deepEqual(await link.boundingBox(), shown, 'the footer moved once it was on the screen');
    const after = await layoutShiftOf(page);
    assert.equal(after.total, before, `the page moved as she reached its end: ${after.moved.join(', ')}`);
    // The about page's code loads when the app first goes there; the page already has every style it needs.
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => 'stillTheSameDocument' in window), true, 'the app went to the about page itself');
    assert.deepEqual(stylesheets, []);
    await page.close();
  });

  it("fetches the app's own files only once the screen and its largest picture are painted", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'hi-IN' });
    const page = await openPageIn(context);
    for (const route of ['/', '/all-products', `/product/${await productId(suite.store.url, 'Nua Heavy Flow')}`]) {
      await page.goto(`${suite.store.url}${route}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // The largest paint as the browser reported it, and when each file was asked for (one clock, the page's).
      const { largest, element, asked } = await page.evaluate(
        () =>
          new Promise<{ largest: number; element: string | null; asked: Record<string, number> }>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              const asked: Record<string, number> = {};
              for (const resource of performance.getEntriesByType('resource'))
                asked[new URL(resource.name).pathname.replace(/-[\w-]{8}\.js$/, '')] ??= resource.startTime;
              resolve({ largest: entry.startTime, element: entry.element?.getAttribute('fetchpriority') ?? null, asked });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      assert.equal(element, 'high', `${route}: the largest paint is the picture the server marked`);
      assert.ok(
        asked['/assets/react-dom'] !== undefined && asked['/assets/app'] !== undefined,
        `${route}: the app's files were not asked for`,
      );
      for (const file of ['/assets/react-dom', '/assets/app']) {
        // The browser reports a paint's time coarsened (to 4 ms): a frame's leeway. Fetched with the page, as
        // before, they were asked for hundreds of milliseconds before it.
        assert.ok(
          asked[file]! >= largest - 17,
          `${route}: ${file} was asked for at ${asked[file]} ms, before the largest paint at ${largest} ms`,
        );
      }
    }
    await context.close();
  });

  it('paints a guest the listing and a product page before any JavaScript runs', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    const page = await context.newPage();
    const sent = await (await page.goto(`${suite.store.url}/all-products`))!.text();
    // The app's entry is asked for with the page; the preloads of the two files it imports, and of what they
    // import, wait, inert, until the painted screen and its largest picture are on the phone (lib/first-paint.ts).
    assert.match(sent, /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    assert.match(
      sent,
      /<template id="app-files"><link rel="modulepreload" crossorigin href="\/assets\/react-dom-[\w-]+\.js"><link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">(?:<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">)*<\/template>/,
    );
    assert.doesNotMatch(sent, /start-app/);
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page.getByRole('heading', { name: 'Nua Heavy Flow' }).first().waitFor();
    // Not the scrolling screenshot helper: it runs script, which this page may not.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-view-listing-without-javascript-360.png') });
    const id = await productId(suite.store.url, 'Nua Heavy Flow');
    await page.goto(`${suite.store.url}/product/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Nua Heavy Flow' }).waitFor();
    assert.match((await page.locator('main').textContent()) ?? '', /₹\d+/);
    await context.close();
  });

  it('lays out and paints only the product cards near the screen in a long listing', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/all-products`);
    const cards = page.locator('main ul > li');
    // Scrolling to the end loads the next page of the listing, until the whole demo catalog is there.
    while ((await cards.count()) < 16) {
      await cards.last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(100);
    }
    // checkVisibility with contentVisibilityAuto is false for content the browser skips (content-visibility: auto);
    // the browser keeps rendering what is within about a screen and a half of the screen.
    const rendered = (index: number) =>
      page.evaluate((at) => document.querySelectorAll('main ul > li h3')[at]!.checkVisibility({ contentVisibilityAuto: true }), index);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelectorAll('main ul > li h3')[15]!.checkVisibility({ contentVisibilityAuto: true }));
    assert.equal(await rendered(0), true, 'the first card is on the screen');
    assert.equal(await rendered(15), false, 'the last card is far below the screen, so it is not laid out');
    await cards.nth(15).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('main ul > li h3')[15]!.checkVisibility({ contentVisibilityAuto: true }));
    assert.equal(await rendered(0), false, 'the first card is now far above the screen');
    await page.close();
  });

  it('lets a signed-in customer see their own branch, asking the API with their token', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, suite.store.url, '9876500011', '400001');
    const calls = apiCalls(page);
    const id = await productId(suite.store.url, 'Nua Heavy Flow');
    await page.goto(`${suite.store.url}/product/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Nua Heavy Flow' }).waitFor();
    assert.ok(calls.includes(`user/Product/getProductById/${id}`), `the signed-in page did not ask for the product (${calls.join(', ')})`);
    await page.close();
  });
});
