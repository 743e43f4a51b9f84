import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer, with a strict Content-Security-Policy: scripts only from the store
 * itself, no plugins, no framing. Styles allow inline attributes because React sets `style` on a few
 * elements (the carousel, the photo preview) and the toast library adds its stylesheet at run time.
 */
function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(securityHeaderOptions(app.config.production));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
