import { randomUUID } from 'node:crypto';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type StaffRole } from '@padstore/domain';
import * as schema from '../db/schema.js';
import { createCustomer, createTestStore, customerId, newPhone, type TestStore } from './harness.js';
import { addStaffMember, type Headers } from './staff.js';

/**
 * Every free text anyone can save is bounded: each string of each request the OpenAPI document
 * describes declares its longest length, and each one sent longer, on every write route, by someone
 * allowed to call it, is refused with 400 and a message before anything is written.
 */
type Schema = OpenAPIV3.SchemaObject;
type Operation = OpenAPIV3.OperationObject & { 'x-roles'?: StaffRole[] };
type Body = Record<string, unknown>;

let store: TestStore;
let document: OpenAPIV3.Document;
const callers: Partial<Record<StaffRole | 'customer', Headers>> = {};

beforeAll(async () => {
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  callers.customer = (await createCustomer(store)).headers;
  callers.owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const [branch] = await store.database.db.select({ id: schema.branches.id }).from(schema.branches).limit(1);
  for (const role of ['manager', 'packer', 'rider'] as const)
    callers[role] = (await addStaffMember(store, callers.owner, role, [branch!.id])).headers;
  document = (await store.app.inject({ url: '/api/docs/json' })).json() as OpenAPIV3.Document;
});
afterAll(() => store.close());

const resolve = (schema: OpenAPIV3.ReferenceObject | OpenAPIV3.SchemaObject | undefined): Schema | undefined => {
  if (!schema) return undefined;
  if ('$ref' in schema) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  return schema as Schema;
};

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation: operation as Operation })),
  );

