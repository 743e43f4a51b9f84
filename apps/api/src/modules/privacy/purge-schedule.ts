import type { FastifyInstance } from 'fastify';
import { purgeExpired } from './account-deletion.js';

/** How often each instance purges expired codes and ended sessions (several instances doing it is harmless). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Purges a minute after start, then every hour, until the server closes. */
export function schedulePurge(app: FastifyInstance, everyMs = PURGE_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    purgeExpired(app.db).then(
      (purged) => {
        if (purged.codes || purged.sessions) app.log.info(purged, 'purged expired sign-in codes and sessions');
      },
      (error: unknown) => app.log.error({ err: error }, 'could not purge expired codes and sessions'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(
      function tick() {
        run();
        timer = setTimeout(tick, everyMs).unref();
      },
      Math.min(60_000, everyMs),
    ).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
