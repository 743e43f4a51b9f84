import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Change, ChangeFeed } from './change-feed.js';
import { DEFAULT_LANGUAGE } from '@padstore/domain/i18n';
import { requestLanguage } from './her-language.js';

/**
 * How long an answer is served from memory before it is computed again: with the time that takes, the
 * bound on staleness should a change ever go unannounced.
 */
export const RESPONSE_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 5000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Catalog answers depend on the viewer's pin code (signed-in customers see their branch's stock). */
const catalogScope = (request: FastifyRequest) => (request.user ? `pin:${request.user.pinCode}` : 'guest');
/** The language an answer is said in; a request made in code without headers reads as English. */
const answerLanguage = (request: FastifyRequest) =>
  (request.headers as FastifyRequest['headers'] | undefined) ? requestLanguage(request) : DEFAULT_LANGUAGE;
/** A customer's own answers (their cart). */
export const customerScope = (userId: string) => `customer:${userId}`;

/**
 * Answers kept serialised in memory for a short while, by scope (who may see them) and address.
 * The change feed says what each write changed: a catalog change drops everything (carts show prices
 * too), a customer's change drops that customer's answers. It applies a change here before the writer's
 * answer leaves and on the other instances within milliseconds; while the feed is not live nothing is
 * served from or kept in memory. Prices and stock are still decided by the database when an order is placed.
 */
export class ResponseCache {
  private readonly scopes = new Map<string, Map<string, { body: Buffer; expires: number }>>();
  private readonly running = new Map<string, { generation: number; body: Promise<Buffer> }>();
  private entries = 0;
  private generation = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe'>,
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
  ) {
    feed.subscribe((change) => this.apply(change));
  }

  async send(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>, scope = catalogScope(request)): Promise<void> {
    const live = this.feed.live;
    // Answers are said in her language (product names in Hindi, issue 35): kept apart by language.
    // (The language plugin says `Vary: Accept-Language` on every customer answer.)
    const address = `${answerLanguage(request)}|${request.url}`;
    const hit = live ? this.scopes.get(scope)?.get(address) : undefined;
    if (hit) {
      // Past its time the answer is still sent once more while a fresh one is computed for the next
      // request (changes drop answers outright, so this only ever serves what no write has touched).
      if (hit.expires <= Date.now()) this.computeOnce(scope, address, reply, compute).catch(() => undefined);
      reply.type(JSON_TYPE).send(hit.body);
      return;
    }
    reply.type(JSON_TYPE).send(await (live ? this.computeOnce(scope, address, reply, compute) : this.serialize(reply, compute)));
  }

  private async serialize(reply: FastifyReply, compute: () => Promise<unknown>): Promise<Buffer> {
    return Buffer.from(String(reply.serialize(await compute())));
  }

  /**
   * Requests that miss together share one computation (else every connection would run the same
   * queries at once each time an answer runs out). Only a computation begun since the last change is
   * shared, so a writer's next read never gets an answer begun before its write.
   */
  private computeOnce(scope: string, address: string, reply: FastifyReply, compute: () => Promise<unknown>): Promise<Buffer> {
    const key = `${scope}|${address}`;
    const running = this.running.get(key);
    if (running && running.generation === this.generation) return running.body;
    const generation = this.generation;
    const body = this.serialize(reply, compute).then((serialized) => {
      // An answer computed across a change may already be stale: it is sent, not kept.
      if (generation === this.generation) this.keep(scope, address, serialized);
      return serialized;
    });
    const entry = { generation, body };
    this.running.set(key, entry);
    const done = () => this.running.get(key) === entry && this.running.delete(key);
    body.then(done, done);
    return body;
  }

  private keep(scope: string, address: string, body: Buffer): void {
    if (this.entries >= MAX_ENTRIES) this.clear();
    let answers = this.scopes.get(scope);
    if (!answers) this.scopes.set(scope, (answers = new Map()));
    if (!answers.has(address)) this.entries += 1;
    answers.set(address, { body, expires: Date.now() + this.ttlMs });
  }

  apply(change: Change): void {
    this.generation += 1;
    if (change.kind === 'customer') {
      this.entries -= this.scopes.get(customerScope(change.userId))?.size ?? 0;
      this.scopes.delete(customerScope(change.userId));
    } else {
      this.clear();
    }
  }

  private clear(): void {
    this.generation += 1;
    this.scopes.clear();
    this.entries = 0;
  }
}
