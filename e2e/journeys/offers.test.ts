import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { pdfText } from '../../apps/api/src/modules/bills/pdf-text.js';
import { PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000061';
const CUSTOMER = '9733300061';
const suite = storeAndBrowser({ ADMIN_PHONES: OWNER });

describe('an offer, from the console to the bill', () => {
  it('the owner makes an offer; a customer applies it at checkout, sees the total drop, orders, and her bill shows the discount', async () => {
    const url = suite.store.url;

    // The owner, on her phone, makes FIRST20: ₹20 off orders of ₹300 or more, one use per customer.
    const owner = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(owner, url, OWNER, '560001', 'Kavya Owner');
    await owner.goto(`${url}/admin`);
    await owner.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Offers' }).click();
    await owner.getByRole('heading', { name: 'Offers' }).waitFor();
    await owner.getByRole('button', { name: 'New offer' }).click();
    await owner.getByLabel('Code').fill('FIRST20');
    await owner.getByLabel('Rupees off (₹)').fill('20');
    await owner.getByLabel('Minimum order value (₹)').fill('300');
    await owner.getByLabel('Uses per customer').fill('1');
    await screenshot(owner, 'offers-form');
    await expectAccessible(owner, 'offers-form');
    await owner.getByRole('button', { name: 'Create offer' }).click();
    await owner.getByText('Offer created').waitFor();
    const row = owner.getByRole('listitem').filter({ hasText: 'FIRST20' });
    await row.getByText('0 orders · ₹0 given · 0 cancelled').waitFor();
    await screenshot(owner, 'offers-list');

    // She buys Sofy Body Fit (₹179 a pack): one pack is below the minimum, and she is told by how much.
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, url, CUSTOMER, '560002', 'Asha Rao');
    await page.goto(`${url}/checkout/${await productId(url, 'Sofy Body Fit')}`);
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
    assert.equal(await total.textContent(), '₹179');
    // The refusal is a 400 answer, which the browser reports on its console.
    expectConsoleError(page, /status of 400/);
    await page.getByLabel('Offer code').fill('first20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const refusal = page.locator('[role=alert]').filter({ hasText: /₹121/ });
    await refusal.waitFor();
    await screenshot(page, 'checkout-offer-refused');

    // A second pack: the server counts again, the code now holds and the total drops by ₹20 at once.
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Remove code FIRST20' }).waitFor();
    await page.waitForFunction(() => document.body.textContent?.includes('₹338'));
    assert.equal(await total.textContent(), '₹338');
    await screenshot(page, 'checkout-offer-applied');
    await expectAccessible(page, 'checkout-offer-applied');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');
    const orderId = page.url().split('/').pop()!;

    // The owner sees the use counted, and delivers the order from the console.
    await owner.goto(`${url}/admin/offers`);
    await owner.getByRole('listitem').filter({ hasText: 'FIRST20' }).getByText('1 order · ₹20 given · 0 cancelled').waitFor();
    await owner.goto(`${url}/admin/orders/${orderId}`);
    for (const next of ['confirmed', 'packed', 'out for delivery', 'delivered']) {
      await owner.getByRole('button', { name: `Mark as ${next}` }).click();
      await owner
        .getByText(new RegExp(`is now ${next}`))
        .first()
        .waitFor();
    }

    // Her order says what she paid, and her bill shows the discount.
    await page.goto(`${url}/view-detail/${orderId}`);
    await page.getByRole('button', { name: 'Download invoice' }).waitFor();
    await screenshot(page, 'order-details-offer');
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    const bill = (await pdfText(await readFile((await invoice.path())!))).text.replace(/\s+/g, ' ');
    assert.match(bill, /Discount/i);
    assert.match(bill, /FIRST20/);
    assert.match(bill, /338(\.00)?/);
    await page.close();
    await owner.close();
  });
});
