import { createClient } from 'redis';
import type { RateLimiter } from './rate-limiter.js';

const createRedis = (url: string) =>
  createClient({ url, socket: { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) } });
type Client = ReturnType<typeof createRedis>;

/**
 * Rate limits kept in Redis, so that every instance of the store counts the same hits: one counter per
 * key and window, created with its expiry on the first hit.
 */
export class RedisRateLimiter implements RateLimiter {
  private constructor(private readonly client: Client) {}

  static async connect(url: string): Promise<RedisRateLimiter> {
    const client = createRedis(url);
    // A lost connection is retried by the client; the error is not fatal to the process.
    client.on('error', () => undefined);
    await client.connect();
    return new RedisRateLimiter(client);
  }

  async hit(key: string, limit: number, windowMs: number) {
    const name = `padstore:rate:${key}`;
    const [count, , ttl] = (await this.client.multi().incr(name).pExpire(name, windowMs, 'NX').pTTL(name).exec()) as unknown as [
      number,
      number,
      number,
    ];
    return { allowed: Number(count) <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
