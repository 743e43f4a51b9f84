import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000041';
const CUSTOMER = '9744400001';
const suite = storeAndBrowser({ ADMIN_PHONES: OWNER });

/** The owner sets a product's stock at Bengaluru Central through the console API, as the staff do. */
async function setStock(owner: Record<string, string>, product: string, quantity: number) {
  const url = suite.store.url;
  const { branches } = (await (await fetch(`${url}/api/admin/branches`, { headers: owner })).json()) as {
    branches: { _id: string; name: string }[];
  };
  const branch = branches.find((candidate) => candidate.name === 'Bengaluru Central');
  assert.ok(branch, 'the demo branch is there');
  const response = await fetch(`${url}/api/admin/branches/${branch._id}/stock`, {
    method: 'PUT',
    headers: owner,
    body: JSON.stringify({ productId: product, quantity }),
  });
  assert.equal(response.status, 200);
}

describe('stock, named', () => {
  it('names the lines her branch cannot fill, fixes one with a tap, and names the product short when she places anyway', async () => {
    const url = suite.store.url;
    const office = await openPage(suite.browser);
    const owner = await signIn(office, url, OWNER, '560001', 'Kavya Owner');
    await office.close();

    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(page, url, CUSTOMER);
    const nua = await productId(url, 'Nua Heavy Flow');
    const sofy = await productId(url, 'Sofy Antibacteria');
    const whisper = await productId(url, 'Whisper Choice Ultra');
    for (const [id, quantity] of [
      [nua, 3],
      [sofy, 1],
      [whisper, 1],
    ] as const) {
      const added = await fetch(`${url}/api/user/addtocart/${id}`, {
        method: 'POST',
        headers: customer.headers,
        body: JSON.stringify({ quantity }),
      });
      assert.equal(added.status, 200);
    }
    // The branch sells down while the packs sit in her cart.
    await setStock(owner.headers, nua, 2);
    await setStock(owner.headers, sofy, 0);

    await page.goto(`${url}/cart`);
    const lineOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await lineOf('Nua Heavy Flow').getByText('Only 2 left').waitFor();
    await lineOf('Sofy Antibacteria').getByText('Out of stock').waitFor();
    assert.equal(
      await lineOf('Whisper Choice Ultra')
        .getByRole('button', { name: /Change to|Remove it/ })
        .count(),
      0,
    );
    await screenshot(page, 'cart-stock-named');
    await expectAccessible(page, 'cart-stock-named');

    // One tap takes the two left.
    await lineOf('Nua Heavy Flow').getByRole('button', { name: 'Change to 2' }).click();
    await lineOf('Nua Heavy Flow').getByText('Only 2 left').waitFor({ state: 'detached' });
    await lineOf('Nua Heavy Flow').getByRole('group', { name: 'Quantity of Nua Heavy Flow' }).getByText('2', { exact: true }).waitFor();
    await page.getByLabel('4 packs in the cart').first().waitFor({ state: 'attached' });
    await screenshot(page, 'cart-stock-fixed');

    // She places with the Sofy line still out of stock: the refusal names it, and only it.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    expectConsoleError(page, /status of 409/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/disclaimerForOutofStock');
    await page.getByRole('heading', { name: 'Some Products Are Out of Stock' }).waitFor();
    await page.getByText("Sorry, we'll restock them soon.").waitFor();
    const short = page.getByRole('region', { name: 'Not enough in stock' });
    await short.getByRole('listitem').filter({ hasText: 'Sofy Antibacteria' }).getByText('Out of stock').waitFor();
    assert.equal(await short.getByRole('listitem').count(), 1);
    await screenshot(page, 'out-of-stock-named');
    await expectAccessible(page, 'out-of-stock-named');

    // Back in the cart the line is still named; one tap drops it, and the order goes through.
    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await lineOf('Sofy Antibacteria').getByRole('button', { name: 'Remove it' }).click();
    await lineOf('Sofy Antibacteria').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');
    await page.close();
  });
});
