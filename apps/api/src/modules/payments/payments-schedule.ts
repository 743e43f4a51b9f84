import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './payment-gateway.js';
import { releaseUnpaidOrders, sendPendingRefunds } from './payments-service.js';

/** How often the store releases unpaid orders and sends the refunds the gateway has not yet taken. */
export const PAYMENTS_EVERY_MS = 30_000;

/**
 * Runs the payments' own work on a timer, on every instance: releasing an order and sending a refund
 * are each safe to do twice (the order's row is locked and checked; a refund carries its idempotency key).
 */
export function schedulePayments(app: FastifyInstance, gateway: PaymentGateway, everyMs = PAYMENTS_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const log = app.log.child({ component: 'payments' });
  const run = async () => {
    const released = await releaseUnpaidOrders(app.db, app.config.payments.timeLimitMinutes, new Date(), { gateway, log });
    if (released) log.info({ released }, 'released orders not paid in time');
    await sendPendingRefunds(app.db, gateway, log);
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      running = run().catch((error: unknown) => log.error({ err: error }, 'could not release unpaid orders or send refunds'));
      timer = setTimeout(tick, everyMs).unref();
    }, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
}
