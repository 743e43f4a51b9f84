import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStoreProcess } from './test/store-process.js';

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the requests in flight, closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-shutdown-'));
    const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    try {
      const received = () => store.output().split('"msg":"incoming request"').length - 1;
      const before = received();
      const inFlight = Array.from({ length: 30 }, () =>
        fetch(`${store.url}/api/user/Product/getAllProducts?limit=50`).then((response) => response.status),
      );
      // Wait until the server has read every one of them: from then on they are in flight.
      while (received() < before + 30) await new Promise((resolve) => setTimeout(resolve, 1));
      const stopped = store.stop('SIGTERM');
      const statuses = await Promise.all(inFlight);
      await stopped;
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(store.child.exitCode).toBe(0);
      expect(store.output()).toContain('stopping: health answers 503');
      // Refused once stopped.
      expect(
        await fetch(`${store.url}/api/health`).then(
          () => 'answered',
          () => 'refused',
        ),
      ).toBe('refused');
    } finally {
      await store.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('under steady keep-alive traffic, answers health 503 at once, says Connection: close, resets no request and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-keepalive-'));
    const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    try {
      const outcomes: Outcome[] = [];
      let sigtermAt = Infinity;
      const deadline = Date.now() + 30_000;
      /** The clients that have had an answer: their next request goes on a connection kept alive. */
      const answered = new Set<number>();
      // Each connection's client sends its next request as soon as the last is answered, until the
      // listener refuses it; the first asks for health only, as a load balancer would.
      const clients = Array.from({ length: CONNECTIONS }, async (_, index) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          const outcome = await send(
            agent,
            store.url,
            index === 0 || n % 3 === 0 ? '/api/health' : '/api/user/Product/getAllProducts?limit=4',
          );
          outcomes.push(outcome);
          answered.add(index);
          if (outcome.error === 'ECONNREFUSED') return;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The traffic is steady once every connection has been answered at least once (on a loaded machine
      // the store's first answers once took longer than the 1.5 s above, and the stop met first requests).
      while (answered.size < CONNECTIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      sigtermAt = Date.now();
      const stopped = store.stop('SIGTERM');
      await Promise.all(clients);
      await stopped;
      expect(store.child.exitCode).toBe(0);

      const logged = (message: string) => {
        const line = store
          .output()
          .split('\n')
          .find((text) => text.includes(message));
        return Number((JSON.parse(line ?? '{}') as { time?: number }).time);
      };
      const stoppingAt = logged('stopping: health answers 503');
      const listenerClosedAt = logged('no longer accepting connections');
      expect(stoppingAt).toBeGreaterThanOrEqual(sigtermAt);
      expect(listenerClosedAt).toBeGreaterThanOrEqual(stoppingAt);

      // No request sent before the listener closed was cut off: each was answered. After it, new
      // connections are refused (nothing was sent on them), never reset.
      const sentBeforeClose = outcomes.filter((outcome) => outcome.sentAt < listenerClosedAt);
      expect(sentBeforeClose.filter((outcome) => outcome.error)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.error && outcome.error !== 'ECONNREFUSED')).toEqual([]);
      // Each connection's conversation went on through the stop: its next answer came, on the
      // connection kept alive from before, saying Connection: close; its client's next connection was
      // refused. Health said 503 in that answer; everything else was served.
      const closing = outcomes.filter((outcome) => outcome.connection === 'close');
      expect(closing).toHaveLength(CONNECTIONS);
      expect(closing.filter((outcome) => !outcome.reused)).toEqual([]);
      const health = closing.filter((outcome) => outcome.path === '/api/health');
      expect(health.length).toBeGreaterThan(0);
      expect(health.every((outcome) => outcome.status === 503)).toBe(true);
      expect(closing.filter((outcome) => outcome.path !== '/api/health').every((outcome) => outcome.status === 200)).toBe(true);
      const before = outcomes.filter((outcome) => !outcome.error && outcome.connection !== 'close');
      expect(before.filter((outcome) => outcome.status !== 200 || outcome.sentAt > stoppingAt)).toEqual([]);
      console.log(
        `keep-alive stop: ${outcomes.length} requests, ${closing.length} answered while stopping (${health.length} health 503), ` +
          `${outcomes.filter((outcome) => outcome.error === 'ECONNREFUSED').length} refused after the listener closed`,
      );
    } finally {
      agent.destroy();
      await store.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const CONNECTIONS = 8;

interface Outcome {
  path: string;
  sentAt: number;
  /** Whether the request went on a connection kept alive from an earlier one. */
  reused: boolean;
  status?: number;
  connection?: string;
  error?: string;
}

/** One GET on the agent's keep-alive connections; an error is an outcome too. */
function send(agent: http.Agent, base: string, target: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { path: target, sentAt: Date.now(), reused: false };
    const request = http.get(`${base}${target}`, { agent }, (response) => {
      outcome.reused = request.reusedSocket;
      outcome.status = response.statusCode;
      outcome.connection = response.headers.connection;
      response.resume();
      response.on('end', () => resolve(outcome));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      outcome.reused = request.reusedSocket;
      resolve({ ...outcome, error: error.code ?? error.message });
    });
  });
}
