import { mkdirSync } from 'node:fs';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@padstore/domain';
import type { Config } from './config.js';
import { pushSettingsRoutes, pushSubscriptionRoutes } from './modules/push/push-routes.js';
import { createPushSender } from './modules/push/push-sender.js';
import { orderRulesOf, type OrderRules } from './lib/order-rules.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { loggerOptions } from './lib/log-privacy.js';
import { declaredFieldsPlugin } from './plugins/declared-fields.js';
import { MemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { RedisRateLimiter } from './lib/redis-rate-limiter.js';
import { authPlugin } from './plugins/auth.js';
import { answerFrameworkError, clientErrorHandler, errorsPlugin } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { devRoutes } from './modules/auth/dev-routes.js';
import { openingRoutes } from './modules/opening/opening-routes.js';
import { ConsoleSmsProvider } from './modules/sms/console-sms-provider.js';
import { createSmsProvider } from './modules/sms/create-sms-provider.js';
import type { SmsProvider } from './modules/sms/sms-provider.js';
import { cartRoutes } from './modules/cart/cart-routes.js';
import { contentRoutes } from './modules/content/content-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { reviewsRoutes } from './modules/reviews/reviews-routes.js';
import { ordersRoutes } from './modules/orders/orders-routes.js';
import { offersRoutes } from './modules/offers/offers-routes.js';
import { serviceabilityRoutes } from './modules/branches/serviceability-routes.js';
import { adminRoutes } from './modules/admin/admin-routes.js';
import { staffAccessPlugin } from './modules/staff/staff-access-plugin.js';
import { idempotentWritesPlugin } from './modules/staff/idempotent-writes-plugin.js';
import { staffRoutes } from './modules/staff/staff-routes.js';
import { floorRoutes } from './modules/floor/floor-routes.js';
import { riderRoutes } from './modules/rider/rider-routes.js';
import { upiSettingsRoutes } from './modules/cash/upi-settings-routes.js';
import { cashRoutes } from './modules/cash/cash-routes.js';
import { stockRoutes } from './modules/stock/stock-routes.js';
import { reorderRoutes } from './modules/reorder/reorder-routes.js';
import { promiseKeptRoutes } from './modules/floor/promise-kept-routes.js';
import { announceStaffChange, syncEnvironmentOwners } from './modules/staff/staff-service.js';
import { geoRoutes } from './modules/geo/geo-routes.js';
import { privacyRoutes } from './modules/privacy/privacy-routes.js';
import { sellerRoutes } from './modules/seller/seller-routes.js';
import { billRoutes } from './modules/bills/bill-routes.js';
import { complaintsRoutes } from './modules/complaints/complaints-routes.js';
import { schedulePurge } from './modules/privacy/purge-schedule.js';
import { ReverseGeocoder } from './modules/geo/geo-service.js';
import { LocalChangeFeed, type Change, type ChangeFeed } from './lib/change-feed.js';
import { RESPONSE_CACHE_TTL_MS, ResponseCache } from './lib/response-cache.js';
import { WEB_DIST } from './paths.js';
import { metricsRoutes } from './modules/monitoring/metrics-routes.js';
import { repeatsConsoleRoutes, repeatsRoutes } from './modules/repeats/repeats-routes.js';
import { repeatsDevRoutes } from './modules/repeats/repeats-dev-routes.js';
import { RepeatScheduler } from './modules/repeats/repeat-scheduler.js';
import { OnlinePayments } from './modules/payments/online-payments.js';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.js';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/payments-routes.js';
import { schedulePayments } from './modules/payments/payments-schedule.js';
import { reconciliationRoutes } from './modules/payments/reconciliation-routes.js';
import { reconciliationCounts } from './modules/payments/reconciliation-service.js';
import { scheduleOutbox } from './modules/outbox/outbox-schedule.js';
import type { OutboxWorker } from './modules/outbox/outbox-worker.js';
import type { ChannelSender, OutboxChannel } from './modules/outbox/outbox-message.js';
import { createWhatsappSender } from './modules/outbox/whatsapp-sender.js';
import { notificationSettingsRoutes } from './modules/outbox/notification-settings-routes.js';
import { StoreMetrics } from './modules/monitoring/store-metrics.js';
import { SearchVocabulary } from './modules/catalog/search-vocabulary.js';
import { VisibleCatalog } from './modules/catalog/visible-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Announces writes to every instance, so that what each keeps in memory is dropped. */
    changes: ChangeFeed;
    /** Catalog answers and customers' carts kept serialised in memory. */
    responseCache: ResponseCache;
    /** The synonym table, size names and words search reads, kept in memory between searches. */
    searchVocabulary: SearchVocabulary;
    /** The visible products with their stock, kept in memory for listings and search. */
    visibleCatalog: VisibleCatalog;
    /** Counts hits for the rate limits (shared through Redis when it is set): sign-in codes, picture uploads. */
    limiter: RateLimiter;
    /**
     * Set on SIGTERM: health answers 503 so that load balancers stop sending, and every answer says
     * `Connection: close` so that clients stop reusing their connections.
     */
    stopping: boolean;
    /** The store's Prometheus metrics, kept only when METRICS_TOKEN is set. */
    metrics: StoreMetrics | undefined;
    /** Repeat orders' reminders and placing (issue 33); open-store.ts runs it on a timer. */
    repeats: RepeatScheduler;
    /** The keys of her phone and door (keyed hashes) and the limits of what one customer may hold. */
    orderRules: OrderRules;
    /** Paying now through the gateway PAYMENT_PROVIDER chooses (issue 47); without one, orders are paid on delivery. */
    payments: OnlinePayments | undefined;
    /** Sends the outbox's messages (issue 48); every instance runs it on a timer (OUTBOX_EVERY_MS). */
    outbox: OutboxWorker;
  }
  interface FastifyContextConfig {
    /**
     * Declared by the routes whose writes change what the catalog shows (products, prices, stock, content):
     * their answer announces a catalog change, so every copy of a catalog answer is dropped. `'stock'`
     * for the routes that change only the stock (orders, cancels): the products and words kept stay.
     */
    changesCatalog?: boolean | 'stock';
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
  /** The outbox's senders by channel, over those the configuration makes (WhatsApp from WHATSAPP_PROVIDER). */
  outboxSenders?: Partial<Record<OutboxChannel, ChannelSender>>;
}

