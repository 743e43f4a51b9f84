import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createCustomer, createTestStore, newPhone, type TestStore } from './harness.js';

/**
 * Every route of the OpenAPI document, sent random and hostile bodies, query strings and path ids, by
 * a guest, a customer and an admin: the answer is always a 4xx or 2xx with a JSON message, never a 500.
 */
let store: TestStore;
/** Each route with the query string parameters it declares (any other is refused 400 before validation). */
let routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; query: string[] }[];
let people: Record<string, string>[];
const seen = new Map<number, number>();

beforeAll(async () => {
  const adminPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  const customer = await createCustomer(store);
  const admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
  people = [{}, customer.headers, admin.headers];
  const document = (await store.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      }))
      .filter((route): route is (typeof routes)[number] => ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method)),
  );
});
afterAll(() => store.close());

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'null',
    'NaN',
    '-1',
    '1e309',
    '９８７６５４３２１０',
    '💥'.repeat(50),
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.oneof(hostileText, fc.constantFrom('phoneNumber', 'otp', 'quantity', 'deliveryAddress', 'ratings', 'status', 'version', 'pinCode')),
    hostileValue,
    { maxKeys: 6 },
  ),
  hostileValue,
);

describe('hostile input', () => {
  // First: the random runs below may sign the admin out.
  it('refuses text holding a NUL character, which the database cannot store, with 400 and never 500', async () => {
    const admin = people[2]!;
    const answers = [
      await store.app.inject({ url: '/api/admin/orders?q=%00', headers: admin }),
      await store.app.inject({ url: '/api/user/Product/getAllProducts?brand=a%00b' }),
      await store.app.inject({ method: 'POST', url: '/api/user/login', payload: { phoneNumber: '98765\u000043210' } }),
      await store.app.inject({ method: 'POST', url: '/api/user/register', payload: { fullName: 'Asha', ['a\u0000']: 1 } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: MESSAGES.nulCharacter });
    }
  });
  it('never makes any route answer 500', async () => {
    expect(routes.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2 }),
        fc.oneof(hostileText, fc.uuid(), fc.constantFrom('560001', '9876543210')),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'limit',
            'brand',
            'size',
            'minPrice',
            'maxPrice',
            'pinCode',
            'productId',
            'lat',
            'lon',
            'status',
            'date',
            'q',
          ),
          hostileText,
          { maxKeys: 4 },
        ),
        hostileBody,
        async (routeIndex, who, pathValue, query, body) => {
          const route = routes[routeIndex % routes.length]!;
          const declared = Object.entries(query as Record<string, string>).filter(([name]) => route.query.includes(name));
          const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue)) + '?' + new URLSearchParams(declared).toString();
          const response = await store.app.inject({
            method: route.method,
            url,
            headers: people[who],
            ...(route.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { ...people[who], 'content-type': 'application/json' } }),
          });
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.statusCode >= 400 && !url.startsWith('/api/docs')) {
            expect(typeof response.json().message, `${route.method} ${url}`).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
    // The runs must get past sign-in and validation into the services, not only meet 401s.
    expect(
      [...seen.entries()].filter(([status]) => status < 300 || status === 404 || status === 409).reduce((sum, [, n]) => sum + n, 0),
    ).toBeGreaterThan(20);
  }, 120_000);
});
