import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/**
 * The scripts written inside the web app's shell (index.html: the page's first script, which keeps taps
 * made before the app runs), as Content-Security-Policy sources: each allowed by its sha256, so that no
 * other inline script can run.
 */
export function inlineScriptSources(shell: string): string[] {
  return [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** What the payment gateway's checkout loads into the page: its script, and the frames it opens and calls. */
interface PaymentSources {
  scripts: string[];
  frames: string[];
}

function paymentSources(payments: Config['payments']): PaymentSources {
  const gateway = payments.provider === 'razorpay' ? payments.razorpay : payments.provider === 'cashfree' ? payments.cashfree : undefined;
  if (!gateway) return { scripts: [], frames: [] };
  const origins = [new URL(gateway.checkoutUrl).origin, new URL(gateway.url).origin];
  return { scripts: [new URL(gateway.checkoutUrl).origin], frames: [...new Set(origins)] };
}

/**
 * Security headers on every answer, with a strict Content-Security-Policy: scripts, the service worker
 * and the app manifest only from the store itself (and the shell's own inline script), no plugins, no framing. Styles allow inline attributes because React sets `style` on a few
 * elements (the carousel, the photo preview) and the toast library adds its stylesheet at run time.
 */
function securityHeaderOptions(production: boolean, inlineScripts: string[], payment: PaymentSources): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The payment gateway's checkout (PAYMENT_PROVIDER): its script, the frame it opens and what it calls.
        scriptSrc: ["'self'", ...inlineScripts, ...payment.scripts],
        ...(payment.frames.length > 0 ? { frameSrc: payment.frames } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...payment.frames],
        // The service worker (/sw.js) and the web app manifest, from the store itself (decision record 022).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet would set, worked out once: they are the same on every answer. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// @fastify/helmet rebuilds helmet's middleware on every request, which cost a tenth of a cached
// catalog answer; the headers do not vary, so they are computed at start-up and copied onto each reply.
// The shell's inline scripts are read from the built web app once, at start-up.
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { webDist?: string }) => {
  const shell = options.webDist ? path.join(options.webDist, 'index.html') : undefined;
  const inlineScripts = shell && existsSync(shell) ? inlineScriptSources(readFileSync(shell, 'utf8')) : [];
  const headers = securityHeaders(securityHeaderOptions(app.config.production, inlineScripts, paymentSources(app.config.payments)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
