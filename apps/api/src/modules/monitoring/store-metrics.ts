import { CANCELLABLE_STATUSES, DELIVERY_TYPES, LOW_STOCK_AT, OPEN_ORDER_STATUSES, type OrderStatus } from '@padstore/domain';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, DatabasePool } from '../../db/client.js';
import { orderFigures, type OrderFigures, type OrderTally } from './order-figures-service.js';
import { lowStockByBranch } from '../stock/stock-service.js';

/** The label of every request no route matched, so that no URL a client makes up becomes a series of its own. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Express orders the customer is still waiting on at the store: not yet handed to a rider. */
const NOT_YET_OUT: readonly OrderStatus[] = CANCELLABLE_STATUSES;

export type SmsResult = 'sent' | 'failed';

/** The outbox's channels and outcomes, reported from the start (at 0) so that an alert's rate has a series. */
const OUTBOX_CHANNELS = ['push', 'whatsapp', 'sms'] as const;
const OUTBOX_OUTCOMES = ['sent', 'retry', 'gone', 'given_up'] as const;

const NO_FIGURES: OrderFigures = { branches: [], tallies: [], waiting: [] };

export interface StoreMetricsSources {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's pool; the embedded database has none. */
  pool?: () => DatabasePool;
  /** The SMS provider configured, whose sends are reported from the start (at 0) so that a rate has a series. */
  smsProvider: string;
}

/**
 * The store's Prometheus metrics, in a registry of its own (one per store built: tests build many in a
 * process). Requests are counted as they are answered; the orders are read from the database at each
 * scrape (the totals kept by the database with each order, the waiting ones from the open orders), so
 * that every figure is the store's own and survives a restart.
 */
export class StoreMetrics {
  readonly registry = new Registry();
  private readonly answers: Histogram<'method' | 'route' | 'status_code'>;
  private readonly smsSends: Counter<'provider' | 'result'>;
  private readonly outboxTries: Counter<'channel' | 'outcome'>;
  private figures?: Promise<OrderFigures>;

  constructor(private readonly sources: StoreMetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.answers = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by route pattern, method and status code, and the time each took (its _count is the requests)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.smsSends = new Counter({
      name: 'padstore_sms_sends_total',
      help: 'Sign-in and deletion codes handed to an SMS provider, by provider and result (sent or failed)',
      labelNames: ['provider', 'result'],
      registers,
    });
    for (const result of ['sent', 'failed'] as const) this.smsSends.inc({ provider: sources.smsProvider, result }, 0);
    this.outboxTries = new Counter({
      name: 'padstore_outbox_messages_total',
      help: 'Tries at sending her messages from the outbox, by channel and outcome (sent, retry, gone: she cannot be reached that way, given_up: not sent within a day)',
      labelNames: ['channel', 'outcome'],
      registers,
    });
    for (const channel of OUTBOX_CHANNELS) {
      for (const outcome of OUTBOX_OUTCOMES) this.outboxTries.inc({ channel, outcome }, 0);
    }
    new Gauge({
      name: 'padstore_db_engine',
      help: 'The database the store runs on (1 for its engine)',
      labelNames: ['engine'],
      registers,
    }).set({ engine: sources.engine }, 1);
    if (sources.pool) this.watchPool(sources.pool);
    this.watchOrders();
    this.watchStock();
  }

  /** One answer, under the route's pattern (`/api/user/viewOrder/:id`), never the URL asked for. */
  observeAnswer(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.answers.observe({ method, route: route ?? UNMATCHED_ROUTE, status_code: statusCode }, seconds);
  }

  /** Called by the sign-in service after each code it hands to a provider. */
  readonly smsSent = (provider: string, result: SmsResult): void => {
    this.smsSends.inc({ provider, result });
  };

  /** Called by the outbox worker after each try. */
  readonly outboxTried = (channel: string, outcome: string): void => {
    this.outboxTries.inc({ channel, outcome });
  };

  /**
   * The embedded database's backups: the age of the newest, or +Inf while none is known (so that an
   * alert on a day's age fires for a store that has never been backed up).
   */
  watchBackups(newestBackupAt: () => Date | undefined): void {
    new Gauge({
      name: 'padstore_backup_age_seconds',
      help: 'Seconds since the newest backup of the embedded database was written (+Inf when none is known)',
      registers: [this.registry],
      collect() {
        const newest = newestBackupAt();
        this.set(newest ? (Date.now() - newest.getTime()) / 1000 : Number.POSITIVE_INFINITY);
      },
    });
  }

  /**
   * The payments' reconciliation, read at each scrape from the recent rows of the gateway's payments and
   * the refunds still open (never the order history). While the database is away they are left out.
   */
  watchPayments(read: () => Promise<{ unmatched: number; overdueRefunds: number }>): void {
    let figures: Promise<{ unmatched: number; overdueRefunds: number } | undefined> | undefined;
    const once = () =>
      (figures ??= read()
        .catch(() => undefined)
        .finally(() => (figures = undefined)));
    const gauge = (name: string, help: string, pick: (counts: { unmatched: number; overdueRefunds: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const counts = await once();
          if (counts) this.set(pick(counts));
        },
      });
    gauge(
      'padstore_payments_unmatched',
      'Payments the gateway captured in the last 30 days for which the store holds no paid order (every instance reports the whole store)',
      (counts) => counts.unmatched,
    );
    gauge(
      'padstore_refunds_overdue',
      'Refunds asked more than a day ago that the gateway has not yet said are done (every instance reports the whole store)',
      (counts) => counts.overdueRefunds,
    );
  }

