import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

describe('search', () => {
  it('at 360 px: she searches with a typo ("wisper"), picks the results and adds a product from them', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, suite.store.url, '9812300034');

    // On phones the search is an icon in the top bar that opens the box over it.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search pads and brands' });
    await box.waitFor();
    await box.pressSequentially('wisper', { delay: 30 });
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await screenshot(page, 'search-suggestions');
    await expectAccessible(page, 'search-suggestions');

    // Enter with no suggestion chosen searches for what she typed.
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL(/\/all-products\?q=wisper$/);
    await page.getByRole('heading', { name: 'Results for "wisper"' }).waitFor();
    await page.locator('main article').first().waitFor();
    const names = await page.locator('main article h3, main article h2').allTextContents();
    assert.ok(names.length >= 4, `found ${names.join(', ')}`);
    assert.ok(
      names.every((name) => name.startsWith('Whisper')),
      `found ${names.join(', ')}`,
    );
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'search-results');
    await expectAccessible(page, 'search-results');

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('Added to cart').waitFor();
    await page.locator('[aria-label="1 packs in the cart"] >> visible=true').waitFor();
    await page.close();
  });

  it('renders the results page on the server, and says "No data found" with brands when nothing matches', async () => {
    const html = await (await fetch(`${suite.store.url}/all-products?q=stayfre`)).text();
    assert.match(html, /Stayfree Secure Dry/);
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/all-products?q=zzqqxx`);
    await page.getByText('No data found').waitFor();
    await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Sofy' }).click();
    await page.waitForURL(/\/all-products\/[0-9a-f-]{36}$/);
    await page.close();
  });
});
