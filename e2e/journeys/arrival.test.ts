import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfText } from '../../apps/api/src/modules/bills/pdf-text.js';
import { PHONE_VIEWPORT, lastOtp, openPage, screenshot } from '../support/browser.js';
import { expectAccessible } from '../support/accessibility.js';
import { productId, signIn, type Customer } from '../support/session.js';
import { storeAndBrowser } from '../support/suite.js';

const OWNER = '9700000041';
const PACKER = '9700000042';
const RIDER = '9700000043';
const CUSTOMER = '9733300041';
const UPI_REFERENCE = 'UTR412345678';
const suite = storeAndBrowser({ ADMIN_PHONES: OWNER });

type Headers = Record<string, string>;

/** '4:15 PM' in India, as Intl says it (newer ICU puts a narrow space before PM). */
const indiaClock = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/\s/g, ' ');

/** Registers and signs in through the API: the staff here work through it, as their own screens would. */
async function signInByApi(phone: string, fullName: string): Promise<Headers> {
  const url = suite.store.url;
  const json = { 'content-type': 'application/json' };
  await fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      fullName,
      gender: 'Male',
      phoneNumber: Number(phone),
      address: 'MG Road, Bengaluru',
      pinCode: '560001',
      plotNumber: '1',
      street: 'Church Street',
      consent: true,
    }),
  });
  const otp = await lastOtp(url, phone);
  const verified = await fetch(`${url}/api/user/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phoneNumber: phone, otp }),
  });
  assert.equal(verified.status, 200, `${fullName} signs in`);
  return { ...json, authorization: `Bearer ${((await verified.json()) as { token: string }).token}` };
}

async function call(method: 'GET' | 'POST' | 'PUT', path: string, headers: Headers, body?: object) {
  // A JSON content type with no body is refused, as it should be.
  const { 'content-type': json, ...bare } = headers;
  const init = body ? { headers: { ...bare, 'content-type': json ?? 'application/json' }, body: JSON.stringify(body) } : { headers: bare };
  const response = await fetch(`${suite.store.url}/api/${path}`, { method, ...init });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The owner adds a packer and a rider (Ravi Kumar) to Bengaluru Central; the rider starts his shift. */
async function openTheBranch() {
  const owner = await signInByApi(OWNER, 'Kavya Owner');
  const { branches } = (await call('GET', 'admin/branches', owner)) as { branches: { _id: string; name: string }[] };
  const branchIds = [branches.find((branch) => branch.name === 'Bengaluru Central')!._id];
  await call('POST', 'admin/staff', owner, { phoneNumber: PACKER, role: 'packer', branchIds });
  const rider = (await call('POST', 'admin/staff', owner, { phoneNumber: RIDER, role: 'rider', branchIds })) as { _id: string };
  const packerHeaders = await signInByApi(PACKER, 'Priya Packer');
  const riderHeaders = await signInByApi(RIDER, 'Ravi Kumar');
  await call('PUT', 'admin/rider/shift', riderHeaders, { onShift: true });
  return { packer: packerHeaders, rider: riderHeaders, riderId: rider._id };
}

/** The window and the amount, as every page of hers shows them for this order. */
async function seesArrival(page: Page, arrival: string, toPay: string) {
  const main = page.getByRole('main');
  await main.getByText(arrival, { exact: true }).first().waitFor();
  await main.getByText(toPay, { exact: true }).first().waitFor();
}

describe('the arrival, in her words, and paying honestly', () => {
  it('an express order shows its window on success, confirm, track and orders, names the rider once out, and says UPI after a UPI delivery', async () => {
    const url = suite.store.url;
    const staff = await openTheBranch();

    // She orders express on her phone; paying is on delivery, by cash or UPI, and cannot be switched off.
    const page = await openPage(suite.browser, { viewport: PHONE_VIEWPORT });
    const customer: Customer = await signIn(page, url, CUSTOMER, '560002', 'Asha Rao');
    await page.goto(`${url}/checkout/${await productId(url, 'Sofy Body Fit')}`);
    await page.getByText('Pincode is valid and branch is available.', { exact: false }).waitFor();
    const paying = page.getByRole('switch', { name: 'Pay on delivery: cash or UPI' });
    assert.equal(await paying.isChecked(), true);
    assert.equal(await paying.isDisabled(), true);
    await page.getByText('Pay the rider in cash or by UPI when your order arrives.', { exact: false }).waitFor();
    await page.getByRole('switch', { name: /Express delivery/ }).check();
    await screenshot(page, 'checkout-pay-on-delivery');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-success/**');
    const orderId = page.url().split('/').pop()!;
    const { order } = (await call('GET', `user/viewOrder/${orderId}`, customer.headers)) as {
      order: { orderNumber: string; orderPlacedOn: string; promisedTo: string; orderSummary: { totalAmount: number } };
    };
    // Express: the hour from placing, in India time.
    assert.equal(Date.parse(order.promisedTo) - Date.parse(order.orderPlacedOn), 60 * 60_000);
    const arrival = `Arriving by ${indiaClock(order.promisedTo)}`;
    const toPay = `₹${order.orderSummary.totalAmount} to pay on delivery, by cash or UPI`;

    await page.getByRole('heading', { name: 'Ordered Successfully!' }).waitFor();
    await page.getByText('Thank you for Ordering!').waitFor();
    await page.getByText(`Order ${order.orderNumber}`).waitFor();
    await seesArrival(page, arrival, toPay);
    await screenshot(page, 'order-success-arrival');
    await expectAccessible(page, 'order-success-arrival');

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL('**/order-confirm/**');
    await seesArrival(page, arrival, toPay);
    await screenshot(page, 'order-confirm-arrival');

    await page.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL('**/track-order/**');
    await seesArrival(page, arrival, toPay);
    assert.match((await page.getByRole('timer').textContent()) ?? '', /^([1-5]?\d|60) minutes? to go$/);
    assert.equal(await page.getByText(/is on the way/).count(), 0);
    await screenshot(page, 'track-express');
    await expectAccessible(page, 'track-express');

    await page.goto(`${url}/orders`);
    await page.getByRole('heading', { name: 'Delivery Product' }).waitFor();
    await seesArrival(page, arrival, toPay);
    await screenshot(page, 'orders-arrival');

    // The packer packs it and sends it out with Ravi, through the floor's API.
    await call('PUT', `admin/floor/orders/${orderId}/packed`, staff.packer);
    await call('PUT', `admin/floor/orders/${orderId}/rider`, staff.packer, { riderId: staff.riderId });
    await call('PUT', `admin/floor/orders/${orderId}/out-for-delivery`, staff.packer);

    // Her tracking page names him, and only by his first name: no phone, no surname.
    await page.goto(`${url}/track-order/${orderId}`);
    await page.getByText('Ravi is on the way').waitFor();
    await page.getByRole('timer').waitFor();
    const text = (await page.getByRole('main').textContent()) ?? '';
    assert.doesNotMatch(text, new RegExp(`${RIDER}|${RIDER.slice(-4)}|Kumar`));
    await screenshot(page, 'track-rider-on-the-way');
    await expectAccessible(page, 'track-rider-on-the-way');

    // Ravi is paid by UPI at the door and records its reference.
    await call('PUT', `admin/rider/deliveries/${orderId}/delivered`, staff.rider, { paidBy: 'upi', upiReference: UPI_REFERENCE });

    // Her order details and her bill say UPI, with the reference.
    await page.goto(`${url}/view-detail/${orderId}`);
    await page.getByText(`Paid by UPI (ref ${UPI_REFERENCE})`).waitFor();
    assert.equal(await page.getByText('Cash on Delivery').count(), 0);
    await screenshot(page, 'order-details-upi');
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    const bill = (await pdfText(await readFile((await invoice.path())!))).text.replace(/\n/g, ' ');
    assert.match(bill, new RegExp(`Payment: Paid by UPI \\(ref ${UPI_REFERENCE}\\)`));
    assert.doesNotMatch(bill, /cash on delivery/i);
    await page.close();
  });
});
