import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PHONE_VIEWPORT, SCREENSHOT_DIR, openPage } from '../support/browser.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

describe('first views of the sign-in forms and of filtered listings', () => {
  it('shows the sign-in forms and a filtered listing with JavaScript off', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    for (const label of ['Full name', 'Gender', 'Mobile number', 'Pin code', 'Address', 'Plot number', 'Street'])
      await page.getByLabel(label, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    assert.equal(await page.locator('form[data-needs-app]').count(), 1);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Not the scrolling screenshot helper: it runs script, which this page may not.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'first-view-register-without-javascript-360.png'), fullPage: true });

    await page.goto(`${suite.store.url}/login`);
    await page.getByLabel('Phone number').waitFor();
    await page.getByRole('button', { name: 'Get OTP' }).waitFor();
    await page.goto(`${suite.store.url}/verifyotp`);
    await page.getByLabel('One-time password').waitFor();
    await page.getByRole('button', { name: 'Verify' }).waitFor();
    await page.goto(`${suite.store.url}/locationaccess`);
    await page.getByLabel('Pin code', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save Address' }).waitFor();
    for (const url of ['/login', '/verifyotp', '/locationaccess']) {
      await page.goto(`${suite.store.url}${url}`);
      assert.equal(await page.locator('form[data-needs-app]').count(), 1, url);
    }

    // The filter menu's form, sent without JavaScript, gives repeated names and empty prices.
    await page.goto(`${suite.store.url}/all-products?brand=nua&brand=sofy&size=xl&minPrice=&maxPrice=`);
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page.getByText('2 products').waitFor();
    const names = (await page.locator('main ul > li h3').allTextContents()).sort();
    assert.equal(names.length, 2, names.join(', '));
    for (const name of names) assert.match(name, /^(Nua|Sofy) /);
    await context.close();
  });

  it('takes a filtered listing over cleanly once the app runs', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.store.url}/all-products?brand=nua,sofy&size=xl`);
    await page.getByText('2 products').waitFor();
    await page.getByRole('button', { name: /Filters \(3\)/ }).waitFor();
    await page.goto(`${suite.store.url}/register`);
    await page.getByLabel('Full name').fill('Kavya Menon');
    assert.equal(await page.getByLabel('Full name').inputValue(), 'Kavya Menon');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
