import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { createTestStore, newPhone } from '../../test/harness.js';

describe('GET /api/health', () => {
  it('answers 200 with the database up while the store can serve', async () => {
    const store = await createTestStore();
    try {
      const response = await store.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await store.close();
    }
  });

  it('answers 503 once the store is stopping, and every answer then says Connection: close', async () => {
    const store = await createTestStore();
    try {
      store.app.stopping = true;
      const response = await store.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'up', stopping: true });
      expect(response.headers.connection).toBe('close');
      const page = await store.app.inject({ url: '/api/user/Product/getAllProducts' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
    } finally {
      await store.close();
    }
  });
});

describe('the database going away', () => {
  it('makes health and every request that needs it answer 503 with Retry-After, never 500', async () => {
    const store = await createTestStore();
    let closed = false;
    try {
      await store.database.close();
      closed = true;
      const health = await store.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(health.headers['retry-after']).toBe('5');
      for (const request of [
        { method: 'POST' as const, url: '/api/user/login', payload: { phoneNumber: Number(newPhone()) } },
        { method: 'GET' as const, url: `/api/user/Product/getProductById/${randomUUID()}` },
        { method: 'GET' as const, url: '/api/user/getUser', headers: { authorization: `Bearer ${'a'.repeat(43)}` } },
      ]) {
        const response = await store.app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.json()).toEqual({ message: MESSAGES.unavailable });
        expect(response.headers['retry-after']).toBe('5');
      }
    } finally {
      if (closed) store.database.close = async () => undefined;
      await store.close();
    }
  });
});
