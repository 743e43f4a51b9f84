import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { DESKTOP_VIEWPORT, lastOtp, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const ADMIN_PHONE = '9700000021';
const suite = storeAndBrowser({ ADMIN_PHONES: ADMIN_PHONE });

/** Places an order through the API as the customer, and the operator moves it to delivered through the API. */
async function deliveredOrder(customer: { headers: Record<string, string> }, admin: { headers: Record<string, string> }) {
  const whisper = await productId(suite.store.url, 'Whisper Ultra Clean');
  const placed = await fetch(`${suite.store.url}/api/user/directBuy/${whisper}`, {
    method: 'POST',
    headers: customer.headers,
    body: JSON.stringify({
      deliveryAddress: { name: 'Neha Gupta', plotNumber: '5', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: true,
      emergencyDelivery: 'true',
    }),
  });
  const order = ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;
  for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
    const current = (await (await fetch(`${suite.store.url}/api/admin/orders/${order._id}`, { headers: admin.headers })).json()) as {
      order: { version: number };
    };
    const moved = await fetch(`${suite.store.url}/api/admin/orders/${order._id}/status`, {
      method: 'PUT',
      headers: admin.headers,
      body: JSON.stringify({ status, version: current.order.version }),
    });
    assert.equal(moved.status, 200, `moved to ${status}`);
  }
  return order;
}

describe('privacy rights, bills and grievances', () => {
  it('a customer downloads her invoice and her data, raises a complaint that the console answers, then deletes her account', async () => {
    const operatorPage = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    const admin = await signIn(operatorPage, suite.store.url, ADMIN_PHONE);
    const page = await openPage(suite.browser, { viewport: DESKTOP_VIEWPORT });
    const phone = '9812340021';
    const customer = await signIn(page, suite.store.url, phone);
    const order = await deliveredOrder(customer, admin);

    // The seller's details and the grievance officer, on the Contact page and in the footer.
    await page.goto(`${suite.store.url}/contactus`);
    await page.getByText('Pad Store Retail Private Limited').first().waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(/Sold by Pad Store Retail Private Limited/)
      .waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Returns, Refunds and Cancellation' }).waitFor();
    await screenshot(page, 'contact-seller');

    // Download invoice, from the order details page.
    await page.goto(`${suite.store.url}/order-details/${order._id}`);
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    assert.match(invoice.suggestedFilename(), /^invoice-PS-\d{4}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile((await invoice.path())!);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    await screenshot(page, 'order-invoice');

    // Raise a complaint about the order; the ticket number comes at once.
    await page.getByRole('link', { name: 'Raise a complaint' }).click();
    await page.getByRole('heading', { name: 'Raise a complaint' }).waitFor();
    await page.waitForFunction(() => (document.getElementById('complaint-order') as HTMLSelectElement | null)?.selectedIndex === 1);
    await page.getByLabel('Subject').fill('One pack was damp');
    await page.getByLabel('Message').fill('One of the packs in my order arrived damp. Please replace it.');
    await expectAccessible(page, 'raise-complaint');
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await page.waitForURL('**/complaints');
    const ticket = (await page.getByText('Your complaint is registered').textContent())!.match(/GRV-\d{6}/)![0];
    await page.getByText(`${ticket} · One pack was damp`).waitFor();
    await page.getByText('Open', { exact: true }).waitFor();
    await screenshot(page, 'my-complaints-open');

    // The console sees it with its clocks, and resolves it with a reply.
    await operatorPage.goto(`${suite.store.url}/admin/complaints`);
    await operatorPage.getByText(`${ticket} · One pack was damp`).waitFor();
    await operatorPage
      .getByText(/Acknowledge within 48 hours: due/)
      .first()
      .waitFor();
    await operatorPage
      .getByText(/Resolve within one month: due/)
      .first()
      .waitFor();
    await expectAccessible(operatorPage, 'admin-complaints');
    await operatorPage.getByRole('button', { name: 'Acknowledge' }).first().click();
    await operatorPage.getByText(`${ticket} acknowledged`).waitFor();
    await operatorPage.getByLabel('Reply to the customer').first().fill('We are sending a fresh pack today at no charge.');
    await operatorPage.getByRole('button', { name: 'Resolve with this reply' }).first().click();
    await operatorPage.getByText(`${ticket} resolved`).waitFor();
    await screenshot(operatorPage, 'admin-complaint-resolved');
    // ...and the invoice from the console.
    await operatorPage.goto(`${suite.store.url}/admin/orders/${order._id}`);
    const [consoleInvoice] = await Promise.all([
      operatorPage.waitForEvent('download'),
      operatorPage.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    assert.equal(consoleInvoice.suggestedFilename(), invoice.suggestedFilename());

    // She sees the reply on My complaints and in her notifications.
    await page.goto(`${suite.store.url}/complaints`);
    await page.getByText('Resolved', { exact: true }).waitFor();
    await page.getByText('We are sending a fresh pack today at no charge.').waitFor();
    await page.goto(`${suite.store.url}/notifications`);
    await page.getByText(/has been resolved: We are sending a fresh pack/).waitFor();

    // Download my data, from the profile page: one JSON file with everything about her.
    await page.goto(`${suite.store.url}/profile`);
    await page.getByRole('heading', { name: 'My data' }).waitFor();
    await screenshot(page, 'profile-my-data');
    const [data] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JSON' }).click()]);
    assert.match(data.suggestedFilename(), /^padstore-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await data.path())!, 'utf8')) as {
      profile: { phoneNumber: string };
      orders: { orderNumber: string }[];
      complaints: { ticketNumber: string; status: string }[];
      consents: { noticeVersion: string }[];
    };
    assert.equal(exported.profile.phoneNumber, phone);
    assert.deepEqual(
      exported.orders.map((entry) => entry.orderNumber),
      [order.orderNumber],
    );
    assert.equal(exported.complaints[0]?.ticketNumber, ticket);
    assert.equal(exported.complaints[0]?.status, 'resolved');
    assert.equal(exported.consents.length, 1);

    // Delete my account, confirmed with a fresh code sent to her phone.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
    await page.getByRole('button', { name: 'Send me a code to confirm' }).click();
    await page.getByLabel('Code sent to your phone').fill(await lastOtp(suite.store.url, phone));
    await screenshot(page, 'delete-account');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    assert.equal((await fetch(`${suite.store.url}/api/user/getUser`, { headers: customer.headers })).status, 401);

    // The order stays in the console, for a deleted customer; the number can register again.
    const listed = (await (
      await fetch(`${suite.store.url}/api/admin/orders?q=${order.orderNumber}`, { headers: admin.headers })
    ).json()) as {
      orders: { customer: string; phoneNumber: string }[];
    };
    assert.deepEqual(
      listed.orders.map((entry) => [entry.customer, entry.phoneNumber]),
      [['Deleted customer', '']],
    );
    const again = await fetch(`${suite.store.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Neha Again',
        gender: 'Female',
        phoneNumber: Number(phone),
        address: 'MG Road, Bengaluru',
        pinCode: '560001',
        plotNumber: '5',
        street: 'Brigade Road',
        consent: true,
      }),
    });
    assert.equal(again.status, 201);
    await page.context().close();
    await operatorPage.context().close();
  });
});
