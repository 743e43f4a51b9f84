import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '@padstore/api-client';
import { createTestStore, demoProduct, newPhone, type TestStore } from '../test/harness.js';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.js';
import { servedDocument } from './served-document.js';

let store: TestStore;
let baseUrl: string;
beforeAll(async () => {
  store = await createTestStore();
  baseUrl = await store.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => store.close());

describe('the typed client generated from the OpenAPI document', () => {
  it('is the one openapi-typescript makes of the document the store serves now', async () => {
    const fresh = await clientTypes(await servedDocument());
    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8'), 'the API changed: run npm run client:generate').toBe(fresh);
  });

  it('signs in, adds to the cart and places an order against a running store', async () => {
    const guest = createStoreClient(baseUrl);
    const phoneNumber = newPhone();
    const registered = await guest.POST('/api/user/register', {
      body: {
        fullName: 'Meera Iyer',
        gender: 'Female',
        phoneNumber,
        address: 'MG Road, Bengaluru',
        pinCode: '560001',
        plotNumber: '4',
        street: 'Brigade Road',
        consent: true,
      },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.data.phoneNumber).toBe(Number(phoneNumber));

    const sent = await guest.GET('/api/dev/otp/{phoneNumber}', { params: { path: { phoneNumber } } });
    const verified = await guest.POST('/api/user/verify-otp', { body: { phoneNumber, otp: sent.data?.otp ?? '' } });
    expect(verified.response.status).toBe(200);
    const customer = createStoreClient(baseUrl, verified.data?.token);

    const product = await demoProduct(store, 'Stayfree Secure Cottony');
    const added = await customer.POST('/api/user/addtocart/{id}', { params: { path: { id: product.id } }, body: { quantity: 2 } });
    expect(added.response.status).toBe(200);

    const placed = await customer.POST('/api/user/buyNow', {
      body: {
        deliveryAddress: { name: 'Meera Iyer', plotNumber: '4', street: 'Brigade Road', address: 'MG Road, Bengaluru', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: false,
      },
    });
    expect(placed.response.status).toBe(201);
    const orderId = placed.data?.order._id ?? '';

    const seen = await customer.GET('/api/user/viewOrder/{id}', { params: { path: { id: orderId } } });
    expect(seen.data?.order.items.map((item) => [item.productName, item.quantity])).toEqual([[product.productName, 2]]);

    const refused = await guest.GET('/api/user/viewOrder/{id}', { params: { path: { id: orderId } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.message).toBeTruthy();
  });
});
