import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/log-privacy.js';
import { createCustomer, createTestStore } from './harness.js';

describe('logs', () => {
  it('hold no OTP, token or full phone number over a whole sign-in journey, and carry request ids', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const store = await createTestStore({ logger: loggerOptions('info', stream) });
    try {
      const customer = await createCustomer(store);
      const otp = store.sms.lastCode(customer.phoneNumber) as string;
      await store.app.inject({ url: `/api/dev/otp/${customer.phoneNumber}` });
      await store.app.inject({ url: '/api/user/getUser', headers: customer.headers });
      await store.app.inject({ method: 'PUT', url: '/api/user/updateUser', headers: customer.headers, payload: { address: 'x' } });
      await store.app.inject({ method: 'POST', url: '/api/user/logout', headers: customer.headers });
      expect(output.length).toBeGreaterThan(200);
      expect(output).toContain('"reqId"');
      expect(output).toContain(customer.phoneNumber.slice(-4));
      expect(output).not.toContain(customer.phoneNumber);
      expect(output).not.toContain(customer.token);
      expect(output).not.toContain(otp);
    } finally {
      await store.close();
    }
  });
});
