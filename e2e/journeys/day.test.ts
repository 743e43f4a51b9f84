import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { type Customer, productId, signIn } from '../support/session.js';
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

/**
 * Every role choice on the Staff page shows its duties in full (at 1280 px a select cut them off, then
 * two cards to a row in the side column squeezed them to a word a line): each card at least 180 px wide,
 * nothing inside it clipped.
 */
async function roleChoicesShowTheirDuties(owner: Page) {
  const cards = await owner.getByRole('radiogroup').locator('label').all();
  assert.ok(cards.length >= 8, `${cards.length} role choices`);
  for (const card of cards) {
    const { text, width, clipped } = await card.evaluate((label) => ({
      text: label.textContent ?? '',
      width: label.getBoundingClientRect().width,
      clipped: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
    }));
    assert.ok(width >= 180, `'${text}' is ${Math.round(width)} px wide`);
    assert.equal(clipped, false, `'${text}' is cut off`);
  }
}

/** The lines a piece of the page takes: its text's boxes, those side by side counted once (a count beside a heading too). */
async function onOneLine(locator: Locator) {
  const { text, lines } = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0).sort((a, b) => a.top - b.top);
    let count = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const box of boxes) {
      if (box.top >= bottom - 1) count += 1;
      bottom = Math.max(bottom, box.bottom);
    }
    return { text: element.textContent ?? '', lines: count };
  });
  assert.equal(lines, 1, `'${text}' takes ${lines} lines`);
}

