import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { redSquarePng } from '../support/picture.js';
import { signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const ADMIN_PHONE = '9700000001';
const suite = storeAndBrowser({ ADMIN_PHONES: ADMIN_PHONE });

describe('a day of the shop from the store console', () => {
  it('the operator adds a product, stocks it, and confirms and delivers the order a customer places', async () => {
    const operator = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(operator, suite.store.url, ADMIN_PHONE);
    await operator.getByRole('button', { name: /Account/ }).click();
    await operator.getByRole('menuitem', { name: 'Store console' }).click();
    await operator.getByRole('heading', { name: 'Today' }).waitFor();
    await screenshot(operator, 'admin-dashboard');
    // The console's own utilities come with its code (staff.css), the shop's pages are sent without them.
    const consoleNav = operator.getByRole('navigation', { name: 'Store console' });
    assert.equal(await consoleNav.evaluate((nav) => getComputedStyle(nav).overflowX), 'auto');
    await expectAccessible(operator, 'admin-dashboard');

    await operator.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Products' }).click();
    await operator.getByRole('button', { name: 'Add product' }).click();
    await operator.getByLabel('Product name').fill('Sofy Night Guard');
    await operator.getByRole('combobox', { name: /^Brand/ }).selectOption({ label: 'Sofy' });
    await operator.getByRole('combobox', { name: /^Size/ }).selectOption('XL');
    await operator.getByLabel('Price (₹)').fill('279');
    await operator.getByLabel('Pads per pack').fill('18');
    await operator.getByLabel('About this item (one point per line)').fill('Long back for nights\nSoft cover');
    await screenshot(operator, 'admin-product-form');
    await operator.getByRole('button', { name: 'Add product', exact: true }).last().click();
    await operator.getByText('Product added').waitFor();
    await operator.getByText('Sofy Night Guard').first().waitFor();
    await operator.getByLabel('New brand name').fill('Paree');
    await operator.getByLabel('Its logo').setInputFiles({ name: 'paree.png', mimeType: 'image/png', buffer: redSquarePng() });
    await operator.getByRole('img', { name: 'Chosen logo' }).waitFor();
    await operator.getByRole('button', { name: 'Add brand' }).click();
    await operator.getByText('Brand added').waitFor();
    await operator.getByLabel('Customer name').fill('Deepa');
    await operator.getByLabel('Feedback', { exact: true }).fill('Fast and polite delivery');
    await operator.getByRole('button', { name: 'Add testimonial' }).click();
    await operator.getByText('Testimonial added').waitFor();
    await screenshot(operator, 'admin-products');
    await expectAccessible(operator, 'admin-products');

    await operator.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Branches' }).click();
    await operator.getByRole('heading', { name: 'Bengaluru Central' }).waitFor();
    const products = (await (await fetch(`${suite.store.url}/api/user/Product/getAllProducts?limit=50`)).json()) as {
      products: { _id: string; productName: string; availableProductQuantity: number }[];
    };
    const added = products.products.find((product) => product.productName === 'Sofy Night Guard');
    assert.ok(added, 'the new product is in the public catalog');
    assert.equal(added.availableProductQuantity, 0);
    await operator.getByText('Stock (17 products)').first().click();
    await operator.getByLabel('Stock of Sofy Night Guard at Bengaluru Central').fill('12');
    await operator.getByLabel('Stock of Sofy Night Guard at Bengaluru Central').locator('xpath=following-sibling::button').click();
    await operator.getByText('Stock saved').waitFor();
    await screenshot(operator, 'admin-branches');

    // A customer in Bengaluru buys two packs.
    const shopper = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(shopper, suite.store.url, '9711122233', '560002');
    await shopper.goto(`${suite.store.url}/checkout/${added._id}`);
    await shopper.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    await shopper.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'One more' }).click();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await shopper.waitForURL('**/order-success/**');
    const orderId = shopper.url().split('/').pop()!;

    await operator.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Orders' }).click();
    await operator.locator(`a[href="/admin/orders/${orderId}"]`).click();
    for (const next of ['confirmed', 'packed', 'out for delivery', 'delivered']) {
      await operator.getByRole('button', { name: `Mark as ${next}` }).click();
      await operator
        .getByText(new RegExp(`is now ${next}`))
        .first()
        .waitFor();
    }
    await screenshot(operator, 'admin-order');
    await expectAccessible(operator, 'admin-order');

    await shopper.goto(`${suite.store.url}/track-order/${orderId}`);
    for (const status of ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered'])
      await shopper.locator('ol').getByText(status, { exact: true }).waitFor();
    await shopper.goto(`${suite.store.url}/notifications`);
    await shopper.getByRole('tab', { name: 'Unread (3)', exact: true }).waitFor();
    const unread = (await (
      await fetch(`${suite.store.url}/api/user/notification/getUnreadNotification`, { headers: customer.headers })
    ).json()) as { notifications: { title: string }[] };
    assert.deepEqual(unread.notifications.map((n) => n.title).sort(), ['Order delivered', 'Order out for delivery', 'Order placed']);
    // The dashboard's recent changes read as sentences.
    await operator.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Dashboard' }).click();
    await operator
      .getByText(/moved order #\S+ from out for delivery to delivered$/)
      .first()
      .waitFor();
    await operator.close();
    await shopper.close();
  });

  it('a customer who opens the console is told it is not for them', async () => {
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(page, suite.store.url, '9722233344');
    await page.goto(`${suite.store.url}/admin`);
    await page.getByText('You are not allowed to do this').waitFor();
    await page.close();
  });
});