  /** Low stock per branch, from the branches' stock (a row per branch and product): one query per scrape. */
  private watchStock() {
    const registers = [this.registry];
    let figures: Promise<{ branch: string; low: number; out: number }[]> | undefined;
    const read = () =>
      (figures ??= lowStockByBranch(this.sources.db)
        .catch(() => [])
        .finally(() => (figures = undefined)));
    const gauge = (name: string, help: string, value: (row: { low: number; out: number }) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['branch'],
        registers,
        async collect() {
          const rows = await read();
          this.reset();
          for (const row of rows) this.set({ branch: row.branch }, value(row));
        },
      });
    gauge(
      'padstore_stock_low_products',
      `Products on sale at ${LOW_STOCK_AT} packs or fewer, by open branch (out of stock included)`,
      (row) => row.low,
    );
    gauge('padstore_stock_out_products', 'Products on sale with no packs left, by open branch', (row) => row.out);
  }

  private watchPool(pool: () => DatabasePool) {
    const registers = [this.registry];
    const gauge = (name: string, help: string, read: (figures: DatabasePool) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    gauge(
      'padstore_db_pool_size',
      "Connections this instance's pool may open to PostgreSQL (DATABASE_POOL_SIZE)",
      (figures) => figures.size,
    );
    gauge('padstore_db_pool_open', "Connections this instance's pool holds open", (figures) => figures.open);
    gauge('padstore_db_pool_in_use', 'Connections lent to a request or transaction', (figures) => figures.inUse);
    gauge('padstore_db_pool_waiting', 'Requests waiting for a free connection', (figures) => figures.waiting);
  }

  /**
   * One query per scrape, shared by every order metric that the scrape collects at once. While the
   * database is away the order metrics are left out and the scrape still answers, so that the 503s it
   * causes are seen.
   */
  private readOrders() {
    this.figures ??= orderFigures(this.sources.db)
      .catch(() => NO_FIGURES)
      .finally(() => (this.figures = undefined));
    return this.figures;
  }

  private watchOrders() {
    const registers = [this.registry];
    const read = () => this.readOrders();
    // Placed counts every order ever placed, whatever became of it; cancelled those cancelled since.
    const orderCounter = (name: string, what: string, counts: (tally: OrderTally) => number) =>
      new Counter({
        name,
        help: `Orders ${what}, by branch and delivery type (every instance reports the whole store: aggregate with max, not sum)`,
        labelNames: ['branch', 'delivery_type'],
        registers,
        async collect() {
          const { branches, tallies } = await read();
          this.reset();
          for (const branch of branches) for (const type of DELIVERY_TYPES) this.inc({ branch, delivery_type: type }, 0);
          for (const tally of tallies) this.inc({ branch: tally.branch, delivery_type: tally.deliveryType }, counts(tally));
        },
      });
    orderCounter('padstore_orders_placed_total', 'placed', (tally) => tally.placed);
    orderCounter('padstore_orders_cancelled_total', 'cancelled', (tally) => tally.cancelled);
    new Counter({
      name: 'padstore_express_delivered_total',
      help: 'Express orders delivered, by branch and whether within the 60 minutes promised',
      labelNames: ['branch', 'within_60_minutes'],
      registers,
      async collect() {
        const { branches, tallies } = await read();
        this.reset();
        for (const branch of branches) for (const within of ['true', 'false']) this.inc({ branch, within_60_minutes: within }, 0);
        for (const tally of tallies.filter((row) => row.deliveryType === 'express')) {
          this.inc({ branch: tally.branch, within_60_minutes: 'true' }, tally.deliveredWithin60);
          this.inc({ branch: tally.branch, within_60_minutes: 'false' }, tally.deliveredLate);
        }
      },
    });
    new Gauge({
      name: 'padstore_orders_waiting',
      help: 'Orders not yet delivered nor cancelled, by branch and status',
      labelNames: ['branch', 'status'],
      registers,
      async collect() {
        const { branches, waiting } = await read();
        this.reset();
        for (const branch of branches) for (const status of OPEN_ORDER_STATUSES) this.set({ branch, status }, 0);
        for (const row of waiting) this.inc({ branch: row.branch, status: row.status }, row.orders);
      },
    });
    new Gauge({
      name: 'padstore_express_oldest_not_out_seconds',
      help: 'Seconds since the oldest express order not yet out for delivery was placed, by branch (0 when none waits)',
      labelNames: ['branch'],
      registers,
      async collect() {
        const { branches, waiting } = await read();
        const now = Date.now();
        this.reset();
        const oldest = new Map(branches.map((branch) => [branch, now]));
        for (const row of waiting) {
          if (row.deliveryType !== 'express' || !NOT_YET_OUT.includes(row.status) || !row.oldestPlacedAt) continue;
          oldest.set(row.branch, Math.min(oldest.get(row.branch) ?? now, row.oldestPlacedAt.getTime()));
        }
        for (const [branch, placedAt] of oldest) this.set({ branch }, Math.max(0, (now - placedAt) / 1000));
      },
    });
  }
}