const jsonBody = (operation: Operation) =>
  resolve((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content['application/json']?.schema);

/** A string, or a choice that takes a string (a phone typed or sent as a number): its string schema. */
function stringSchema(schema: Schema): Schema | undefined {
  if (schema.type === 'string') return schema;
  return (schema.anyOf ?? schema.oneOf ?? []).map(resolve).find((option) => option?.type === 'string');
}

/** Every string a request may carry: where it sits in the body and its schema; variants chosen by `body`. */
function textFields(
  schema: Schema | undefined,
  body: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: Schema }[] {
  if (!schema) return [];
  const text = stringSchema(schema);
  if (text) return [{ at, schema: text }];
  const variants = (schema.oneOf ?? schema.anyOf ?? []).map(resolve);
  if (variants.length > 0) {
    // A body of several shapes (paid by cash or by UPI): the shape whose fixed values the body has.
    const fits = variants.find((variant) =>
      Object.entries(variant?.properties ?? {}).every(([key, property]) => {
        const values = resolve(property)?.enum;
        return !values || values.includes((body as Body | undefined)?.[key]);
      }),
    );
    return textFields(fits, body, at);
  }
  if (schema.type === 'array') return textFields(resolve(schema.items), undefined, [...at, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    textFields(resolve(property), (body as Body | undefined)?.[key], [...at, key]),
  );
}

/** Every string of a request, in every shape its body may take. */
function everyTextField(schema: Schema | undefined): { at: (string | number)[]; schema: Schema }[] {
  const variants = schema && !stringSchema(schema) ? (schema.oneOf ?? schema.anyOf ?? []).map(resolve) : [];
  if (variants.length > 0) return variants.flatMap((variant) => everyTextField(variant));
  return textFields(schema, undefined);
}

function withValue(body: Body, at: (string | number)[], value: unknown): Body {
  const copy = structuredClone(body);
  let into: Record<string | number, unknown> = copy;
  at.forEach((key, index) => {
    if (index === at.length - 1) into[key] = value;
    else {
      const next = at[index + 1];
      into[key] ??= typeof next === 'number' ? [] : {};
      into = into[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

/** One longer than the field declares, or far longer where it declares nothing. */
const overLong = (schema: Schema) => 'a'.repeat((schema.maxLength ?? 100_000) + 1);

const PATH_VALUES: Record<string, () => string> = {
  id: () => randomUUID(),
  handInId: () => randomUUID(),
  riderId: () => randomUUID(),
  key: () => 'about',
  date: () => new Date().toISOString().slice(0, 10),
  pinCode: () => '560001',
  phoneNumber: () => '9876543210',
};
const fillPath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name]!());

const address = { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' };
const order = { deliveryAddress: address, paymentMode: true };
const product = {
  productName: 'Soft Night',
  brandId: randomUUID(),
  size: 'XL',
  price: 99,
  quantityInEachPack: 10,
  aboutThisItem: ['Soft'],
  images: ['/uploads/a.webp'],
  hsnCode: '96190010',
};
const offer = {
  code: 'NIGHT10',
  kind: 'percent',
  amount: 10,
  maxDiscount: 50,
  minOrderValue: 100,
  validFrom: '2026-01-01',
  validUntil: '2030-12-31T18:00',
  branchIds: [],
  totalUses: 100,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  active: true,
  includesExpressFee: false,
};
const seller = {
  legalName: 'Pad Store Pvt Ltd',
  address: '1 MG Road, Bengaluru',
  state: 'Karnataka',
  gstin: '',
  grievanceOfficer: { name: 'Asha Rao', designation: 'Officer', email: 'asha@example.com', phone: '9876543210' },
  version: 1,
};

/**
 * A valid body for every route that takes one (shapes of one route as a list). A route added without
 * an entry here fails the first test below, so that its texts are tried too.
 */
const VALID_BODIES: Record<string, Body | Body[] | string> = {
  'POST /api/user/payments/verify': {
    orderId: '00000000-0000-4000-8000-000000000000',
    providerOrderId: 'order_Test12345',
    paymentId: 'pay_Test12345',
    signature: 'a'.repeat(64),
  },
  'POST /api/payments/webhooks/razorpay': '{"event":"payment.captured"}',
  'POST /api/payments/webhooks/cashfree': '{"type":"PAYMENT_SUCCESS_WEBHOOK"}',
  'POST /api/user/register': {
    fullName: 'Asha Rao',
    gender: 'Female',
    phoneNumber: '9876543210',
    address: 'MG Road, Bengaluru',
    pinCode: '560001',
    plotNumber: '12',
    street: 'Church Street',
    consent: true,
  },
  'POST /api/user/login': { phoneNumber: '9876543210' },
  'POST /api/user/resend-otp': { phoneNumber: '9876543210' },
  'POST /api/user/verify-otp': { phoneNumber: '9876543210', otp: '123456' },
  'PUT /api/user/updateUser': {},
  'PUT /api/user/notification-settings': [
    { orderUpdates: { push: true, whatsapp: false }, repeatReminders: { push: false }, whatsappConsent: true, promotionalConsent: false },
    {},
  ],
  'DELETE /api/user/account': { otp: '123456' },
  'POST /api/user/push-subscriptions': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/dXJhbmRvbQ',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  },
  'DELETE /api/user/push-subscriptions': { endpoint: 'https://fcm.googleapis.com/fcm/send/dXJhbmRvbQ' },
  'POST /api/user/review/addReview/{id}': { ratings: 4, review: 'Soft and good' },
  'POST /api/user/addtocart/{id}': { quantity: 1 },
  'PUT /api/user/cart/{id}': { quantity: 1 },
  'POST /api/user/buyNow': [order, { ...order, couponCode: 'NIGHT10', expectedTotal: 99 }],
  'POST /api/user/directBuy/{id}': [
    { ...order, quantity: 1 },
    { ...order, quantity: 1, couponCode: 'NIGHT10', expectedTotal: 99 },
  ],
  'POST /api/user/checkout/coupon': [
    { code: 'NIGHT10' },
    { code: 'night10', pinCode: '560001', emergencyDelivery: true, productId: randomUUID(), quantity: 2 },
  ],
  'POST /api/user/repeats': { items: [{ productId: randomUUID(), quantity: 1 }], everyDays: 28, firstDeliveryOn: '2026-12-20' },
  'PUT /api/user/repeats/{id}': { action: 'skip', nextDeliveryOn: '2026-12-20', items: [{ productId: randomUUID(), quantity: 1 }] },
  'POST /api/dev/run-repeats': { now: '2026-11-25T08:00:00+05:30' },
  'PUT /api/user/cancel/{id}': { cancelReason: 'Other' },
  'POST /api/user/complaints': { subject: 'Late', message: 'The order came a day late.' },
  'PUT /api/admin/orders/{id}/status': { status: 'confirmed', reason: 'Checked', version: 1 },
  'POST /api/admin/products': product,
  'PUT /api/admin/products/{id}': { ...product, version: 1 },
  'POST /api/admin/brands': { brandName: 'Soft', image: '/uploads/a.webp' },
  'PUT /api/admin/brands/{id}': { brandName: 'Soft', image: '/uploads/a.webp', version: 1 },
  'POST /api/admin/sizes': { name: 'XXL' },
  'POST /api/admin/search-synonyms': { term: 'maxi', meaning: 'xxl' },
  'POST /api/admin/branches': { name: 'Indiranagar' },
  'PUT /api/admin/branches/{id}': { name: 'Indiranagar', version: 1 },
  'POST /api/admin/branches/{id}/pincodes': { pinCodes: ['560011'], from: '560011', to: '560012' },
  'PUT /api/admin/branches/{id}/stock': { productId: randomUUID(), quantity: 5 },
  'PUT /api/admin/content/{key}': { title: 'About us', description: '<p>We deliver.</p>', version: 1 },
  'PUT /api/admin/settings/emergency-fee': { feeAmount: 30, version: 1 },
  'POST /api/admin/banners': { image: '/uploads/a.webp', position: 1 },
  'PUT /api/admin/banners/{id}': { image: '/uploads/a.webp', position: 1, version: 1 },
  'POST /api/admin/testimonials': { name: 'Asha', role: 'Customer', feedback: 'Fast', image: '/uploads/a.webp' },
  'PUT /api/admin/seller': seller,
  'PUT /api/admin/complaints/{id}': { status: 'resolved', reply: 'Refunded', version: 1 },
  'POST /api/admin/offers': offer,
  'PUT /api/admin/offers/{id}': { ...offer, version: 1 },
  'POST /api/admin/staff': { phoneNumber: '9876543210', role: 'owner', branchIds: [] },
  'PUT /api/admin/staff/{id}': { phoneNumber: '9876543210', role: 'owner', branchIds: [], version: 1 },
  'PUT /api/admin/riders/{id}/shift': { onShift: true },
  'PUT /api/admin/floor/orders/{id}/rider': { riderId: randomUUID() },
  'PUT /api/admin/floor/orders/{id}/back-at-branch': { note: 'Customer away' },
  'PUT /api/admin/rider/shift': { onShift: true },
  'PUT /api/admin/rider/deliveries/{id}/delivered': [
    { paidBy: 'cash', amountReceived: 100, note: 'Exact' },
    { paidBy: 'upi', upiReference: 'ABC123456', note: 'Paid' },
  ],
  'PUT /api/admin/rider/deliveries/{id}/not-delivered': { reason: 'unreachable', note: 'No answer' },
  'PUT /api/admin/settings/upi': { upiId: 'padstore@okbank', payeeName: 'Pad Store', version: 0 },
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins': { riderId: randomUUID(), amount: 100, kind: 'cash', note: 'Counted' },
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal': { note: 'Typed 1000 for 100' },
  'POST /api/admin/stock/receipts': {
    branchId: randomUUID(),
    supplier: 'Sun Distributors',
    invoiceNumber: 'INV-7',
    invoiceDate: '2026-11-20',
    lines: [{ productId: randomUUID(), quantity: 12, costPrice: 61.5 }],
  },
  'POST /api/admin/stock/counts': { branchId: randomUUID(), lines: [{ productId: randomUUID(), counted: 3 }] },
  'PUT /api/admin/stock/counts/{id}': { decision: 'approve', note: 'Checked' },
  'PUT /api/admin/stock/settings': { countApprovalAbove: 5 },
  'POST /api/admin/stock/transfers': {
    fromBranchId: randomUUID(),
    toBranchId: randomUUID(),
    lines: [{ productId: randomUUID(), quantity: 2 }],
  },
  'PUT /api/admin/stock/transfers/{id}/received': { lines: [{ productId: randomUUID(), arrived: 1 }] },
  'POST /api/admin/stock/write-offs': {
    branchId: randomUUID(),
    reason: 'missing',
    note: 'Not on the shelf',
    lines: [{ productId: randomUUID(), quantity: 1 }],
  },
  'POST /api/admin/stock/entries/{id}/reversal': { note: 'Typed 100 for 10' },
};

/** Someone the route lets in: the customer for the shop's routes, else the first staff role it lists. */
function callerOf(operation: Operation): Headers {
  const roles = operation['x-roles'];
  if (!roles) return callers.customer!;
  const role = (['owner', 'manager', 'packer', 'rider'] as const).find((candidate) => roles.includes(candidate));
  return callers[role!]!;
}

const ALLOWED_FORMATS = new Set(['uuid', 'date']);

describe('bounded input', () => {
  it('declares the longest length of every string of every request in the OpenAPI document', () => {
    const unbounded: string[] = [];
    for (const { method, path, operation } of operations()) {
      const where = `${method} ${path}`;
      const bodies = Object.entries((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {}).map(
        ([type, media]): [string, Schema | undefined] => [`body (${type})`, resolve(media.schema)],
      );
      const parameters = ((operation.parameters ?? []) as OpenAPIV3.ParameterObject[]).map((parameter): [string, Schema | undefined] => [
        `${parameter.in} ${parameter.name}`,
        resolve(parameter.schema),
      ]);
      for (const [part, schema] of [...bodies, ...parameters])
        for (const field of everyTextField(schema)) {
          const bounded = field.schema.maxLength !== undefined || field.schema.enum || ALLOWED_FORMATS.has(field.schema.format ?? '');
          if (!bounded) unbounded.push(`${where} ${part} ${field.at.join('.')}`.trim());
        }
    }
    expect(unbounded).toEqual([]);
  });

  it('has a valid body for every route that takes one, so each is tried below', () => {
    const withBody = operations()
      .filter(({ operation }) => jsonBody(operation))
      .map(({ method, path }) => `${method} ${path}`);
    expect(withBody.length).toBeGreaterThan(30);
    expect(withBody.filter((route) => !(route in VALID_BODIES))).toEqual([]);
  });

  it('refuses an over-long value in every text field of every write route with 400 and its message', async () => {
    let tried = 0;
    const accepted: string[] = [];
    for (const { method, path, operation } of operations()) {
      const schema = jsonBody(operation);
      if (!schema) continue;
      const headers = callerOf(operation);
      for (const valid of [VALID_BODIES[`${method} ${path}`] ?? []].flat()) {
        // The valid body passes validation (whatever the route then makes of it): a 400 below is the long text's.
        const checked = await store.app.inject({ method: method as 'PUT', url: fillPath(path), headers, payload: valid });
        expect(checked.json().errors, `${method} ${path} ${checked.body}`).toBeUndefined();
        // A gateway's webhook is taken as its raw text, signed as it came: bounded by its length in bytes, not by fields.
        if (typeof valid === 'string') continue;
        for (const field of textFields(schema, valid)) {
          const payload = withValue(valid, field.at, overLong(field.schema));
          const answer = await store.app.inject({ method: method as 'PUT', url: fillPath(path), headers, payload });
          tried += 1;
          const where = `${method} ${path} ${field.at.join('.')}`;
          if (answer.statusCode !== 400) {
            accepted.push(`${where}: ${answer.statusCode}`);
            continue;
          }
          const { message, errors } = answer.json() as { message: string; errors: { path: string; message: string }[] };
          expect(
            errors.map((error) => error.path),
            where,
          ).toContain(field.at.join('.'));
          expect(message, where).toBe(errors[0]!.message);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(tried).toBeGreaterThan(60);
  }, 120_000);

  it('refuses an over-long text in every query string', async () => {
    for (const { method, path, operation } of operations()) {
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
        const text = parameter.in === 'query' ? stringSchema(resolve(parameter.schema)!) : undefined;
        if (!text) continue;
        const url = `${fillPath(path)}?${new URLSearchParams({ [parameter.name]: overLong(text) }).toString()}`;
        const answer = await store.app.inject({ method: method as 'GET', url, headers: callerOf(operation) });
        expect(answer.statusCode, `${method} ${path} ?${parameter.name}`).toBe(400);
        expect(answer.json().errors.map((error: { path: string }) => error.path)).toContain(parameter.name);
      }
    }
  });

  it("refuses the 900,000-character name PUT user/updateUser used to save, and keeps the customer's name", async () => {
    const headers = callers.customer!;
    const answer = await store.app.inject({
      method: 'PUT',
      url: '/api/user/updateUser',
      headers,
      payload: { fullName: 'A'.repeat(900_000) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(MESSAGES.fullNameTooLong);
    const user = (await store.app.inject({ url: '/api/user/getUser', headers })).json().user;
    expect(user._id).toBe(await customerId(store, headers));
    expect(user.fullName).toBe('Asha Rao');
  });

  it('refuses an over-long street sent with the profile form as multipart', async () => {
    const form = new FormData();
    form.append('fullName', 'Asha Rao');
    form.append('street', 'S'.repeat(5_000));
    const request = new Response(form);
    const answer = await store.app.inject({
      method: 'PUT',
      url: '/api/user/updateUser',
      headers: { ...callers.customer, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(MESSAGES.streetTooLong);
  });
});
