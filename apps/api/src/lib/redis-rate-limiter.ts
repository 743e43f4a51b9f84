import { createClient } from 'redis';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter.js';

/** The longest any Redis command may take before the limits are counted in this process instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** After a command failed or timed out, Redis is left alone this long (a server that hangs costs one wait). */
const RETRY_REDIS_AFTER_MS = 5000;
/** How long start-up waits for Redis before starting without it. */
const CONNECT_WAIT_MS = 2000;

/** One round trip: count the hit, start the window's expiry on its first hit, answer the count and time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const UNDO_SCRIPT = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

const createRedis = (url: string) =>
  createClient({
    url,
    // Commands are refused at once while the connection is down, never queued until it returns, and
    // none waits longer than the time limit for an answer.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) },
  });
type Client = ReturnType<typeof createRedis>;

/** Where the limiter says that Redis went away and came back: once each, not once per request. */
export interface LimiterLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const silent: LimiterLog = { warn: () => undefined, info: () => undefined };

/**
 * Rate limits kept in Redis, so that every instance of the store counts the same hits: one counter per
 * key and window, created with its expiry on the first hit. While Redis cannot be reached (down, or not
 * answering within its time limit) the limits are counted in this process, as without REDIS_URL: sign-in
 * keeps working, each instance counting its own hits, and Redis is used again as soon as it answers.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();
  private away = false;
  private retryAt = 0;

  private constructor(
    private readonly client: Client,
    private readonly log: LimiterLog,
  ) {}

  /** Connects, waiting a moment for Redis; the store starts without it, counting in-process, if it is not there. */
  static async connect(url: string, log: LimiterLog = silent): Promise<RedisRateLimiter> {
    const client = createRedis(url);
    const limiter = new RedisRateLimiter(client, log);
    // A lost connection is retried by the client; the error is not fatal to the process.
    client.on('error', () => undefined);
    // Back after a reconnection: tried again at once.
    client.on('ready', () => (limiter.retryAt = 0));
    const connected = client.connect().then(
      () => true,
      () => false,
    );
    const waited = await Promise.race([connected, new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS))]);
    if (!waited) limiter.lost('it did not answer at start-up');
    return limiter;
  }

  async hit(key: string, limit: number, windowMs: number) {
    const answer = await this.onRedis(async () => {
      const reply = (await this.client.eval(HIT_SCRIPT, { keys: [`padstore:rate:${key}`], arguments: [String(windowMs)] })) as [
        number,
        number,
      ];
      const [count, ttl] = reply.map(Number) as [number, number];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    });
    return answer ?? this.fallback.hit(key, limit, windowMs);
  }

  async undo(key: string) {
    const done = await this.onRedis(async () => {
      await this.client.eval(UNDO_SCRIPT, { keys: [`padstore:rate:${key}`] });
      return true;
    });
    if (!done) await this.fallback.undo(key);
  }

  async status(): Promise<'up' | 'down'> {
    const answered = await this.onRedis(async () => (await this.client.ping()) === 'PONG');
    return answered ? 'up' : 'down';
  }

  /** Runs `work` on Redis unless it is known to be away; answers undefined when it could not. */
  private async onRedis<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (!this.client.isReady || (this.away && Date.now() < this.retryAt)) {
      if (!this.away) this.lost('the connection to it is down');
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      // The client's own time limit does not cover every command (not EVAL here): this one does.
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_COMMAND_TIMEOUT_MS} ms`)), REDIS_COMMAND_TIMEOUT_MS);
      });
      const result = await Promise.race([work(), late]);
      if (this.away) {
        this.away = false;
        this.log.info({}, 'Redis answers again: rate limits are shared through it again');
      }
      return result;
    } catch (error) {
      this.lost(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(reason: string) {
    this.retryAt = Date.now() + RETRY_REDIS_AFTER_MS;
    if (this.away) return;
    this.away = true;
    this.log.warn(
      { reason },
      'Redis cannot be reached: rate limits are counted in this process until it answers again (said once an outage)',
    );
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close().catch(() => undefined);
    else this.client.destroy();
  }
}
