import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, newPhone, type TestStore } from './harness.js';

/**
 * Every route of the OpenAPI document that takes a date or a time, in its path, its query or its body,
 * is sent days and clocks that do not exist: each is refused 400 naming that field, never taken and
 * never a 500 (issue 44).
 */
const IMPOSSIBLE = ['2026-02-30', '2026-13-45', '0000-00-00', '2026-02-29', '9999-99-99T99:99', '2026-01-01T25:00', '2026-02-30T10:00:00Z'];

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface DateField {
  method: string;
  path: string;
  where: 'path' | 'query' | 'body';
  name: string;
}

/** A field holds a date or a time when its schema says so or its name does (`validFrom`, `firstDeliveryOn`, `now`). */
const isDateField = (name: string, schema: JsonSchema) =>
  schema.format === 'date' || schema.format === 'date-time' || /^(date|day|now)$|[a-z](On|From|Until|Date|Day|At)$/.test(name);

let store: TestStore;
let fields: DateField[];
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  headers.customer = (await createCustomer(store)).headers;
  headers.owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const document = (await store.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  fields = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const inParameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in !== 'path' || parameter.name !== 'id')
        .filter((parameter) => isDateField(parameter.name, parameter.schema))
        .map((parameter) => ({ method: method.toUpperCase(), path, where: parameter.in, name: parameter.name }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const inBody = Object.entries(body?.properties ?? {})
        .filter(([name, schema]) => isDateField(name, schema.anyOf?.[0] ?? schema))
        .map(([name]) => ({ method: method.toUpperCase(), path, where: 'body' as const, name }));
      return [...inParameters, ...inBody];
    }),
  );
});
afterAll(() => store.close());

const fill = (path: string, name: string, value: string) =>
  path.replace(/\{(\w+)\}/g, (_whole, parameter: string) => (parameter === name ? encodeURIComponent(value) : randomUUID()));

describe('impossible dates', () => {
  it('are looked for in every route that takes one', () => {
    const found = fields.map((field) => `${field.method} ${field.path} ${field.where}:${field.name}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/admin/offers body:validFrom',
        'POST /api/admin/offers body:validUntil',
        'PUT /api/admin/offers/{id} body:validFrom',
        'PUT /api/admin/offers/{id} body:validUntil',
        'POST /api/user/repeats body:firstDeliveryOn',
        'PUT /api/user/repeats/{id} body:nextDeliveryOn',
        'GET /api/admin/orders query:date',
        'GET /api/admin/promise-kept query:date',
        'GET /api/admin/cash/branches/{id}/days/{date} path:date',
        'GET /api/admin/cash/branches/{id}/days/{date}/export path:date',
        'POST /api/admin/cash/branches/{id}/days/{date}/close path:date',
        'POST /api/dev/run-repeats body:now',
      ]),
    );
  });

  it('are refused with 400 naming the field, by every route that takes one', async () => {
    for (const field of fields) {
      for (const value of IMPOSSIBLE) {
        const query = field.where === 'query' ? `?${field.name}=${encodeURIComponent(value)}` : '';
        const answer = await store.app.inject({
          method: field.method as 'GET',
          url: fill(field.path, field.where === 'path' ? field.name : '', value) + query,
          headers: field.path.startsWith('/api/user/') ? headers.customer : headers.owner,
          ...(field.where === 'body' || field.method !== 'GET' ? { payload: field.where === 'body' ? { [field.name]: value } : {} } : {}),
        });
        const where = `${field.method} ${field.path} ${field.name}=${value}`;
        expect(answer.statusCode, where).toBe(400);
        const { errors } = answer.json() as { errors?: { path: string }[] };
        expect(
          errors?.some((error) => error.path.split('.').includes(field.name)),
          `${where}: ${answer.body}`,
        ).toBe(true);
      }
    }
  });

  it("are refused with 400 inside a page's cursor (the orders, her messages, a rider's orders of the day), never a 500", async () => {
    const id = randomUUID();
    const pages = [
      ['/api/admin/orders', 'older', 'The older orders cursor is not valid'],
      [`/api/admin/customers/${id}/messages`, 'before', 'The older messages cursor is not valid'],
      [`/api/admin/cash/branches/${id}/days/2026-11-28/riders/${id}/orders`, 'older', 'The older orders cursor is not valid'],
    ];
    for (const [path, name, message] of pages) {
      for (const instant of [
        '2026-02-30 10:00:00+00',
        '2026-02-29 10:00:00.5+05:30',
        '2026-11-28 24:00:00+00',
        '2026-11-28 10:60:00+00',
        '0000-01-01 10:00:00+00',
      ]) {
        const answer = await store.app.inject({ url: `${path}?${name}=${encodeURIComponent(`${instant}|${id}`)}`, headers: headers.owner });
        expect(answer.statusCode, `${path} ${instant}: ${answer.body}`).toBe(400);
        expect(answer.json().message).toBe(message);
      }
    }
  });

  it('leave a whole offer refused with 400, never a 500, and no offer made', async () => {
    for (const [index, value] of IMPOSSIBLE.entries()) {
      for (const field of ['validFrom', 'validUntil']) {
        const payload = { code: `NODAY${index}${field.length}`, kind: 'flat', amount: 50, [field]: value };
        const answer = await store.app.inject({ method: 'POST', url: '/api/admin/offers', headers: headers.owner, payload });
        expect(answer.statusCode, `${field}=${value}`).toBe(400);
      }
    }
    const offers = (await store.app.inject({ url: '/api/admin/offers', headers: headers.owner })).json() as { offers: unknown[] };
    expect(offers.offers).toEqual([]);
  });
});
