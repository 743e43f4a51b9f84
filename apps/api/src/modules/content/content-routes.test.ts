import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@padstore/domain';
import { pages } from '../../db/schema.js';
import { createCustomer, createTestStore, newPhone, type TestStore } from '../../test/harness.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const get = (url: string, headers?: Record<string, string>) => store.app.inject({ url, headers });

describe('static pages', () => {
  it('serves the about page with its images, and privacy and terms', async () => {
    const about = (await get('/api/settings/getAboutUs')).json();
    expect(about.data.description).toContain('<h2>');
    expect(about.data.images.length).toBeGreaterThan(0);
    expect((await get('/api/settings/getPrivacy')).json().data.description).toContain('never sell');
    expect((await get('/api/settings/getTerms')).json().data.description).toContain('paid on delivery, in cash or by UPI');
  });

  it('strips scripts and event handlers from page HTML', async () => {
    await store.database.db
      .update(pages)
      .set({ description: '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' })
      .where(eq(pages.key, 'terms'));
    const { description } = (await get('/api/settings/getTerms')).json().data;
    expect(description).toContain('<p>Hi');
    expect(description).not.toMatch(/script|onclick|onerror/);
  });

  it('answers the contact title with the support email', async () => {
    const contact = (await get('/api/user/getContactUs')).json();
    expect(contact.email).toBe(SUPPORT_EMAIL);
    expect(contact.title.length).toBeGreaterThan(0);
  });
});

describe('home content', () => {
  it('lists the five banners by position and the four testimonials', async () => {
    const { banners } = (await get('/api/user/banner/getAllBanners')).json();
    expect(banners.map((banner: { position: number }) => banner.position)).toEqual([0, 1, 2, 3, 4]);
    const { testimonials } = (await get('/api/testimonial/getAllTestimonials')).json();
    expect(testimonials).toHaveLength(4);
    expect(testimonials[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
      feedback: expect.any(String),
      role: expect.any(String),
    });
  });

  it('answers the emergency fee in rupees', async () => {
    expect((await get('/api/settings/getEmergencyFee')).json()).toEqual({ data: { feeAmount: 49 } });
  });
});

describe('top bar badges', () => {
  it('counts an empty cart and no unread notifications for a new customer', async () => {
    const customer = await createCustomer(store);
    expect((await get('/api/user/getCartItemCount', customer.headers)).json()).toEqual({ count: 0 });
    expect((await get('/api/user/notification/getNotificationCount', customer.headers)).json()).toEqual({ count: 0 });
    expect((await get('/api/user/getCartItemCount')).statusCode).toBe(401);
  });
});

