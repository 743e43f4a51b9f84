import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../bills/pdf-text.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let packer: Headers;
let rider: { headers: Headers; id: string; phoneNumber: string };
let customer: { headers: Headers };
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const bengaluru = await branchIdOf(store, 'Bengaluru Central');
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  customer = await createCustomer(store);
  await staff('PUT', '/rider/shift', rider.headers, { onShift: true });
});
afterAll(() => store.close());

const staff = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const mine = (url: string, headers: Headers = customer.headers) => store.app.inject({ url: `/api/user/${url}`, headers });

/** Her order, bought now, then packed and given to Ravi on the floor (not yet sent out). */
async function givenToRavi(options: { express?: boolean } = {}) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer.headers, product.id, { express: options.express ?? true });
  expect((await staff('PUT', `/floor/orders/${order._id}/packed`, packer)).statusCode).toBe(200);
  expect((await staff('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: rider.id })).statusCode).toBe(200);
  return order;
}
const sendOut = async (orderId: string) =>
  expect((await staff('PUT', `/floor/orders/${orderId}/out-for-delivery`, packer)).statusCode).toBe(200);

describe('the arrival, as her tracking page hears it', () => {
  it('gives the promise, the amount and the server clock; the rider by first name once out, never his phone', async () => {
    const before = Date.now();
    const order = await givenToRavi({ express: true });
    const waiting = (await mine(`track/${order._id}`)).json();
    expect(waiting).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'packed',
      deliveryType: 'express',
      totalAmount: order.orderSummary.totalAmount,
      riderFirstName: null,
    });
    // Express is promised within the hour of placing.
    const promisedIn = Date.parse(waiting.promisedTo) - before;
    expect(promisedIn).toBeGreaterThan(59 * 60_000);
    expect(promisedIn).toBeLessThanOrEqual(61 * 60_000);
    expect(Math.abs(Date.parse(waiting.now) - Date.now())).toBeLessThan(60_000);

    await sendOut(order._id);
    const response = await mine(`track/${order._id}`);
    expect(response.json()).toMatchObject({ status: 'out_for_delivery', riderFirstName: 'Ravi' });
    expect(response.body).not.toContain(rider.phoneNumber);
    expect(response.body).not.toMatch(/Rider \d{4}/);
    expect(response.body).not.toContain('Kumar');

    // Only to the order's owner.
    const stranger = await createCustomer(store);
    const refused = await mine(`track/${order._id}`, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Ravi');

    // Delivered, the rider is no longer on the way.
    expect(
      (await staff('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, { paidBy: 'upi', upiReference: '412345678901' }))
        .statusCode,
    ).toBe(200);
    expect((await mine(`track/${order._id}`)).json()).toMatchObject({ status: 'delivered', riderFirstName: null });
  });

  it('lists her orders with their kind of delivery and the end of the promised window', async () => {
    const order = await givenToRavi({ express: false });
    const listed = (await mine('orders')).json().orders.find((entry: { orderId: string }) => entry.orderId === order._id);
    const details = (await mine(`viewOrder/${order._id}`)).json().order;
    expect(listed).toMatchObject({ deliveryType: details.deliveryType, promisedTo: details.promisedTo });
    expect(['same_day', 'next_day']).toContain(listed.deliveryType);
  });

  it('tells her to keep cash or UPI ready when the order leaves', async () => {
    const order = await givenToRavi();
    await sendOut(order._id);
    const { notifications } = (await mine('notification/getUnreadNotification')).json();
    expect(notifications.map((notification: { message: string }) => notification.message)).toContain(
      `Your order ${order.orderNumber} is out for delivery. Please keep cash or your UPI app ready.`,
    );
  });
});

describe('how she paid, as her order and her bill say it', () => {
  const invoiceText = async (orderId: string) => {
    const response = await mine(`invoice/${orderId}`);
    expect(response.statusCode).toBe(200);
    return (await pdfText(response.rawPayload)).text.replace(/\n/g, ' ');
  };

  it('is cash on delivery until delivered, then paid by UPI with its reference on the details and the bill', async () => {
    const order = await givenToRavi();
    expect((await mine(`viewOrder/${order._id}`)).json().order.paymentMethod).toBe('Cash on Delivery');
    await sendOut(order._id);
    expect(
      (await staff('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, { paidBy: 'upi', upiReference: 'UTR998877665' }))
        .statusCode,
    ).toBe(200);

    expect((await mine(`viewOrder/${order._id}`)).json().order.paymentMethod).toBe('Paid by UPI (ref UTR998877665)');
    const text = await invoiceText(order._id);
    expect(text).toContain('Payment: Paid by UPI (ref UTR998877665)');
    expect(text).toContain('Paid by UPI (ref UTR998877665). Whether tax is payable on reverse charge: No.');
    expect(text).not.toContain('cash');
    // The console sees the same.
    expect((await staff('GET', `/orders/${order._id}`, owner)).json().order.paymentMethod).toBe('Paid by UPI (ref UTR998877665)');
  });

  it('says paid in cash after a cash delivery', async () => {
    const order = await givenToRavi();
    await sendOut(order._id);
    const paid = { paidBy: 'cash', amountReceived: order.orderSummary.totalAmount, note: '' };
    expect((await staff('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, paid)).statusCode).toBe(200);
    expect((await mine(`viewOrder/${order._id}`)).json().order.paymentMethod).toBe('Paid in cash on delivery');
    const text = await invoiceText(order._id);
    expect(text).toContain('Payment: Paid in cash on delivery');
    expect(text).not.toContain('UPI');
  });
});