/** A staff write made over the API, where the screen is not what is being tried (sending an order out). */
async function staffWrite(url: string, headers: Record<string, string>, method: 'PUT' | 'POST', path: string, body: object = {}) {
  const answer = await fetch(`${url}/api/admin${path}`, { method, headers, body: JSON.stringify(body) });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** She orders one pack over the API (express or same-day, cash at the door); the order and what is to be collected. */
async function ordered(url: string, customer: Customer, product: string, express: boolean) {
  const placed = await fetch(`${url}/api/user/directBuy/${product}`, {
    method: 'POST',
    headers: customer.headers,
    body: JSON.stringify({
      deliveryAddress: { name: 'Asha Rao', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560002' },
      paymentMode: true,
      emergencyDelivery: express ? 'true' : 'false',
    }),
  });
  const text = await placed.text();
  assert.equal(placed.status, 201, text);
  return (JSON.parse(text) as { order: { _id: string; orderNumber: string; orderSummary: { totalAmount: number } } }).order;
}

/**
 * The rider's figure (what his phone says he must hand in) and the manager's (the day page's figure for
 * him) say the same amount: both read from the screens, the manager's page reloaded.
 */
async function figuresAgree(rider: Page, manager: Page, owed: number) {
  await rider.getByText(owed > 0 ? `Hand in ₹${owed} at the branch` : 'Nothing to hand in').waitFor({ timeout: 15_000 });
  await manager.reload();
  const card = manager.getByRole('heading', { name: 'Ravi Kumar' }).locator('../..');
  await card.getByText(owed > 0 ? `₹${owed} still with the rider` : /^Settled/).waitFor();
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
    await roleChoicesShowTheirDuties(owner);
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
    const packerSession = await signIn(packer, url, PACKER, '560001', 'Priya Packer');
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
    const managerSession = await signIn(manager, url, MANAGER, '560001', 'Meena Iyer');
    // The owner's pages are not drawn for her: whose page it is, and the way to her own.
    await manager.goto(`${url}/admin/staff`);
    await manager.getByRole('heading', { name: 'Staff is a page for the owner' }).waitFor();
    assert.equal(await manager.getByRole('button', { name: 'Add to staff' }).count(), 0);
    await screenshot(manager, 'not-your-page');
    await manager.goto(`${url}/admin/day`);
    await manager.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    let owed = order.orderSummary.totalAmount;
    await figuresAgree(rider, manager, owed);

    // The rest of the day: orders placed over the API and sent out with Ravi by the packer's API calls;
    // the rider's taps (each tapped twice) and the manager's are on their screens, and at each step what
    // his phone says he must hand in is what her day page says is still with him.
    const sofy = await productId(url, 'Sofy Body Fit');
    const riders = async () => {
      const me = (await (await fetch(`${url}/api/admin/me`, { headers: packerSession.headers })).json()) as { branches: { _id: string }[] };
      const answer = (await (
        await fetch(`${url}/api/admin/floor/branches/${me.branches[0]!._id}`, { headers: packerSession.headers })
      ).json()) as {
        riders: { _id: string; name: string }[];
      };
      return answer.riders;
    };
    const ravi = (await riders()).find((each) => each.name === 'Ravi Kumar')!._id;
    const sendOut = async (express: boolean) => {
      const placed = await ordered(url, customer, sofy, express);
      await staffWrite(url, packerSession.headers, 'PUT', `/floor/orders/${placed._id}/packed`);
      await staffWrite(url, packerSession.headers, 'PUT', `/floor/orders/${placed._id}/rider`, { riderId: ravi });
      await staffWrite(url, packerSession.headers, 'PUT', `/floor/orders/${placed._id}/out-for-delivery`);
      return { ...placed, card: rider.getByRole('article', { name: new RegExp(`order ${placed.orderNumber}$`) }) };
    };

    // Same-day, paid ₹7 short in cash, with the rider's note.
    const short = await sendOut(false);
    await short.card.getByRole('button', { name: 'Delivered' }).click({ timeout: 15_000 });
    await short.card.getByLabel('Cash received (₹)').fill(String(short.orderSummary.totalAmount - 7));
    await short.card.getByLabel(`Not ₹${short.orderSummary.totalAmount}: say why`).fill('She had only this much; pays ₹7 next time');
    await short.card.getByRole('button', { name: 'Confirm delivered' }).dblclick();
    owed += short.orderSummary.totalAmount - 7;
    await figuresAgree(rider, manager, owed);
    await manager.getByRole('term').filter({ hasText: 'Paid short' }).waitFor();

    // Express, paid by UPI: nothing to hand in for it.
    const upi = await sendOut(true);
    await upi.card.getByRole('button', { name: 'Delivered' }).click({ timeout: 15_000 });
    await upi.card.getByText('UPI', { exact: true }).click();
    await upi.card.getByLabel('UPI reference on her screen').fill('432198765012');
    await upi.card.getByRole('button', { name: 'Confirm delivered' }).dblclick();
    await upi.card.waitFor({ state: 'detached' });
    await figuresAgree(rider, manager, owed);

    // Not delivered: she did not answer; it goes back to the branch, no money.
    const missed = await sendOut(false);
    await missed.card.getByRole('button', { name: "Can't deliver" }).click({ timeout: 15_000 });
    await missed.card.getByLabel('Note for the branch').fill('Phone switched off, gate locked');
    await missed.card.getByRole('button', { name: 'Take it back to the branch' }).dblclick();
    await missed.card.waitFor({ state: 'detached' });
    await figuresAgree(rider, manager, owed);

    // Taken back by the branch (over the API here; the floor's button is tried below), sent again, paid exact.
    const again = await sendOut(true);
    await again.card.waitFor({ timeout: 15_000 });
    await staffWrite(url, managerSession.headers, 'PUT', `/floor/orders/${again._id}/back-at-branch`, { note: 'Wrong parcel in the bag' });
    await again.card.waitFor({ state: 'detached', timeout: 15_000 });
    await figuresAgree(rider, manager, owed);
    await staffWrite(url, packerSession.headers, 'PUT', `/floor/orders/${again._id}/rider`, { riderId: ravi });
    await staffWrite(url, packerSession.headers, 'PUT', `/floor/orders/${again._id}/out-for-delivery`);
    await again.card.getByRole('button', { name: 'Delivered' }).click({ timeout: 15_000 });
    await again.card.getByRole('button', { name: 'Confirm delivered' }).dblclick();
    owed += again.orderSummary.totalAmount;
    await figuresAgree(rider, manager, owed);

    // She cancels one before it is packed: nothing changes for the rider.
    const cancelled = await ordered(url, customer, sofy, false);
    const cancel = await fetch(`${url}/api/user/cancel/${cancelled._id}`, {
      method: 'PUT',
      headers: customer.headers,
      body: JSON.stringify({ cancelReason: 'Ordered twice by mistake' }),
    });
    assert.equal(cancel.status, 200, await cancel.text());
    await figuresAgree(rider, manager, owed);

    // The manager takes in what the day page offers (what is still owed), with a hurried double click: one hand-in.
    assert.equal(await manager.getByRole('button', { name: 'Close the day' }).isDisabled(), true);
    const raviCard = manager.getByRole('heading', { name: 'Ravi Kumar' }).locator('../..');
    assert.equal(await raviCard.getByLabel('Amount (₹)').inputValue(), String(owed));
    await raviCard.getByRole('button', { name: 'Take cash in' }).dblclick();
    await manager.getByText('Settled').waitFor();
    const dayCash = owed;
    owed = 0;
    await figuresAgree(rider, manager, owed);
    assert.equal(await manager.locator('.Toastify__toast--error').count(), 0);
    await manager.getByRole('button', { name: 'Close the day' }).click();
    // Closing asks first and says what it locks.
    const confirm = manager.getByRole('dialog');
    await confirm
      .getByText(
        `This locks the day's cash: ₹${dayCash} in cash and ₹${upi.orderSummary.totalAmount} by UPI at the door, with ₹7 paid short by customers.`,
        { exact: false },
      )
      .waitFor();
    await screenshot(manager, 'day-close-confirm');
    await confirm.getByRole('button', { name: 'Close the day' }).click();
    await manager.getByText('Day closed by Meena Iyer').waitFor();
    assert.equal(await manager.getByRole('navigation', { name: 'Store console' }).getByRole('link', { name: 'Staff' }).count(), 0);
    await screenshot(manager, 'day');
    await expectAccessible(manager, 'day');
    // His orders of the day are read when his card is opened, the latest first, the short one with his
    // note; on a manager's phone (360 px) nothing runs off the screen.
    const closedCard = manager.getByRole('heading', { name: 'Ravi Kumar' }).locator('../..');
    await closedCard.getByText('4 orders, 1 entry', { exact: true }).click();
    const hisOrders = closedCard.getByRole('list', { name: "Ravi Kumar's orders" });
    await hisOrders.getByText('She had only this much; pays ₹7 next time').waitFor();
    assert.equal(await hisOrders.getByRole('listitem').count(), 4);
    assert.match((await hisOrders.getByRole('listitem').first().textContent()) ?? '', new RegExp(`#${again.orderNumber}`));
    await manager.setViewportSize(PHONE_VIEWPORT);
    assert.equal(
      await manager.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'the day page is wider than 360 px',
    );
    await screenshot(manager, 'day-rider-orders');
    await expectAccessible(manager, 'day-rider-orders');
    await manager.setViewportSize(DESKTOP_VIEWPORT);
    await rider.getByText('Nothing to hand in').waitFor({ timeout: 15_000 });

    // Delivered after the day was closed: his phone says to hand it in; the closed day's page says it is
    // owed to the next day, and there it is taken in.
    const late = await sendOut(true);
    await late.card.getByRole('button', { name: 'Delivered' }).click({ timeout: 15_000 });
    await late.card.getByRole('button', { name: 'Confirm delivered' }).dblclick();
    await rider.getByText(`Hand in ₹${late.orderSummary.totalAmount} at the branch`).waitFor({ timeout: 15_000 });
    await manager.reload();
    await manager.getByText(`₹${late.orderSummary.totalAmount} collected after the day was closed`, { exact: false }).waitFor();
    await screenshot(manager, 'day-closed-late-cash');
    await manager.getByRole('link', { name: /^Open / }).click();
    await figuresAgree(rider, manager, late.orderSummary.totalAmount);
    await manager.getByRole('heading', { name: 'Ravi Kumar' }).locator('../..').getByRole('button', { name: 'Take cash in' }).dblclick();
    await figuresAgree(rider, manager, 0);
    // His phone lists only what is open; the day's ended deliveries are apart, under 'Done today'.
    await rider.getByText(/^Done today \(\d+\)$/).click();
    const done = rider.getByRole('list', { name: 'Done today' });
    await done.getByText('Not delivered: customer not reachable').waitFor();
    await done.getByText('Taken back at the branch').waitFor();
    await screenshot(rider, 'rider-done-today');

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
    // At 1280 px the column's heading and its count, and the card's button, each stay on one line (issue 45).
    await onOneLine(manager.getByRole('region', { name: 'Out for delivery' }).getByRole('heading', { name: /^Out for delivery/ }));
    await onOneLine(secondCard.getByRole('button', { name: 'Out for delivery' }));
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
    await kept.getByText('8 orders: 5 delivered in time, 2 cancelled, 1 still open').waitFor();
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
