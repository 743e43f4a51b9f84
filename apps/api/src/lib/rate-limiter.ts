/** Counts hits per key in a fixed window; answers whether one more is allowed. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Takes back one hit of the key's current window (a try that turned out not to count). */
  undo(key: string): Promise<void>;
  /** Whether the shared store behind the limits answers; absent when the limits live in this process. */
  status?(): Promise<'up' | 'down'>;
  close?(): Promise<void>;
}

/** Kept in this process: right for one instance; several instances share limits through Redis. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number) {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterSeconds = Math.ceil((window.resetAt - now) / 1000);
    return { allowed: window.count <= limit, retryAfterSeconds };
  }

  async undo(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
