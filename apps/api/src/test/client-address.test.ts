import { afterAll, describe, expect, it } from 'vitest';
import { createTestStore, registration, type TestStore } from './harness.js';

/**
 * The per-address limits count the client's own address: the socket's, or with TRUST_PROXY the one
 * the trusted proxy saw, which a client cannot choose by writing X-Forwarded-For.
 */
const stores: TestStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});

async function storeWith(env: Record<string, string>) {
  const store = await createTestStore({ env: { OTP_SENDS_PER_IP_PER_10_MIN: '2', ...env } });
  stores.push(store);
  return store;
}

/** Asks for a sign-in code (by registering a new phone): the answer's status. */
const askCode = async (store: TestStore, remoteAddress: string, forwardedFor?: string) =>
  (
    await store.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: registration(),
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })
  ).statusCode;

const NGINX = '127.0.0.1';

describe('the client address the limits count', () => {
  it('behind a trusted proxy (TRUST_PROXY=127.0.0.1), two customers on two addresses have limits of their own', async () => {
    const store = await storeWith({ TRUST_PROXY: NGINX });
    expect([await askCode(store, NGINX, '203.0.113.1'), await askCode(store, NGINX, '203.0.113.1')]).toEqual([201, 201]);
    expect(await askCode(store, NGINX, '203.0.113.1')).toBe(429);
    // Without the setting both would be the proxy's address, and the second customer refused too.
    expect(await askCode(store, NGINX, '198.51.100.2')).toBe(201);
  });

  it('behind proxies named by a list with a CIDR (TRUST_PROXY=127.0.0.1,10.0.0.0/8), the same', async () => {
    const store = await storeWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect([await askCode(store, NGINX, '203.0.113.1'), await askCode(store, '10.2.3.4', '203.0.113.1')]).toEqual([201, 201]);
    expect(await askCode(store, NGINX, '203.0.113.1')).toBe(429);
    expect(await askCode(store, '10.2.3.4', '198.51.100.2')).toBe(201);
  });

  it('a client writing its own X-Forwarded-For straight to the store cannot rotate out of its limit', async () => {
    const store = await storeWith({ TRUST_PROXY: NGINX });
    const answers = [];
    for (let turn = 1; turn <= 5; turn += 1) answers.push(await askCode(store, '203.0.113.9', `198.51.100.${turn}`));
    expect(answers).toEqual([201, 201, 429, 429, 429]);
  });

  it('through the trusted proxy, which appends, rotating the leftmost entry does not help', async () => {
    const store = await storeWith({ TRUST_PROXY: NGINX });
    const answers = [];
    // The rightmost entry the trusted proxy did not write is the client. nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw.
    for (let turn = 1; turn <= 5; turn += 1) answers.push(await askCode(store, NGINX, `198.51.100.${turn}, 203.0.113.9`));
    expect(answers).toEqual([201, 201, 429, 429, 429]);
    expect(await askCode(store, NGINX, '203.0.113.10')).toBe(201);
  });

  it('with TRUST_PROXY off, X-Forwarded-For is not read at all', async () => {
    const store = await storeWith({});
    const answers = [];
    for (let turn = 1; turn <= 3; turn += 1) answers.push(await askCode(store, '203.0.113.9', `198.51.100.${turn}`));
    expect(answers).toEqual([201, 201, 429]);
  });
});
