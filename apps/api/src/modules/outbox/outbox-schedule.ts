import type { FastifyInstance } from 'fastify';
import type { ChannelSender, OutboxChannel } from './outbox-message.js';
import { OutboxWorker, type OutboxOutcome } from './outbox-worker.js';

/** How often each instance looks for messages due. */
export const OUTBOX_EVERY_MS = 5_000;

/**
 * Runs the outbox worker on a timer on every instance, from the moment the store is ready until it
 * closes (closing waits for the run under way, whose messages are then recorded).
 */
export function scheduleOutbox(
  app: FastifyInstance,
  senders: Partial<Record<OutboxChannel, ChannelSender>>,
  onOutcome?: (channel: OutboxChannel, outcome: OutboxOutcome) => void,
  everyMs = OUTBOX_EVERY_MS,
): OutboxWorker {
  const log = app.log.child({ component: 'outbox' });
  const worker = new OutboxWorker({ db: app.db, senders, log, onOutcome });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return;
    timer = setTimeout(function tick() {
      running = worker.drain().catch((error: unknown) => log.error({ err: error }, 'outbox: could not send the messages due'));
      void running.finally(() => {
        if (!closed) timer = setTimeout(tick, everyMs).unref();
      });
    }, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
  return worker;
}
