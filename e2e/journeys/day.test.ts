import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000031';
const PACKER = '9700000032';
const RIDER = '9700000033';
const MANAGER = '9700000034';
const CUSTOMER = '9733300001';
const suite = storeAndBrowser({ ADMIN_PHONES: OWNER });

/** The owner adds someone on the Staff page, with a role and the Bengaluru branch. */
async function addStaff(owner: Page, phone: string, role: string) {
  const form = owner.getByRole('heading', { name: 'Add someone' }).locator('..');
  await form.getByLabel('Phone number').fill(phone);
  await form
    .getByRole('radiogroup', { name: 'Role of the new member' })
    .getByRole('radio', { name: new RegExp(`^${role}`, 'i') })
    .check();
  const branch = form.getByRole('checkbox', { name: 'Bengaluru Central' });
  if (!(await branch.isChecked())) await branch.check();
  await form.getByRole('button', { name: 'Add to staff' }).click();
  await owner.getByText(`they sign in with ${phone}`).waitFor();
}

describe('a day of the shop, five people at once', () => {
  it('the owner adds staff; an express order is packed, delivered and paid in cash; the manager takes the cash in and closes the day', async () => {
    const url = suite.store.url;

    // The owner, at the office, adds a packer, a rider and a manager, and sets the store's UPI id.
    const owner = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(owner, url, OWNER, '560001', 'Kavya Owner');
    await owner.goto(`${url}/admin/staff`);
    await owner.getByRole('heading', { name: 'Staff' }).waitFor();
    await addStaff(owner, PACKER, 'packer');
    await addStaff(owner, RIDER, 'rider');
    await addStaff(owner, MANAGER, 'manager');
    await owner.getByText('Not registered yet').first().waitFor();
    await screenshot(owner, 'staff');
    await owner.setViewportSize(PHONE_VIEWPORT);
    await screenshot(owner, 'staff');
    await owner.setViewportSize(DESKTOP_VIEWPORT);
    await expectAccessible(owner, 'staff');
    await owner.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Content' }).click();
    await owner.getByLabel("The store's UPI id").fill('padstore@okaxis');
    await owner.getByLabel('Name customers see').fill('Pad Store');
    await owner.getByRole('button', { name: 'Save UPI id' }).click();
    await owner.getByText('UPI id saved').waitFor();

    // The rider starts the shift on the phone; the packer opens the floor on the tablet.
    const rider = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(rider, url, RIDER, '560001', 'Ravi Kumar');
    await rider.goto(`${url}/rider`);
    await rider.getByRole('button', { name: 'Start shift' }).click();
    await rider.getByText('No deliveries right now').waitFor();
    // The staff screens' utilities come with their code (staff.css): the rider's bar stays on the screen.
    assert.equal(await rider.getByRole('banner').evaluate((bar) => getComputedStyle(bar).position), 'sticky');
    const packer = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    await signIn(packer, url, PACKER, '560001', 'Priya Packer');
    // A packer who opens the console is sent to the floor: nothing there would answer them.
    await packer.goto(`${url}/admin`);
    await packer.waitForURL('**/floor/**');
    await packer.getByText('Nothing to pack. New orders appear here by themselves.').waitFor();
    assert.equal(await packer.getByRole('link', { name: 'Console' }).count(), 0);

    // A customer orders express, with discreet packaging.
    const shopper = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer = await signIn(shopper, url, CUSTOMER, '560002', 'Asha Rao');
    await shopper.goto(`${url}/checkout/${await productId(url, 'Sofy Body Fit')}`);
    await shopper.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    await shopper.getByRole('switch', { name: /Express delivery/ }).check();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await shopper.waitForURL('**/order-success/**');
    const orderId = shopper.url().split('/').pop()!;
    const { order } = (await (await fetch(`${url}/api/user/viewOrder/${orderId}`, { headers: customer.headers })).json()) as {
      order: { orderNumber: string; orderSummary: { totalAmount: number } };
    };

    // The floor shows it without a reload, express first, discreet packaging marked; the packer picks and packs it.
    const card = packer.getByRole('article', { name: `Order ${order.orderNumber}` });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('Discreet pack').waitFor();
    assert.equal(await card.getByRole('timer').getAttribute('data-mark'), 'on_time');
    await card.getByRole('checkbox', { name: /Sofy Body Fit/ }).check();
    await screenshot(packer, 'floor');
    await expectAccessible(packer, 'floor');
    // A hurried thumb: every floor action tapped twice sends once, with its tap's key, and says one thing.
    const writes: { url: string; key: string | undefined }[] = [];
    packer.on('request', (request) => {
      if (request.method() === 'PUT') writes.push({ url: request.url(), key: request.headers()['idempotency-key'] });
    });
    await card.getByRole('button', { name: 'Packed' }).dblclick();
    await packer
      .getByRole('region', { name: 'Packed, ready to go' })
      .getByRole('article', { name: `Order ${order.orderNumber}` })
      .waitFor();
    await card.getByRole('link', { name: 'Slip & label' }).click();
    await packer.getByRole('region', { name: 'Outer label' }).waitFor();
    assert.doesNotMatch((await packer.getByRole('region', { name: 'Outer label' }).textContent()) ?? '', /Sofy|Pad Store|pads/);
    await screenshot(packer, 'packing-slip');
    await packer.getByRole('link', { name: 'Back to the floor' }).click();
    await card.getByLabel(`Rider for order ${order.orderNumber}`).selectOption({ label: 'Ravi Kumar' });
    await card.getByRole('button', { name: 'Out with Ravi' }).dblclick();
    await packer.getByRole('region', { name: 'Out for delivery' }).getByText('Out with Ravi Kumar').waitFor();
    assert.deepEqual(
      writes.map((write) => write.url.replace(/^.*\/floor\/orders\/[^/]+\//, '')),
      ['packed', 'rider', 'out-for-delivery'],
    );
    assert.equal(new Set(writes.map((write) => write.key)).size, 3);
    assert.ok(writes.every((write) => write.key && /^[0-9a-f-]{36}$/.test(write.key)));
    assert.equal(await packer.locator('.Toastify__toast--error').count(), 0);
    await packer.setViewportSize({ width: 1024, height: 768 });
    await screenshot(packer, 'floor-tablet');

    // The rider's phone shows the delivery without a reload; the rider calls, then delivers and records cash.
    const delivery = rider.getByRole('article', { name: `Delivery 1: order ${order.orderNumber}` });
    await delivery.waitFor({ timeout: 15_000 });
    await delivery.getByText(`Collect ₹${order.orderSummary.totalAmount}`).waitFor();
    assert.match(
      (await delivery.getByRole('link', { name: 'Open map' }).getAttribute('href')) ?? '',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await delivery.getByRole('button', { name: 'Show phone' }).click();
    assert.equal(await delivery.getByRole('link', { name: `Call ${CUSTOMER}` }).getAttribute('href'), `tel:+91${CUSTOMER}`);
    await screenshot(rider, 'rider');
    await expectAccessible(rider, 'rider');
    await delivery.getByRole('button', { name: 'Delivered' }).click();
    await delivery.getByText('UPI', { exact: true }).click();
    await delivery.getByRole('img', { name: /UPI QR code for/ }).waitFor();
    await screenshot(rider, 'rider-upi');
    await delivery.getByText('Cash', { exact: true }).click();
    assert.equal(await delivery.getByLabel('Cash received (₹)').inputValue(), String(order.orderSummary.totalAmount));
    await delivery.getByRole('button', { name: 'Confirm delivered' }).dblclick();
    await rider.getByText(`Hand in ₹${order.orderSummary.totalAmount} at the branch`).waitFor();
    assert.equal(await rider.locator('.Toastify__toast--error').count(), 0);

    // The customer's timeline shows every step, the rider by first name; she is told of those that matter to her.
    await shopper.goto(`${url}/track-order/${orderId}`);
    for (const status of ['Placed', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered'])
      await shopper.locator('ol').getByText(status, { exact: true }).waitFor();
    await shopper.locator('ol').getByText('With Ravi').waitFor();
    await screenshot(shopper, 'track-delivered');
    const unread = (await (await fetch(`${url}/api/user/notification/getUnreadNotification`, { headers: customer.headers })).json()) as {
      notifications: { title: string }[];
    };
    assert.deepEqual(unread.notifications.map((n) => n.title).sort(), ['Order delivered', 'Order out for delivery', 'Order placed']);

    // The manager takes the cash in and closes the day.
    const manager = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    await signIn(manager, url, MANAGER, '560001', 'Meena Iyer');
    // The owner's pages are not drawn for her: whose page it is, and the way to her own.
    await manager.goto(`${url}/admin/staff`);
    await manager.getByRole('heading', { name: 'Staff is a page for the owner' }).waitFor();
    assert.equal(await manager.getByRole('button', { name: 'Add to staff' }).count(), 0);
    await screenshot(manager, 'not-your-page');
    await manager.goto(`${url}/admin/day`);
    await manager.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    await manager.getByText(`₹${order.orderSummary.totalAmount} still with the rider`).waitFor();
    assert.equal(await manager.getByRole('button', { name: 'Close the day' }).isDisabled(), true);
    await manager.getByRole('button', { name: 'Take cash in' }).click();
    await manager.getByText('Settled').waitFor();
    await manager.getByRole('button', { name: 'Close the day' }).click();
    // Closing asks first and says what it locks.
    const confirm = manager.getByRole('dialog');
    await confirm.getByText(`This locks the day's cash: ₹${order.orderSummary.totalAmount} in cash`).waitFor();
    await screenshot(manager, 'day-close-confirm');
    await confirm.getByRole('button', { name: 'Close the day' }).click();
    await manager.getByText('Day closed by Meena Iyer').waitFor();
    assert.equal(await manager.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Staff' }).count(), 0);
    await screenshot(manager, 'day');
    await expectAccessible(manager, 'day');
    await rider.getByText('Nothing to hand in').waitFor({ timeout: 15_000 });

    // A second order goes out with Ravi and the branch takes it back: each irreversible step asks first,
    // and the card says in words what happened and who did it.
    await shopper.goto(`${url}/checkout/${await productId(url, 'Sofy Body Fit')}`);
    await shopper.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    await shopper.getByRole('switch', { name: /Express delivery/ }).check();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await shopper.waitForURL('**/order-success/**');
    const secondId = shopper.url().split('/').pop()!;
    const second = (
      (await (await fetch(`${url}/api/user/viewOrder/${secondId}`, { headers: customer.headers })).json()) as {
        order: { orderNumber: string };
      }
    ).order.orderNumber;
    await manager.goto(`${url}/floor`);
    const secondCard = manager.getByRole('article', { name: `Order ${second}` });
    await secondCard.getByRole('button', { name: 'Packed' }).click({ timeout: 15_000 });
    await secondCard.getByLabel(`Rider for order ${second}`).selectOption({ label: 'Ravi Kumar' });
    await secondCard.getByRole('button', { name: 'Out with Ravi' }).click();
    await secondCard.getByRole('button', { name: 'Back at branch' }).click();
    const takeBack = manager.getByRole('dialog');
    await takeBack.getByText(`Take order ${second} back?`).waitFor();
    await screenshot(manager, 'floor-take-back-confirm');
    await takeBack.getByRole('button', { name: 'Yes, back at branch' }).click();
    await secondCard.getByText('Came back: taken back at the branch by Meena Iyer.').waitFor();
    await screenshot(manager, 'floor-came-back');
    await secondCard.getByRole('button', { name: 'Cancel order (stock returns)' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Yes, cancel order' }).click();
    await secondCard.waitFor({ state: 'detached' });
    await manager.goto(`${url}/admin/orders/${secondId}`);
    await manager.getByText('5, Brigade Road, MG Road, Bengaluru, 560002', { exact: false }).first().waitFor();
    await screenshot(manager, 'console-order');
    await manager.setViewportSize(PHONE_VIEWPORT);
    await screenshot(manager, 'console-order');
    // A rider who opens the floor is told whose page it is and sent back to her own.
    await rider.goto(`${url}/floor`);
    await rider.getByRole('heading', { name: 'The branch floor is a page for the owner, managers and packers' }).waitFor();
    await screenshot(rider, 'not-your-page');

    // The owner's dashboard shows the promise kept.
    await owner.goto(`${url}/admin`);
    const kept = owner.getByRole('row', { name: /Bengaluru Central/ });
    await kept.getByRole('cell', { name: '100%' }).first().waitFor();
    await kept.getByText('2 orders: 1 delivered in time, 1 cancelled').waitFor();
    await owner
      .getByRole('list', { name: 'Changes' })
      .getByText(/Meena Iyer/)
      .first()
      .waitFor();
    await screenshot(owner, 'dashboard-promise');
    await owner.setViewportSize(PHONE_VIEWPORT);
    await screenshot(owner, 'dashboard-promise');
    for (const page of [owner, rider, packer, shopper, manager]) await page.close();
  });
});
