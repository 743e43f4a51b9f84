import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a catalog answer is served from memory: the bound on how stale another instance's edit or stock can look. */
export const CATALOG_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 5000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Public catalog answers, kept serialised in memory for a short while. An answer depends on the address
 * and on the viewer's pin code (signed-in customers see their branch's stock), so both make the key.
 * Every write that changes what the catalog shows (the operator's edits, orders and cancellations, which
 * move stock) empties it on this instance at once; other instances catch up within the time-to-live.
 * Prices and stock are still decided by the database when an order is placed.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private generation = 0;

  constructor(private readonly ttlMs = CATALOG_CACHE_TTL_MS) {}

  async send(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): Promise<void> {
    const key = `${request.url}|${request.user ? `pin:${request.user.pinCode}` : 'guest'}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      reply.type(JSON_TYPE).send(hit.body);
      return;
    }
    const generation = this.generation;
    const body = String(reply.serialize(await compute()));
    // An answer computed across an invalidation may already be stale: it is sent, not kept.
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
    }
    reply.type(JSON_TYPE).send(body);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The writes after which the catalog may read differently: the operator console, orders and cancels. */
export const changesCatalog = (method: string, url: string) =>
  method !== 'GET' && method !== 'HEAD' && /^\/api\/(admin\/|user\/(directBuy|buyNow|cancel)\b)/.test(url);
