import sharp from 'sharp';
import { MESSAGES } from '@padstore/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf } from '../../test/staff.js';

let store: TestStore;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerPhone: string;
const adminPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
  ({ headers: customer, phoneNumber: customerPhone } = await createCustomer(store));
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const address = { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' };
const buy = async (headers: Record<string, string>, productId: string, quantity = 1) =>
  (
    await store.app.inject({
      method: 'POST',
      url: `/api/user/directBuy/${productId}`,
      headers,
      payload: { deliveryAddress: address, paymentMode: true, emergencyDelivery: 'false', quantity },
    })
  ).json().order;

describe('who may use the admin API', () => {
  it('answers 401 to guests and 403 to customers on every admin route of the OpenAPI document', async () => {
    const document = (await store.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) =>
            [
              method.toUpperCase() as Method,
              path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{pinCode}', '560001').replace('{key}', 'about'),
            ] as const,
        ),
      );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const [method, path] of routes) {
      const guest = await store.app.inject({ method, url: path });
      expect(guest.statusCode, `${method} ${path} as a guest`).toBe(401);
      const refused = await store.app.inject({ method, url: path, headers: customer });
      expect(refused.statusCode, `${method} ${path} as a customer`).toBe(403);
    }
  });
});

describe('running orders', () => {
  it('moves an order along to delivered; the customer sees the timeline and the notifications', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const order = await buy(customer, product.id);
    let version = (await call('GET', `/orders/${order._id}`, admin)).json().order.version;
    for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
      const moved = await call('PUT', `/orders/${order._id}/status`, admin, { status, version });
      expect(moved.statusCode, status).toBe(200);
      version = moved.json().version;
    }
    const track = (await store.app.inject({ url: `/api/user/track/${order._id}`, headers: customer })).json();
    expect(track.timeline.map((event: { status: string }) => event.status)).toEqual([
      'Placed',
      'Confirmed',
      'Packed',
      'Out for delivery',
      'Delivered',
    ]);
    const unread = (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers: customer })).json()
      .notifications;
    expect(unread.map((n: { title: string }) => n.title)).toContain('Order delivered');
    const view = (await store.app.inject({ url: `/api/user/viewOrder/${order._id}`, headers: customer })).json().order;
    expect(view.status).toBe('delivered');
  });

  it('refuses a skipped step, a stale version, and a cancel after dispatch', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const order = await buy(customer, product.id);
    const { version } = (await call('GET', `/orders/${order._id}`, admin)).json().order;
    expect((await call('PUT', `/orders/${order._id}/status`, admin, { status: 'packed', version })).statusCode).toBe(409);
    const confirmed = await call('PUT', `/orders/${order._id}/status`, admin, { status: 'confirmed', version });
    expect(confirmed.statusCode).toBe(200);
    const stale = await call('PUT', `/orders/${order._id}/status`, admin, { status: 'packed', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
    expect(
      (await call('PUT', `/orders/${order._id}/status`, admin, { status: 'cancelled', version: confirmed.json().version })).statusCode,
    ).toBe(400);
  });

  it('cancels with a reason and puts the stock back', async () => {
    const product = await demoProduct(store, 'Nua Ultra Thin');
    const stockOf = async () =>
      (await call('GET', '/branches', admin))
        .json()
        .branches.find((b: { name: string }) => b.name === 'Bengaluru Central')
        .stock.find((s: { productId: string }) => s.productId === product.id).quantity;
    const before = await stockOf();
    const order = await buy(customer, product.id, 3);
    expect(await stockOf()).toBe(before - 3);
    const { version } = (await call('GET', `/orders/${order._id}`, admin)).json().order;
    const cancelled = await call('PUT', `/orders/${order._id}/status`, admin, {
      status: 'cancelled',
      reason: 'Customer unreachable',
      version,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf()).toBe(before);
  });

  it('lists orders by status and finds them by order number or phone', async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const order = await buy(customer, product.id);
    const byNumber = (await call('GET', `/orders?q=${order.orderNumber}`, admin)).json().orders;
    expect(byNumber.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const byEnd = (await call('GET', `/orders?q=${order.orderNumber.slice(-6).toLowerCase()}`, admin)).json().orders;
    expect(byEnd.map((o: { _id: string }) => o._id)).toContain(order._id);
    // However the whole phone is written: as kept, with +91, with spaces or dashes, or a leading 0.
    const phone = customerPhone;
    for (const written of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `${phone.slice(0, 5)}-${phone.slice(5)}`, `0${phone}`]) {
      const found = (await call('GET', `/orders?q=${encodeURIComponent(written)}`, admin)).json().orders;
      expect(
        found.map((o: { _id: string }) => o._id),
        written,
      ).toContain(order._id);
    }
    const placed = (await call('GET', '/orders?status=placed', admin)).json().orders;
    expect(placed.every((o: { status: string }) => o.status === 'placed')).toBe(true);
    expect((await call('GET', '/orders?status=lost', admin)).statusCode).toBe(400);
    expect((await call('GET', '/orders?date=21-11-2026', admin)).statusCode).toBe(400);
  });

  it('shows today on the dashboard with low stock and the audit trail', async () => {
    const dashboard = (await call('GET', '/dashboard', admin)).json();
    expect(dashboard.today.orders).toBeGreaterThanOrEqual(4);
    expect(dashboard.today.cancellations).toBeGreaterThanOrEqual(1);
    expect(dashboard.waiting.delivered).toBeGreaterThanOrEqual(1);
    const audit = (await call('GET', '/audit', admin)).json().entries;
    expect(audit.some((entry: { action: string }) => entry.action === 'order.status')).toBe(true);
  });
});