describe('health and documentation', () => {
  it('answers health once the database is ready', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('documents every API route in the OpenAPI JSON', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ['/api/user/register', '/api/user/login', '/api/user/verify-otp', '/api/user/getUser', '/api/settings/getTerms']) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/api/user/register'].post.requestBody).toBeDefined();
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await get('/api/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await get('/api/health');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a failure without internals', async () => {
    const response = await get('/api/user/Product/getProductById/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts|stack|select |drizzle/i);
  });
});

describe('the content in her language (issue 50)', () => {
  const adminPhone = newPhone();
  let hindiStore: TestStore;
  let admin: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    hindiStore = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
    admin = await createCustomer(hindiStore, { phoneNumber: Number(adminPhone) });
  });
  afterAll(() => hindiStore.close());

  const read = (url: string, language: 'en' | 'hi') =>
    hindiStore.app.inject({ url, headers: { 'accept-language': language === 'hi' ? 'hi-IN,hi;q=0.9' : 'en-IN' } }).then((answer) => {
      expect(answer.statusCode).toBe(200);
      return answer.json();
    });
  const devanagari = /[\u0900-\u097f]/;

  it('says the demo shop’s pages, help line, testimonials and banners in Hindi to a Hindi reader, in English to others', async () => {
    for (const url of ['/api/settings/getAboutUs', '/api/settings/getPrivacy', '/api/settings/getTerms']) {
      expect((await read(url, 'hi')).data.description, url).toMatch(devanagari);
      expect((await read(url, 'en')).data.description, url).not.toMatch(devanagari);
    }
    expect((await read('/api/user/getContactUs', 'hi')).title).toBe('हम हर दिन सुबह 8 बजे से रात 10 बजे तक आपकी मदद के लिए हैं');
    expect((await read('/api/user/getContactUs', 'en')).title).toBe('We are here to help, every day from 8 AM to 10 PM');
    const hindi = (await read('/api/testimonial/getAllTestimonials', 'hi')).testimonials;
    const english = (await read('/api/testimonial/getAllTestimonials', 'en')).testimonials;
    expect(hindi.map((entry: { name: string }) => entry.name)).toEqual(english.map((entry: { name: string }) => entry.name));
    for (const entry of hindi) expect(`${entry.feedback} ${entry.role}`).toMatch(devanagari);
    for (const entry of english) expect(`${entry.feedback} ${entry.role}`).not.toMatch(devanagari);
    const banners = (language: 'en' | 'hi') =>
      read('/api/user/banner/getAllBanners', language).then((answer) => answer.banners.map((banner: { image: string }) => banner.image));
    expect(await banners('hi')).toEqual([0, 1, 2, 3, 4].map((position) => `/demo/banners/banner-${position}-hi.webp`));
    expect(await banners('en')).toEqual([0, 1, 2, 3, 4].map((position) => `/demo/banners/banner-${position}.webp`));
  });

  it('takes the Hindi of a page, a banner and a testimonial from the console, and says the English where none is given', async () => {
    const staffCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      hindiStore.app.inject({ method, url: `/api/admin${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
    const content = (await staffCall('GET', '/content')).json();
    const shipping = content.pages.find((page: { key: string }) => page.key === 'shipping');
    const saved = await staffCall('PUT', '/content/shipping', {
      version: shipping.version,
      title: 'Shipping',
      description: '<p>We ship fast.</p>',
      titleHi: 'डिलीवरी',
      descriptionHi: '<p onclick="x()">हम जल्दी पहुँचाते हैं।<script>alert(1)</script></p>',
    });
    expect(saved.statusCode).toBe(200);
    const hindiPage = (await read('/api/settings/getShipping', 'hi')).data;
    expect(hindiPage).toEqual({ title: 'डिलीवरी', description: '<p>हम जल्दी पहुँचाते हैं।</p>' });
    expect((await read('/api/settings/getShipping', 'en')).data.title).toBe('Shipping');
    const again = (await staffCall('GET', '/content')).json().pages.find((page: { key: string }) => page.key === 'shipping');
    expect(again).toMatchObject({ titleHi: 'डिलीवरी', descriptionHi: '<p>हम जल्दी पहुँचाते हैं।</p>' });

    // A page without Hindi says its English to a Hindi reader.
    const returns = content.pages.find((page: { key: string }) => page.key === 'returns');
    expect(returns.titleHi).toBe('');
    expect((await read('/api/settings/getReturns', 'hi')).data.title).toBe((await read('/api/settings/getReturns', 'en')).data.title);

    const banner = await staffCall('POST', '/banners', { image: '/uploads/sale.webp', imageHi: '/uploads/sale-hi.webp', position: 4 });
    expect(banner.statusCode).toBe(201);
    const plain = await staffCall('POST', '/banners', { image: '/uploads/plain.webp', position: 4 });
    expect(plain.statusCode).toBe(201);
    const images = (language: 'en' | 'hi') =>
      read('/api/user/banner/getAllBanners', language).then((answer) => answer.banners.map((entry: { image: string }) => entry.image));
    expect(await images('hi')).toEqual(expect.arrayContaining(['/uploads/sale-hi.webp', '/uploads/plain.webp']));
    expect(await images('en')).toEqual(expect.arrayContaining(['/uploads/sale.webp', '/uploads/plain.webp']));
    const listed = (await staffCall('GET', '/banners')).json().banners.find((entry: { _id: string }) => entry._id === banner.json()._id);
    expect(listed.imageHi).toBe('/uploads/sale-hi.webp');
    // Its Hindi picture taken away: Hindi readers see the English one.
    const cleared = await staffCall('PUT', `/banners/${listed._id}`, { imageHi: '', version: listed.version });
    expect(cleared.statusCode).toBe(200);
    expect(await images('hi')).toContain('/uploads/sale.webp');

    const testimonial = await staffCall('POST', '/testimonials', {
      name: 'Rekha',
      role: 'Nurse, Pune',
      feedback: 'Came in half an hour.',
      roleHi: 'नर्स, पुणे',
      feedbackHi: 'आधे घंटे में आ गया।',
    });
    expect(testimonial.statusCode).toBe(201);
    await staffCall('POST', '/testimonials', { name: 'Sunita', feedback: 'Only in English.' });
    const said = (await read('/api/testimonial/getAllTestimonials', 'hi')).testimonials;
    expect(said.find((entry: { name: string }) => entry.name === 'Rekha')).toMatchObject({ role: 'नर्स, पुणे', feedback: 'आधे घंटे में आ गया।' });
    expect(said.find((entry: { name: string }) => entry.name === 'Sunita')).toMatchObject({ feedback: 'Only in English.' });
  });
});
