import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createCustomer, createTestStore, type TestStore } from '../../test/harness.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const update = (headers: Record<string, string>, payload: object) =>
  store.app.inject({ method: 'PUT', url: '/api/user/updateUser', headers, payload });

describe('GET user/getUser', () => {
  it('answers the profile with the branch serving the pin code', async () => {
    const customer = await createCustomer(store, { pinCode: '560004', fullName: 'Meera Nair' });
    const response = await store.app.inject({ url: '/api/user/getUser', headers: customer.headers });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      fullName: 'Meera Nair',
      gender: 'Female',
      email: '',
      phoneNumber: Number(customer.phoneNumber),
      pinCode: '560004',
      role: 'customer',
      isBranchAvailable: true,
      matchingBranch: { name: 'Bengaluru Central' },
    });
    expect(user.matchingBranch.servicePinCode).toHaveLength(10);
    expect(user.matchingBranch.servicePinCode).toContain('560010');
  });

  it('says no branch is available for a pin code nobody serves', async () => {
    const customer = await createCustomer(store, { pinCode: '110001' });
    const { user } = (await store.app.inject({ url: '/api/user/getUser', headers: customer.headers })).json();
    expect(user.isBranchAvailable).toBe(false);
    expect(user.matchingBranch).toBeNull();
  });
});

describe('PUT user/updateUser with JSON', () => {
  it('saves the address from the location screen and finds the new branch', async () => {
    const customer = await createCustomer(store, { pinCode: '110001' });
    const response = await update(customer.headers, { address: 'Flat 4, Colaba Causeway', pinCode: '400005' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.profileUpdated);
    expect(response.json().user).toMatchObject({
      address: 'Flat 4, Colaba Causeway',
      pinCode: '400005',
      isBranchAvailable: true,
      matchingBranch: { name: 'Mumbai Fort' },
    });
  });

  it.each([
    [{ address: '' }, MESSAGES.addressRequired],
    [{ address: 'abc' }, MESSAGES.addressTooShort],
    [{ address: 'a'.repeat(256) }, MESSAGES.addressTooLong],
    [{ pinCode: '4000' }, MESSAGES.pinCodeInvalid],
    [{ pinCode: '' }, MESSAGES.profilePinCodeRequired],
    [{ email: 'nope' }, MESSAGES.emailInvalid],
    [{ plotNumber: '-' }, MESSAGES.plotNumberRequired],
    [{ street: '' }, MESSAGES.streetRequired],
    [{ gender: 'X' }, MESSAGES.genderInvalid],
    [{ fullName: ' ' }, MESSAGES.fullNameRequired],
  ])('refuses %o with "%s" and changes nothing', async (change, message) => {
    const customer = await createCustomer(store);
    const response = await update(customer.headers, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const { user } = (await store.app.inject({ url: '/api/user/getUser', headers: customer.headers })).json();
    expect(user.address).toBe('MG Road, Bengaluru');
  });

  it('keeps the phone number, which is the account itself', async () => {
    const customer = await createCustomer(store);
    const same = await update(customer.headers, { phoneNumber: Number(customer.phoneNumber), fullName: 'Asha R' });
    expect(same.statusCode).toBe(200);
    expect(same.json().user.fullName).toBe('Asha R');
    const other = await update(customer.headers, { phoneNumber: 9123456789 });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MESSAGES.phoneCannotChange);
  });

  it('needs a signed-in customer', async () => {
    expect((await update({}, { address: 'Somewhere long' })).statusCode).toBe(401);
  });
});
