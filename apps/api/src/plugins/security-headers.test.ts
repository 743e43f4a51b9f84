import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../test/harness.js';
import { inlineScriptSources } from './security-headers.js';

const EARLY_SCRIPT = '(()=>{document.documentElement.setAttribute("data-early","1")})();';
const SHELL = `<!doctype html><html><head><title>Pad Store</title><script>${EARLY_SCRIPT}</script><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSources = (policy: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

describe("the shell's inline scripts in the Content-Security-Policy", () => {
  it('are the scripts written inside the shell, each by its hash; scripts from files and data blocks are not', () => {
    expect(inlineScriptSources(SHELL)).toEqual([sha256(EARLY_SCRIPT)]);
    expect(inlineScriptSources('<script type="application/json" id="first-answers">{}</script><script src="/a.js"></script>')).toEqual([]);
  });

  describe('as the store serves them', () => {
    let folder: string;
    let store: TestStore;
    beforeAll(async () => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
      writeFileSync(path.join(folder, 'index.html'), SHELL);
      store = await createTestStore({ webDist: folder });
    });
    afterAll(async () => {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('allow exactly the inline script of the built shell, on pages and API answers alike', async () => {
      for (const url of ['/', '/all-products', '/cart', '/api/health']) {
        const policy = (await store.app.inject({ url })).headers['content-security-policy'] as string;
        expect(scriptSources(policy), url).toEqual(["'self'", sha256(EARLY_SCRIPT)]);
      }
      const page = (await store.app.inject({ url: '/cart' })).body;
      expect(page).toContain(`<script>${EARLY_SCRIPT}</script>`);
    });
  });
});

describe('the service worker and the app manifest', () => {
  let folder: string;
  let store: TestStore;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
    writeFileSync(path.join(folder, 'index.html'), SHELL);
    writeFileSync(path.join(folder, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(folder, 'manifest.webmanifest'), '{"name":"Pad Store"}');
    store = await createTestStore({ webDist: folder });
  });
  afterAll(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('are allowed from the store itself only, and nothing else in the policy moves', async () => {
    const policy = (await store.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(' '))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives['worker-src']).toBe("'self'");
    expect(directives['manifest-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
  });

  it('serves the worker to be checked again on every visit, so a new release takes over, and the manifest as a manifest', async () => {
    const worker = await store.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await store.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});

describe('without a built web app', () => {
  it('allows scripts from the store itself only', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-web-'));
    const store = await createTestStore({ webDist: folder });
    try {
      const policy = (await store.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
      expect(scriptSources(policy)).toEqual(["'self'"]);
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the payment gateway's checkout in the Content-Security-Policy", () => {
  it('allows the configured checkout script, and the frame it opens, only when a gateway is set', async () => {
    const store = await createTestStore({
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4999/v1/checkout.js',
        RAZORPAY_URL: 'http://127.0.0.1:4998',
      },
    });
    try {
      const policy = (await store.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
      // The shell's inline script is there by its hash when the web app is built; the gateway adds its origin alone.
      expect(scriptSources(policy).filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'http://127.0.0.1:4999']);
      expect(policy).toContain('frame-src http://127.0.0.1:4999 http://127.0.0.1:4998');
      const options = await store.app.inject({ url: '/api/settings/payments' });
      expect(options.json()).toEqual({ payNow: true, provider: 'razorpay', checkoutUrl: 'http://127.0.0.1:4999/v1/checkout.js' });
    } finally {
      await store.close();
    }
    const plain = await createTestStore();
    try {
      const policy = (await plain.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
      expect(scriptSources(policy).filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(policy).not.toContain('frame-src');
      expect((await plain.app.inject({ url: '/api/settings/payments' })).json()).toEqual({
        payNow: false,
        provider: null,
        checkoutUrl: null,
      });
    } finally {
      await plain.close();
    }
  });
});
