import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createTestStore, registration, type TestStore } from '../../test/harness.js';

/** The development code endpoint answers this machine only, and only in development mode. */
let store: TestStore;
let phone: string;
beforeAll(async () => {
  // Proxies trusted, so that request.ip would believe an X-Forwarded-For of 127.0.0.1 from 10.0.0.5.
  store = await createTestStore({ env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
  const body = registration();
  phone = String(body.phoneNumber);
  const registered = await store.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  expect(registered.statusCode).toBe(201);
});
afterAll(() => store.close());

const askCode = (remoteAddress: string, headers: Record<string, string> = {}) =>
  store.app.inject({ url: `/api/dev/otp/${phone}`, remoteAddress, headers });

describe('the development code endpoint', () => {
  it('answers the code to a request from this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const response = await askCode(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json()).toEqual({ otp: store.sms.lastCode(phone) });
    }
  });

  it('does not exist for a request from another machine (404), whatever it says it is', async () => {
    for (const [address, headers] of [
      ['10.0.0.5', {}],
      ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
      ['10.0.0.5', { 'x-forwarded-for': '::1', forwarded: 'for=127.0.0.1' }],
    ] as const) {
      const response = await askCode(address, headers);
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('does not answer through a proxy on this machine: its clients are elsewhere', async () => {
    // nginx on the same machine connects from 127.0.0.1 and adds the client's address.
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.7'],
      ['x-real-ip', '203.0.113.7'],
      ['forwarded', 'for=203.0.113.7'],
    ]) {
      expect((await askCode('127.0.0.1', { [name as string]: value as string })).statusCode, name).toBe(404);
    }
  });

  it('does not exist in production, not even for this machine', async () => {
    const production = await createTestStore({ env: { NODE_ENV: 'production', SMS_PROVIDER: 'console' } });
    try {
      const body = registration();
      expect((await production.app.inject({ method: 'POST', url: '/api/user/register', payload: body })).statusCode).toBe(201);
      const response = await production.app.inject({ url: `/api/dev/otp/${body.phoneNumber}`, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    } finally {
      await production.close();
    }
  });
});