/** Builds the store's HTTP server: external plugins, then the store's plugins, then its modules. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // Off unless set: request.ip is then the socket's address. With the proxies' addresses, it is the
    // address the nearest trusted proxy saw its client at, which that client cannot write itself.
    trustProxy: config.trustProxy,
    // Errors found before a route is: a broken percent-encoding, a path parameter over the limit, and
    // those of Node's HTTP parser (headers too large): the store's own shape, never the request echoed.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler,
    // While stopping, requests on connections already open are served (with Connection: close), not
    // refused: health alone says 503, so that a load balancer moves the next ones elsewhere.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('stopping', false);
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.stopping) reply.header('connection', 'close');
    done();
  });
  const changes = options.changes ?? new LocalChangeFeed();
  app.decorate('changes', changes);
  app.decorate('responseCache', new ResponseCache(changes));
  app.decorate('searchVocabulary', new SearchVocabulary(database.db, changes));
  app.decorate('visibleCatalog', new VisibleCatalog(database.db, changes, RESPONSE_CACHE_TTL_MS));
  // Announced before the answer to a write leaves, so the writer's next read is fresh on any instance.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    const changed: Change[] = [];
    const catalogChange = request.routeOptions.config.changesCatalog;
    if (reply.statusCode < 400 && catalogChange) changed.push({ kind: catalogChange === 'stock' ? 'stock' : 'catalog' });
    if (request.user) changed.push({ kind: 'customer', userId: request.user.id });
    // The write itself is done: should the announcement fail, the answer still goes out, and the other
    // instances' copies run out with their time limits.
    changes.publish(...changed).then(
      () => done(null, payload),
      (error: unknown) => {
        // While the database is away the request itself was refused with 503, and said so in the log.
        if (!isDatabaseUnavailable(error)) request.log.error({ err: error }, 'could not announce a change to the other instances');
        done(null, payload);
      },
    );
  });

  const sms = options.sms ?? createSmsProvider(config.sms, app.log.child({ component: 'sms' }));
  // Only a store with METRICS_TOKEN keeps metrics: without one, its answers pay nothing for them.
  const metrics = config.metricsToken
    ? new StoreMetrics({ db: database.db, engine: database.engine, pool: database.pool, smsProvider: sms.name })
    : undefined;
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeAnswer(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  // With REDIS_URL the limits are shared by every instance; without it each process keeps its own.
  const limiter: RateLimiter =
    options.limiter ??
    (config.redisUrl ? await RedisRateLimiter.connect(config.redisUrl, app.log.child({ component: 'redis' })) : new MemoryRateLimiter());
  if (!options.limiter && limiter.close) app.addHook('onClose', () => limiter.close?.());
  app.decorate('limiter', limiter);
  const orderRules = orderRulesOf(config);
  app.decorate('orderRules', orderRules);
  app.decorate(
    'repeats',
    new RepeatScheduler({ db: database.db, sms, log: app.log.child({ component: 'repeats' }), changes, rules: orderRules }),
  );
  // The scheduler's timer is started by server.ts once the store listens; closing stops it and waits for its run.
  app.addHook('onClose', () => app.repeats.stop());
  const gateway = createPaymentGateway(config.payments);
  app.decorate('payments', gateway ? new OnlinePayments(database.db, gateway, config.payments.timeLimitMinutes) : undefined);
  if (gateway) schedulePayments(app, gateway);
  metrics?.watchPayments(() => reconciliationCounts(database.db));
  const senders: Partial<Record<OutboxChannel, ChannelSender>> = {
    ...(config.whatsapp ? { whatsapp: createWhatsappSender(config.whatsapp) } : {}),
    // Notifications on her phone (decision record 032): with the VAPID keys only.
    ...(config.push ? { push: createPushSender({ vapid: config.push, log: app.log.child({ component: 'push' }) }) } : {}),
    ...options.outboxSenders,
  };
  app.decorate('outbox', scheduleOutbox(app, senders, metrics?.outboxTried, config.outboxEveryMs));
  const deps = {
    db: database.db,
    sms,
    shopDomain: config.publicUrl ? new URL(config.publicUrl).hostname : undefined,
    limiter,
    sendsPerIpPer10Min: config.otpSendsPerIpPer10Min,
    wrongTriesPerIpPerHour: config.otpWrongTriesPerIpPerHour,
    changes,
    smsSent: metrics?.smsSent,
  };

  // First: a parameter or header the route does not take is refused before anything else reads it.
  await app.register(declaredFieldsPlugin);
  await app.register(securityHeadersPlugin, { webDist: options.webDist ?? WEB_DIST });
  await app.register(openApiPlugin);
  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(authPlugin);
  await app.register(staffAccessPlugin);
  await app.register(idempotentWritesPlugin);
  // ADMIN_PHONES are the owners the environment guarantees; one taken out of it is no longer staff.
  const ownersChanged = await syncEnvironmentOwners(database.db, config.adminPhones);
  await announceStaffChange(database.db, changes, ownersChanged).catch((error: unknown) =>
    // Their sessions are revoked in the database; other instances' copies run out with their time limit.
    app.log.error({ err: error }, 'could not announce the owners of ADMIN_PHONES to the other instances'),
  );
  schedulePurge(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { limiter, stopping: () => app.stopping });
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes);
      await api.register(privacyRoutes, { deps });
      await api.register(contentRoutes);
      await api.register(sellerRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewsRoutes);
      await api.register(cartRoutes);
      await api.register(notificationsRoutes);
      await api.register(notificationSettingsRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(repeatsRoutes);
      await api.register(pushSettingsRoutes);
      await api.register(pushSubscriptionRoutes);
      await api.register(offersRoutes);
      await api.register(billRoutes);
      await api.register(complaintsRoutes);
      await api.register(serviceabilityRoutes);
      await api.register(geoRoutes, { geocoder: new ReverseGeocoder(config.geocoderUrl) });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(staffRoutes, { prefix: '/admin' });
      await api.register(floorRoutes, { prefix: '/admin' });
      await api.register(riderRoutes, { prefix: '/admin' });
      await api.register(upiSettingsRoutes, { prefix: '/admin' });
      await api.register(cashRoutes, { prefix: '/admin' });
      await api.register(stockRoutes, { prefix: '/admin' });
      await api.register(reorderRoutes, { prefix: '/admin' });
      await api.register(promiseKeptRoutes, { prefix: '/admin' });
      await api.register(repeatsConsoleRoutes, { prefix: '/admin' });
      await api.register(reconciliationRoutes, { prefix: '/admin' });
      await api.register(openingRoutes, { prefix: '/admin', deps });
      if (!config.production && sms instanceof ConsoleSmsProvider) {
        await api.register(devRoutes, { sms });
        await api.register(repeatsDevRoutes, { scheduler: app.repeats });
      }
    },
    { prefix: '/api' },
  );
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });

  const { uploadsDir } = config;
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

/** How long a stopping store waits for its open connections to end by themselves before closing idle ones. */
export const STOP_GRACE_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (server: net.Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * Stops without dropping a request. At once: health answers 503, the listener closes (a new connection
 * is refused, which any client or proxy may safely try elsewhere), and every answer says
 * `Connection: close`, so that a client in a keep-alive conversation hears that it ends instead of
 * having it cut under a request it is sending. The connections left end after their next answer; once
 * they have (a second at most), those still idle are closed, the requests in flight finish, and the
 * store closes.
 */
export async function stopServing(app: FastifyInstance, graceMs = STOP_GRACE_MS): Promise<void> {
  app.stopping = true;
  // The listener alone: Node's server.close() would also cut every connection idle at this instant,
  // among them those whose next request is on its way.
  net.Server.prototype.close.call(app.server);
  app.log.info('no longer accepting connections: open ones close after their next answer');
  const until = Date.now() + graceMs;
  while (Date.now() < until && (await openConnections(app.server)) > 0) await pause(20);
  await app.close();
}
