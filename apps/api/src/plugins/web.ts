import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FirstViews } from './first-view.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app and uploaded pictures. Hashed assets are cached for a year; pages are
 * revalidated so a new release shows at once. Any other GET outside /api answers the app's shell, with
 * what its first screen needs (first-view.ts), so that the browser's router can show the page (or its
 * own not-found page).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDist: string; uploadsDir: string }) => {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });
  const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
  if (!hasWeb) {
    app.log.warn(`no built web app at ${options.webDist}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    // Pages, / included, are answered by the first-view renderer instead.
    index: false,
    // The build writes .br and .gz copies; the one the browser accepts is sent without compressing again.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  app.decorate('firstViews', new FirstViews(app, options.webDist));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the built web app is there to serve. */
    firstViews?: FirstViews;
  }
}