describe('catalog and stock', () => {
  it('adds a product, stocks it in a branch, and it sells', async () => {
    const { data: brands } = (await store.app.inject({ url: '/api/user/brand/getAllBrands' })).json();
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pack.png');
    const request = new Response(form);
    const uploaded = await store.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...admin, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode).toBe(201);
    const created = await call('POST', '/products', admin, {
      productName: 'Whisper Cotton Day',
      brandId: brands[0]._id,
      size: 'Large',
      price: 229.5,
      quantityInEachPack: 14,
      images: [uploaded.json().url],
    });
    expect(created.statusCode).toBe(201);
    const branch = (await call('GET', '/branches', admin)).json().branches.find((b: { name: string }) => b.name === 'Mumbai Fort');
    expect((await call('PUT', `/branches/${branch._id}/stock`, admin, { productId: created.json()._id, quantity: 3 })).json()).toEqual({
      quantity: 3,
    });
    expect((await call('PUT', `/branches/${branch._id}/stock`, admin, { productId: created.json()._id, adjustBy: -5 })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `/branches/${branch._id}/stock`, admin, { productId: created.json()._id, adjustBy: 2 })).json()).toEqual({
      quantity: 5,
    });
    const product = (await store.app.inject({ url: `/api/user/Product/getProductById/${created.json()._id}` })).json().product;
    expect(product).toMatchObject({ productName: 'Whisper Cotton Day', price: 229.5, availableProductQuantity: 5 });
  });

  it('hides a product and refuses an edit based on an old version', async () => {
    const { products } = (await call('GET', '/products', admin)).json();
    const target = products.find((p: { productName: string }) => p.productName === 'Nua Comfort XL');
    const first = await call('PUT', `/products/${target._id}`, admin, { price: 519, version: target.version });
    expect(first.statusCode).toBe(200);
    // The audit entry names the product and both prices, so the log can say it as a sentence.
    const priced = (await call('GET', '/audit', admin))
      .json()
      .entries.find((entry: { action: string }) => entry.action === 'product.update');
    expect(JSON.parse(priced.details)).toMatchObject({ productName: 'Nua Comfort XL', size: 'XL', price: { from: target.price, to: 519 } });
    const stale = await call('PUT', `/products/${target._id}`, admin, { hidden: true, version: target.version });
    expect(stale.statusCode).toBe(409);
    const hidden = await call('PUT', `/products/${target._id}`, admin, { hidden: true, version: first.json().version });
    expect(hidden.statusCode).toBe(200);
    expect((await store.app.inject({ url: `/api/user/Product/getProductById/${target._id}` })).statusCode).toBe(404);
    expect((await call('PUT', `/products/${target._id}`, admin, { price: -1, version: hidden.json().version })).statusCode).toBe(400);
  });

  it('renames a brand and refuses an edit made on an older copy', async () => {
    const created = (await call('POST', '/brands', admin, { brandName: 'Carmesi' })).json();
    const first = await call('PUT', `/brands/${created._id}`, admin, { brandName: 'Carmesi Organic', version: 1 });
    expect(first.json()).toEqual({ message: 'Brand saved', version: 2 });
    expect((await call('PUT', `/brands/${created._id}`, admin, { brandName: 'Carmesi Old', version: 1 })).statusCode).toBe(409);
    expect((await call('PUT', '/brands/00000000-0000-4000-8000-000000000000', admin, { brandName: 'X', version: 1 })).statusCode).toBe(404);
    const { banners } = (await call('GET', '/banners', admin)).json();
    expect((await call('PUT', `/banners/${banners[0]._id}`, admin, { position: 4, version: banners[0].version })).statusCode).toBe(200);
    expect((await call('PUT', `/banners/${banners[0]._id}`, admin, { position: 3, version: banners[0].version })).statusCode).toBe(409);
  });

  it("changes an existing brand's name and logo from the console: the owner only, on the version she saw", async () => {
    const created = (await call('POST', '/brands', admin, { brandName: 'Paree' })).json();
    const listed = (await call('GET', '/brands', admin)).json().brands as {
      _id: string;
      brandName: string;
      image: string;
      version: number;
    }[];
    const paree = listed.find((brand) => brand._id === created._id)!;
    expect(paree).toEqual({ _id: created._id, brandName: 'Paree', image: '', version: 1 });
    const logo = '/uploads/paree-logo.webp';
    const saved = await call('PUT', `/brands/${paree._id}`, admin, { brandName: 'Paree Dry Feel', image: logo, version: paree.version });
    expect(saved.json()).toEqual({ message: 'Brand saved', version: 2 });
    const shop = (await store.app.inject({ url: '/api/user/brand/getAllBrands' })).json().data as {
      _id: string;
      brandName: string;
      image: string;
    }[];
    expect(shop.find((brand) => brand._id === paree._id)).toMatchObject({ brandName: 'Paree Dry Feel', image: logo });
    // Another brand's name is refused, and so is a name past the limit.
    expect((await call('PUT', `/brands/${paree._id}`, admin, { brandName: 'Whisper', version: 2 })).statusCode).toBe(409);
    const long = await call('PUT', `/brands/${paree._id}`, admin, { brandName: 'P'.repeat(61), version: 2 });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Brand name must not exceed 60 characters']);
    // A branch manager runs a branch, not the catalog.
    const manager = await addStaffMember(store, admin, 'manager', [await branchIdOf(store, 'Bengaluru Central')]);
    expect((await call('GET', '/brands', manager.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/brands/${paree._id}`, manager.headers, { brandName: 'Mine', version: 2 })).statusCode).toBe(403);
  });

  it('refuses a duplicate brand and a product of an unknown brand', async () => {
    expect((await call('POST', '/brands', admin, { brandName: 'Whisper' })).statusCode).toBe(409);
    const bad = await call('POST', '/products', admin, {
      productName: 'X pads',
      brandId: '00000000-0000-4000-8000-000000000000',
      size: 'XL',
      price: 10,
      quantityInEachPack: 5,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('branches, pages and settings', () => {
  it('opens a branch for a range of pin codes, and customers there are served', async () => {
    const created = await call('POST', '/branches', admin, { name: 'Delhi Central' });
    expect(created.statusCode).toBe(201);
    const added = await call('POST', `/branches/${created.json()._id}/pincodes`, admin, { from: '110001', to: '110005' });
    expect(added.json().added).toBe(5);
    const served = (await store.app.inject({ url: '/api/user/serviceability?pinCode=110003' })).json();
    expect(served).toMatchObject({ served: true, branch: { name: 'Delhi Central' } });
    expect((await call('POST', `/branches/${created.json()._id}/pincodes`, admin, { from: '110010', to: '110001' })).statusCode).toBe(400);
    const branch = (await call('GET', '/branches', admin)).json().branches.find((b: { name: string }) => b.name === 'Delhi Central');
    expect((await call('PUT', `/branches/${created.json()._id}`, admin, { active: false, version: branch.version })).statusCode).toBe(200);
    const stale = await call('PUT', `/branches/${created.json()._id}`, admin, { name: 'Delhi Old', version: branch.version });
    expect(stale.statusCode).toBe(409);
    expect((await store.app.inject({ url: '/api/user/serviceability?pinCode=110003' })).json().message).toBe('Branch is not available.');
  });

  it('sanitises page HTML on save and refuses a stale edit', async () => {
    const { pages } = (await call('GET', '/content', admin)).json();
    const terms = pages.find((p: { key: string }) => p.key === 'terms');
    const saved = await call('PUT', '/content/terms', admin, {
      description: '<p>New terms</p><script>alert(1)</script>',
      version: terms.version,
    });
    expect(saved.json().description).toBe('<p>New terms</p>');
    expect((await call('PUT', '/content/terms', admin, { description: '<p>Old</p>', version: terms.version })).statusCode).toBe(409);
    expect((await store.app.inject({ url: '/api/settings/getTerms' })).json().data.description).toBe('<p>New terms</p>');
  });

  it('changes the emergency fee', async () => {
    const { emergencyFee } = (await call('GET', '/content', admin)).json();
    expect((await call('PUT', '/settings/emergency-fee', admin, { feeAmount: 59, version: emergencyFee.version })).statusCode).toBe(200);
    expect((await store.app.inject({ url: '/api/settings/getEmergencyFee' })).json()).toEqual({ data: { feeAmount: 59 } });
    expect((await call('PUT', '/settings/emergency-fee', admin, { feeAmount: -1, version: emergencyFee.version + 1 })).statusCode).toBe(
      400,
    );
  });
});
