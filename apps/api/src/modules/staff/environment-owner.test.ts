import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createTestStore, newPhone, registration, type TestStore } from '../../test/harness.js';

/**
 * An owner named in ADMIN_PHONES registers like a customer first (her name and consent are recorded
 * as anyone's), then signs in as the owner: the README's production steps say so.
 */
const ownerPhone = newPhone();
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
});
afterAll(() => store.close());

describe('an owner named in ADMIN_PHONES', () => {
  it('is asked to register before her first sign-in, then signs in to the console as the owner', async () => {
    const before = await store.app.inject({ method: 'POST', url: '/api/user/login', payload: { phoneNumber: ownerPhone } });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(MESSAGES.userNotFound);

    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: registration({ phoneNumber: Number(ownerPhone), fullName: 'Meera Owner' }),
    });
    expect(registered.statusCode).toBe(201);
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { phoneNumber: ownerPhone, otp: store.sms.lastCode(ownerPhone) },
    });
    expect(verified.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${verified.json().token as string}` };
    // The staff page is the owners' alone.
    expect((await store.app.inject({ url: '/api/admin/staff', headers })).statusCode).toBe(200);
  });
});
