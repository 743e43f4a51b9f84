import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { signIn as signInAt } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const suite = storeAndBrowser();

const signIn = (page: Page, phone: string) => signInAt(page, suite.store.url, phone);
const cardCount = (page: Page) => page.locator('main ul li article').count();

describe('browsing the catalog', () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`home, listing and product page look right at ${viewport.width} px`, async () => {
      const page = await openPage(suite.browser, { viewport });
      await page.goto(`${suite.store.url}/`);
      await page.getByRole('heading', { name: 'Shop by brand' }).waitFor();
      await page.locator('main article').first().waitFor();
      assert.equal(await page.locator('#products-heading ~ * article, section[aria-labelledby="products-heading"] article').count(), 8);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'home-catalog');
      await expectAccessible(page, 'home-catalog');

      await page.goto(`${suite.store.url}/all-products`);
      await page.locator('main article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'all-products');
      await expectAccessible(page, 'all-products');

      await page.getByRole('link', { name: 'Sofy Body Fit' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Sofy Body Fit' }).waitFor();
      await page.getByText('Pads per pack', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Buy It With' }).waitFor();
      await page.getByRole('heading', { name: 'Related Products' }).waitFor();
      // The delivery check answers before anyone commits.
      await page.getByLabel('Check delivery to your pin code').fill('110001');
      await page.getByText('Pincode is not valid', { exact: false }).waitFor();
      await page.getByLabel('Check delivery to your pin code').fill('560003');
      await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'product');
      await expectAccessible(page, 'product');
      await page.close();
    });
  }

  it('loads the next page when the last card scrolls into view, and filters from the menu into the address', async () => {
    // A short window, so that the last card of the first page starts out of view.
    const page = await openPage(suite.browser, { viewport: { width: 1280, height: 560 } });
    await page.goto(`${suite.store.url}/all-products`);
    await page.locator('main article').first().waitFor();
    await page.waitForTimeout(300);
    assert.equal(await cardCount(page), 8);
    await page.locator('main ul li').last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('main ul li article').length === 16);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Whisper').check();
    await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Sofy').check();
    await page.getByLabel('Max').fill('400');
    await screenshot(page, 'filter-menu');
    await expectAccessible(page, 'filter-menu');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/brand=(whisper(%2C|,)sofy|sofy(%2C|,)whisper)/);
    assert.equal(await page.getByRole('dialog', { name: 'Filters' }).count(), 0);
    await page.waitForFunction(() => document.querySelectorAll('main ul li article').length === 6);

    // The filtered list survives a reload.
    await page.reload();
    await page.locator('main article').first().waitFor();
    assert.equal(await cardCount(page), 6);

    // A click outside closes the menu; an impossible filter says 'No data found'.
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('heading', { level: 1 }).click();
    assert.equal(await page.getByRole('dialog', { name: 'Filters' }).count(), 0);
    await page.goto(`${suite.store.url}/all-products?size=regular&minPrice=800`);
    await page.getByText('No data found').waitFor();
    await page.close();
  });

  it('keeps loading pages as the list scrolls after a brand is applied, cleared and applied again', async () => {
    const whisper = (await (await fetch(`${suite.store.url}/api/user/Product/getAllProducts?brand=whisper&limit=50`)).json()) as {
      total: number;
    };
    const page = await openPage(suite.browser, { viewport: { width: 1280, height: 560 } });
    await page.goto(`${suite.store.url}/all-products`);
    await page.locator('main article').first().waitFor();
    assert.equal(await cardCount(page), 8);
    const filters = page.getByRole('dialog', { name: 'Filters' });

    await page.getByRole('button', { name: 'Filters' }).click();
    await filters.getByLabel('Whisper').check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/brand=whisper/);
    await page.waitForFunction((count) => document.querySelectorAll('main ul li article').length === count, whisper.total);

    await page.getByRole('button', { name: /Filters/ }).click();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => !url.search.includes('brand'));
    await page.waitForFunction(() => document.querySelectorAll('main ul li article').length === 8);

    await page.locator('main ul li').last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('main ul li article').length === 16);
    await page.close();
  });

  it("a brand's listing shows only that brand and no brand filter", async () => {
    const brands = (await (await fetch(`${suite.store.url}/api/user/brand/getAllBrands`)).json()) as {
      data: { _id: string; brandName: string }[];
    };
    const nua = brands.data.find((brand) => brand.brandName === 'Nua')!;
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/all-products/${nua._id}`);
    await page.getByRole('heading', { level: 1, name: 'Nua products' }).waitFor();
    await page.locator('main article').first().waitFor();
    assert.equal(await cardCount(page), 4);
    await page.getByRole('button', { name: 'Filters' }).click();
    assert.equal(await page.getByRole('dialog').getByText('Brands').count(), 0);
    await page.close();
  });

  it('sends a guest who adds to the cart or buys to /register', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await page.goto(`${suite.store.url}/all-products`);
    await page.getByRole('link', { name: 'Add to Cart' }).first().click();
    await page.waitForURL('**/register');
    await page.goto(`${suite.store.url}/`);
    await page.locator('main article').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).first().isDisabled(), true);
    await page.getByRole('link', { name: 'Buy Now' }).first().click();
    await page.waitForURL('**/register');
    await page.close();
  });

  it('a customer adds to the cart from the product page and the badge counts it', async () => {
    const page = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(page, '9811122233');
    await page.goto(`${suite.store.url}/all-products`);
    await page.getByRole('link', { name: 'Nua Heavy Flow' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Nua Heavy Flow' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('Added to cart').waitFor();
    await page.getByLabel('1 packs in the cart').first().waitFor();
    // In the cart, Add to Cart has become the stepper in its place (issue 34).
    await page
      .getByRole('main')
      .getByRole('group', { name: 'Quantity of Nua Heavy Flow in your cart' })
      .getByRole('button', { name: 'One more' })
      .click();
    await page.getByLabel('2 packs in the cart').first().waitFor();
    await page.close();
  });

  it('the review page checks its two fields and takes a half-star rating from the keyboard', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, '9822233344');
    const products = (await (await fetch(`${suite.store.url}/api/user/Product/getAllProducts?limit=1`)).json()) as {
      products: { _id: string }[];
    };
    await page.goto(`${suite.store.url}/addreview/${products.products[0]!._id}`);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Rating is required').waitFor();
    await page.getByText('Review is required').waitFor();
    await page.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('radio', { name: '3.5 stars' }).isChecked(), true);
    await page.getByLabel('Your review').fill('Comfortable and soft');
    await screenshot(page, 'add-review');
    await expectAccessible(page, 'add-review');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    // No order of this customer that holds the product was delivered: the server's refusal is shown.
    expectConsoleError(page, /status of 403/);
    await page.getByText('You can review a product once an order of yours that holds it has been delivered').waitFor();
    await page.close();
  });
});
