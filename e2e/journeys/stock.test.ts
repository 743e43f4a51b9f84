import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expectConsoleError, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000041';
const CUSTOMER = '9744400001';
// The console's journey has an owner of its own, so that it runs alone as well as after the cart's.
const STOCK_OWNER = '9700000042';
const PACKER = '9700000043';
const MANAGER = '9700000044';
const suite = storeAndBrowser({ ADMIN_PHONES: `${OWNER},${STOCK_OWNER}` });

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

/** The owner adds a member of staff to a branch over the API, as the Staff page does. */
async function addStaff(owner: Record<string, string>, phone: string, role: 'packer' | 'manager', branchId: string) {
  const added = await fetch(`${suite.store.url}/api/admin/staff`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ phoneNumber: Number(phone), role, branchIds: [branchId] }),
  });
  assert.equal(added.status, 201, await added.text());
}

/** A product's row on the Stock page's list of what is on hand. */
const stockRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Products on hand' }).getByRole('listitem').filter({ hasText: name }).first();

/** The manager records a delivery of 12 packs on the Stock page's Receive part. */
async function receiveDelivery(page: Page, invoiceNumber: string) {
  const form = page.getByRole('form', { name: 'Receive a delivery' });
  await form.getByLabel('Supplier').fill('Shakti Distributors');
  await form.getByLabel('Invoice number').fill(invoiceNumber);
  const line = form.getByRole('group', { name: 'Delivery line 1' });
  await line.getByLabel('Product').selectOption({ label: 'Stayfree Secure Dry (Regular)' });
  await line.getByLabel('Packs').fill('12');
  await line.getByLabel('Cost a pack (₹)').fill('38.50');
  await form.getByRole('button', { name: 'Record the delivery' }).click();
}

describe('the Stock page on a phone', () => {
  it('a packer counts a shelf short, the manager approves it from the floor, and receives a delivery once', async () => {
    const url = suite.store.url;
    const office = await openPage(suite.browser);
    const owner = await signIn(office, url, STOCK_OWNER, '560001', 'Kavya Owner');
    await office.close();
    const { branches } = (await (await fetch(`${url}/api/admin/branches`, { headers: owner.headers })).json()) as {
      branches: { _id: string; name: string }[];
    };
    const branch = branches.find((candidate) => candidate.name === 'Bengaluru Central');
    assert.ok(branch, 'the demo branch is there');
    await addStaff(owner.headers, PACKER, 'packer', branch._id);
    await addStaff(owner.headers, MANAGER, 'manager', branch._id);
    const stock = (await (await fetch(`${url}/api/admin/stock?branchId=${branch._id}`, { headers: owner.headers })).json()) as {
      products: { productName: string; size: string; onHand: number }[];
    };
    const before = stock.products.find((product) => product.productName === 'Stayfree Secure Dry');
    assert.ok(before && before.size === 'Regular' && before.onHand >= 7, 'Stayfree Secure Dry (Regular) is on the shelf');

    // The packer, from the floor on the phone, counts 7 packs fewer than the books say: above the threshold of 5.
    const packer = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(packer, url, PACKER, '560001', 'Priya Packer');
    await packer.goto(`${url}/floor`);
    await packer.waitForURL('**/floor/**');
    await packer.getByRole('link', { name: 'Stock' }).click();
    await packer.waitForURL('**/admin/stock**');
    const counted = before.onHand - 7;
    await packer.getByLabel('Counted on the shelf: Stayfree Secure Dry (Regular)').fill(String(counted));
    for (const name of ['Receive', 'Transfers', 'Write off', 'Reorder', 'Approve']) {
      assert.equal(await packer.getByRole('button', { name, exact: true }).count(), 0, `a packer has no ${name} button`);
    }
    await packer.getByRole('button', { name: 'Record the count of 1 product' }).click();
    await packer
      .getByRole('status', { name: 'Count recorded' })
      .getByText(`Stayfree Secure Dry: ${counted} counted where ${before.onHand} were on the books (−7) — waits for a manager’s approval`)
      .waitFor();
    await packer.getByText('Waiting for a manager', { exact: true }).waitFor();
    await screenshot(packer, 'stock-packer-count');
    await expectAccessible(packer, 'stock-packer-count');
    await packer.close();

    // The manager sees it waiting on the floor page and approves it.
    const manager = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(manager, url, MANAGER, '560001', 'Meena Iyer');
    await manager.goto(`${url}/floor`);
    const waiting = manager.getByRole('list', { name: 'Counts waiting for approval' });
    await waiting.getByText(`${counted} counted where ${before.onHand} were on the books: −7`).waitFor();
    await screenshot(manager, 'floor-count-waiting');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.waitFor({ state: 'detached' });

    // On the Stock page the on-hand is the count, and the ledger's newest entry is the count's.
    await manager.getByRole('link', { name: 'Stock' }).click();
    await manager.waitForURL('**/admin/stock**');
    const row = stockRow(manager, 'Stayfree Secure Dry (Regular)');
    await row.getByText(String(counted), { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Ledger of Stayfree Secure Dry (Regular)' }).click();
    const newest = manager.getByRole('region', { name: 'Ledger of Stayfree Secure Dry' }).getByRole('listitem').first();
    await newest.getByText('Counted', { exact: true }).waitFor();
    await newest.getByText('−7', { exact: true }).waitFor();
    await newest.getByText(`Counted ${counted} where ${before.onHand} were on the books`).waitFor();
    await screenshot(manager, 'stock-ledger-count');
    await expectAccessible(manager, 'stock-ledger-count');

    // A delivery from the supplier raises the on-hand by its packs; the same invoice again is refused.
    await manager.getByRole('navigation', { name: 'Stock' }).getByRole('button', { name: 'Receive' }).click();
    await receiveDelivery(manager, 'SD-2211');
    await manager.getByText('Received 12 packs from Shakti Distributors').waitFor();
    expectConsoleError(manager, /status of 409/);
    await receiveDelivery(manager, 'SD-2211');
    await manager.getByRole('alert').getByText('Invoice SD-2211 of Shakti Distributors is already recorded').waitFor();
    await screenshot(manager, 'stock-receive-refused');
    await expectAccessible(manager, 'stock-receive-refused');
    // The same page at the office's width.
    await manager.setViewportSize(DESKTOP_VIEWPORT);
    await screenshot(manager, 'stock-receive-refused');
    await expectAccessible(manager, 'stock-receive-refused');
    await manager.getByRole('navigation', { name: 'Stock' }).getByRole('button', { name: 'On hand' }).click();
    await stockRow(manager, 'Stayfree Secure Dry (Regular)')
      .getByText(String(counted + 12), { exact: true })
      .waitFor();
    await screenshot(manager, 'stock-on-hand');
    await manager.close();
  });
});
