import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswerSchema, MESSAGES } from '@padstore/domain';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { requestSerializer } from './lib/log-privacy.js';
import { MemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { devRoutes } from './modules/auth/dev-routes.js';
import { ConsoleSmsProvider, createSmsProvider, type SmsProvider } from './modules/auth/sms.js';
import { cartRoutes } from './modules/cart/cart-routes.js';
import { contentRoutes } from './modules/content/content-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { reviewsRoutes } from './modules/reviews/reviews-routes.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { serviceabilityRoutes } from './modules/branches/serviceability-routes.js';
import { adminRoutes } from './modules/admin/admin-routes.js';
import { geoRoutes } from './modules/geo/geo-routes.js';
import { ReverseGeocoder } from './modules/geo/geo-service.js';
import { LocalChangeFeed, type Change, type ChangeFeed } from './lib/change-feed.js';
import { ResponseCache } from './lib/response-cache.js';
import { WEB_DIST } from './paths.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Announces writes to every instance, so that what each keeps in memory is dropped. */
    changes: ChangeFeed;
    /** Catalog answers and customers' carts kept serialised in memory. */
    responseCache: ResponseCache;
  }
  interface FastifyContextConfig {
    /**
     * Declared by the routes whose writes change what the catalog shows (products, prices, stock, content):
     * their answer announces a catalog change, so every copy of a catalog answer is dropped.
     */
    changesCatalog?: boolean;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  sms?: SmsProvider;
  limiter?: RateLimiter;
  /** How writes reach the other instances; a single process by default. */
  changes?: ChangeFeed;
  /** Pino logger options; false for silence (tests). */
  logger?: boolean | object;
  webDist?: string;
}

/** Builds the store's HTTP server: external plugins, then the store's plugins, then its modules. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: requestSerializer } },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  const changes = options.changes ?? new LocalChangeFeed();
  app.decorate('changes', changes);
  app.decorate('responseCache', new ResponseCache(changes));
  // Announced before the answer to a write leaves, so the writer's next read is fresh on any instance.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    const changed: Change[] = [];
    if (reply.statusCode < 400 && request.routeOptions.config.changesCatalog) changed.push({ kind: 'catalog' });
    if (request.user) changed.push({ kind: 'customer', userId: request.user.id });
    // The write itself is done: should the announcement fail, the answer still goes out, and the other
    // instances' copies run out with their time limits.
    changes.publish(...changed).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, 'could not announce a change to the other instances');
        done(null, payload);
      },
    );
  });

  const sms = options.sms ?? createSmsProvider(config);
  const limiter = options.limiter ?? new MemoryRateLimiter();
  const deps = {
    db: database.db,
    sms,
    limiter,
    sendsPerIpPer10Min: config.otpSendsPerIpPer10Min,
    adminPhones: config.adminPhones,
    changes,
  };

  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['Health'],
            summary: 'Answers once the database is ready',
            response: { 200: healthAnswerSchema },
          },
        },
        async () => ({ status: 'ok' as const }),
      );
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes);
      await api.register(contentRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewsRoutes);
      await api.register(cartRoutes);
      await api.register(notificationsRoutes);
      await api.register(ordersRoutes);
      await api.register(serviceabilityRoutes);
      await api.register(geoRoutes, { geocoder: new ReverseGeocoder(config.geocoderUrl) });
      await api.register(adminRoutes, { prefix: '/admin' });
      if (!config.production && sms instanceof ConsoleSmsProvider) await api.register(devRoutes, { sms });
    },
    { prefix: '/api' },
  );

  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(webPlugin, { webDist: options.webDist ?? WEB_DIST, uploadsDir });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (isPage && app.firstViews) return app.firstViews.send(request, reply);
    return reply.status(404).send({ message: MESSAGES.notFound });
  });

  return app;
}
