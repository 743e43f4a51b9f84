import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';

/**
 * What a write changed, as far as the answers kept in memory care: the catalog (products, prices,
 * stock, content: every catalog answer and every cart may read differently), only the stock (an order,
 * a cancel: the same, but the products, brands and search words are as they were), one customer (their
 * profile, sessions, cart: their signed-in user and their cart may read differently), or anything
 * (changes may have been missed: everything kept is dropped).
 */
export type Change = { kind: 'catalog' } | { kind: 'stock' } | { kind: 'customer'; userId: string } | { kind: 'anything' };

/**
 * Tells every instance of the store what changed, so that each drops what it keeps in memory about it.
 * `live` is false while changes made elsewhere could be missed; memory must not be trusted then.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** Applies the changes here at once, then tells the other instances; resolves once they are sent. */
  publish(...changes: Change[]): Promise<void>;
  subscribe(listener: (change: Change) => void): void;
  close(): Promise<void>;
}

/** One process and its own database (PGlite): nobody else writes, so telling this process is enough. */
export class LocalChangeFeed implements ChangeFeed {
  get live(): boolean {
    return true;
  }
  protected readonly listeners: ((change: Change) => void)[] = [];

  subscribe(listener: (change: Change) => void): void {
    this.listeners.push(listener);
  }

  async publish(...changes: Change[]): Promise<void> {
    this.apply(changes);
  }

  protected apply(changes: Change[]): void {
    for (const change of changes) for (const listener of this.listeners) listener(change);
  }

  async close(): Promise<void> {}
}

export const CHANGES_CHANNEL = 'padstore_changes';
const RECONNECT_DELAY_MS = 1000;

/**
 * Several instances on one PostgreSQL server: each listens on a channel with LISTEN, and each write is
 * announced with pg_notify after it is committed, so the others drop their copies within milliseconds.
 * While the listening connection is down (and until it is back and everything kept has been dropped),
 * `live` is false and the store reads the database directly.
 */
export class PostgresChangeFeed extends LocalChangeFeed {
  private readonly instance = randomBytes(6).toString('hex');
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly databaseUrl: string,
    private readonly send: (payload: string) => Promise<unknown>,
  ) {
    super();
  }

  /** Starts listening; `send` runs pg_notify on the store's pool. */
  static async connect(databaseUrl: string, send: (payload: string) => Promise<unknown>): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(databaseUrl, send);
    await feed.listen();
    return feed;
  }

  override get live(): boolean {
    return this.connected;
  }

  override async publish(...changes: Change[]): Promise<void> {
    if (changes.length === 0) return;
    this.apply(changes);
    await this.send(JSON.stringify({ from: this.instance, changes }));
  }

  private async listen(): Promise<void> {
    // A server that does not answer fails the attempt within seconds, so that the next one is made.
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.connected = false;
      this.client = undefined;
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.listen().catch(() => undefined), RECONNECT_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const { from, changes } = JSON.parse(message.payload) as { from: string; changes: Change[] };
      if (from !== this.instance) this.apply(changes);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    // Whatever changed while nobody was listening is unknown: everything kept is dropped.
    this.apply([{ kind: 'anything' }]);
    this.connected = true;
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }
}

/** The feed for a store on a PostgreSQL server, announcing through the store's own connection pool. */
export const connectChangeFeed = (databaseUrl: string, database: DatabaseHandle) =>
  PostgresChangeFeed.connect(databaseUrl, (payload) => database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`));
