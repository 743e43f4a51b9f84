import { launchBrowser, openPageIn } from './support/browser.js';
import { productId } from './support/session.js';
import { startStore } from './support/store.js';
const store = await startStore({});
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'hi-IN' });
const page = await openPageIn(context);
const whisper = await productId(store.url, 'Whisper Ultra Clean');
for (const [name, route] of [['home', '/'], ['listing', '/all-products'], ['product', `/product/${whisper}`], ['register', '/register'], ['login', '/login'], ['search', '/all-products?q=raat']]) {
  await page.goto(`${store.url}${route}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: name !== 'home' && name !== 'listing' });
}
await page.goto(`${store.url}/`);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: `/tmp/shots/home-full.png`, fullPage: true });
await browser.close();
await store.stop();
