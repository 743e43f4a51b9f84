import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

/**
 * The same contract for both limiters. The Redis one runs where TEST_REDIS_URL names a server (CI sets
 * it to the machine's Redis); both instances share its counts, as several store instances would.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const opened: RedisRateLimiter[] = [];
afterAll(() => Promise.all(opened.map((limiter) => limiter.close())));

const kinds: [string, () => Promise<[RateLimiter, RateLimiter]>][] = [
  [
    'in-process',
    async () => {
      const shared = new MemoryRateLimiter();
      return [shared, shared];
    },
  ],
];
if (redisUrl) {
  kinds.push([
    'Redis, shared by two instances',
    async () => {
      const pair = await Promise.all([RedisRateLimiter.connect(redisUrl), RedisRateLimiter.connect(redisUrl)]);
      opened.push(...pair);
      return pair;
    },
  ]);
}

describe.each(kinds)('rate limiter (%s)', (_kind, open) => {
  it('allows the limit, then refuses with the time left in the window', async () => {
    const [first, second] = await open();
    const key = `test:${randomBytes(6).toString('hex')}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await (i % 2 ? second : first).hit(key, 3, 60_000));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBeGreaterThan(50);
    expect(answers[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('takes a hit back with undo, within the window', async () => {
    const [first, second] = await open();
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await second.hit(key, 2, 60_000)).allowed).toBe(true);
    await second.undo(key);
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(false);
    // Nothing to take back from a key never hit.
    await first.undo(`test:${randomBytes(6).toString('hex')}`);
  });

  it('starts a new window when the old one ends', async () => {
    const [limiter] = await open();
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect((await limiter.hit(key, 1, 100)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, 100)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await limiter.hit(key, 1, 100)).allowed).toBe(true);
  });
});

describe('rate limiter on a Redis that cannot be reached', () => {
  it('counts in this process at once, says so once in the log, and reports Redis down', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message), info: () => undefined };
    // Nothing listens on port 1.
    const limiter = await RedisRateLimiter.connect('redis://127.0.0.1:1', log);
    opened.push(limiter);
    const key = `test:${randomBytes(6).toString('hex')}`;
    const began = performance.now();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await limiter.hit(key, 3, 60_000)).allowed);
    await limiter.undo(key);
    expect(performance.now() - began).toBeLessThan(200);
    expect(answers).toEqual([true, true, true, false]);
    expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(false);
    expect(await limiter.status()).toBe('down');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis cannot be reached/);
  });
});
