import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@padstore/domain';
import { pages } from '../../db/schema.js';
import { createCustomer, createTestStore, type TestStore } from '../../test/harness.js';

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
