import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  firstDeliveryOnOrAfter,
  indiaDay,
  indiaDayMonthText,
  isTimeToPlace,
  nextDeliveryAfter,
  paiseToRupees,
  placingTime,
  REPEAT_REFUSAL_MESSAGES,
  REPEAT_REMINDER_DAYS_BEFORE,
  type RepeatRefusal,
  type RepeatRunOutcome,
} from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';
import type { Database, Transaction } from '../../db/client.js';
import { notifications, orders, products, repeatItems, repeatRuns, repeats, users } from '../../db/schema.js';
import { inHerLanguage, translator } from '../../lib/her-language.js';
import { HttpError } from '../../lib/http-error.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { SessionUser } from '../../lib/sessions.js';
import { placeOrder, ProductHidden } from '../orders/place-order.js';
import { OverLimit } from '../orders/order-limits.js';
import type { OrderRules } from '../../lib/order-rules.js';
import { sendSms } from '../sms/send-sms.js';
import { writeOutbox } from '../outbox/outbox-writer.js';
import type { SmsProvider } from '../sms/sms-provider.js';

export interface RepeatRunCounts {
  reminded: number;
  placed: number;
  skipped: number;
  failed: number;
  missed: number;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RepeatSchedulerDeps {
  db: Database;
  sms: SmsProvider;
  log: Log;
  /** An order placed takes stock: announced, as the API announces the orders it places. */
  changes: Pick<ChangeFeed, 'publish'>;
  /** The keys of her phone and door, and the limits a delivery may not break (then it is not placed, and she is told). */
  rules: OrderRules;
}

/** How often each instance looks for reminders to send and deliveries to place. */
export const REPEAT_TICK_MS = 60 * 1000;

type RepeatRow = typeof repeats.$inferSelect;

/** Another instance (or an earlier run) has this repeat's day: nothing is placed twice. */
class AlreadyClaimed extends Error {}

/** Why a delivery was refused, from the place-order refusal. */
function refusalOf(error: unknown): RepeatRefusal | null {
  if (error instanceof ProductHidden) return 'productHidden';
  if (error instanceof OverLimit) return 'overLimit';
  if (!(error instanceof HttpError)) return null;
  if (error.extra.isBranchAvailableAtLocation === false) return 'pinCodeNotServed';
  if (error.extra.isStockAvailable === false) return 'outOfStock';
  if (error.statusCode === 404) return 'productHidden';
  return null;
}

const rupees = (paise: number) => {
  const value = paiseToRupees(paise);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
};

/** A delivery day as her notification and SMS say it: '28 Nov', '28 नवंबर'. */
const dayText = (deliveryOn: string, language: Language) => indiaDayMonthText(placingTime(deliveryOn), language);

/**
 * The scheduler of repeat orders (issue 33). Each run, at the clock it is given:
 * - a delivery day already past that no run settled (the store was down all that day) is recorded as
 *   missed, she is told, and the repeat moves to its next day;
 * - on the due day from 08:00 India time, a confirmed (or not-asking) repeat becomes an ordinary order
 *   through place-order; an unconfirmed one is skipped and she is told, with 'Order now'; a refused one
 *   (pin code not served, out of stock, a product no longer sold, her open orders or packs at a limit)
 *   tells her why and moves on;
 * - from two days before a delivery, she is reminded once (a notification and an SMS saying "your order").
 * Safe with many instances on one database: each repeat's day is settled in a transaction that locks
 * the repeat with FOR UPDATE SKIP LOCKED and takes the unique (repeat, day) row of repeat_runs, so a
 * day is placed, skipped or refused once, whoever runs first.
 */
export class RepeatScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: RepeatSchedulerDeps) {}

  /** Runs now (a store started after 08:00 places that day's orders at once), then every minute, until stop(). */
  start(everyMs = REPEAT_TICK_MS): void {
    const tick = () => {
      this.running = this.run(new Date()).catch((error: unknown) => this.deps.log.error({ err: error }, 'repeat orders: the run failed'));
      void this.running.then(() => {
        if (this.timer) this.timer = setTimeout(tick, everyMs).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops the timer and waits for a run in flight. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async run(now: Date): Promise<RepeatRunCounts> {
    const counts: RepeatRunCounts = { reminded: 0, placed: 0, skipped: 0, failed: 0, missed: 0 };
    const today = indiaDay(now);
    for (const repeat of await this.activeRepeats(lt(repeats.nextDeliveryOn, today))) {
      if (await this.settle(repeat, 'missed', null, now)) counts.missed += 1;
    }
    for (const repeat of await this.activeRepeats(eq(repeats.nextDeliveryOn, today))) {
      if (!isTimeToPlace(repeat.nextDeliveryOn, now)) continue;
      const confirmed = !repeat.askFirst || repeat.confirmedFor === repeat.nextDeliveryOn;
      if (!confirmed) {
        if (await this.settle(repeat, 'skipped', null, now)) counts.skipped += 1;
        continue;
      }
      const outcome = await this.place(repeat, now);
      if (outcome) counts[outcome] += 1;
    }
    const remindFrom = and(
      gte(repeats.nextDeliveryOn, today),
      lte(repeats.nextDeliveryOn, addDays(today, REPEAT_REMINDER_DAYS_BEFORE)),
      or(isNull(repeats.remindedFor), sql`${repeats.remindedFor} <> ${repeats.nextDeliveryOn}`),
    )!;
    for (const repeat of await this.activeRepeats(remindFrom)) {
      if (now >= placingTime(repeat.nextDeliveryOn)) continue;
      if (await this.remind(repeat, now)) counts.reminded += 1;
    }
    if (Object.values(counts).some(Boolean)) this.deps.log.info({ ...counts, today }, 'repeat orders: a run settled deliveries');
    return counts;
  }

  /** Active repeats of accounts not deleted, matching the condition. */
  private activeRepeats(condition: SQL) {
    return this.deps.db
      .select({ repeat: repeats })
      .from(repeats)
      .innerJoin(users, eq(users.id, repeats.userId))
      .where(and(eq(repeats.status, 'active'), isNull(users.deletedAt), condition))
      .orderBy(asc(repeats.nextDeliveryOn))
      .then((rows) => rows.map((row) => row.repeat));
  }

  /**
   * Locks the repeat if it is still due on that day (SKIP LOCKED: another instance holding it has it),
   * then takes the day's run row; throws AlreadyClaimed when either is not to be had.
   */
  private async claim(tx: Transaction, repeat: RepeatRow, outcome: RepeatRunOutcome, reason: RepeatRefusal | null): Promise<void> {
    const [locked] = await tx
      .select({ id: repeats.id })
      .from(repeats)
      .where(and(eq(repeats.id, repeat.id), eq(repeats.status, 'active'), eq(repeats.nextDeliveryOn, repeat.nextDeliveryOn)))
      .for('update', { skipLocked: true });
    if (!locked) throw new AlreadyClaimed();
    const [run] = await tx
      .insert(repeatRuns)
      .values({ repeatId: repeat.id, deliveryOn: repeat.nextDeliveryOn, outcome, reason })
      .onConflictDoNothing()
      .returning({ id: repeatRuns.id });
    if (!run) throw new AlreadyClaimed();
  }

  /** The repeat moves to its next delivery day, unconfirmed. */
  private async moveOn(tx: Transaction, repeat: RepeatRow, nextDeliveryOn: string, now: Date): Promise<void> {
    await tx.update(repeats).set({ nextDeliveryOn, confirmedFor: null, updatedAt: now }).where(eq(repeats.id, repeat.id));
  }

  /** A day not placed: recorded once, she is told (with 'Order now'), and the repeat moves on. */
  private async settle(repeat: RepeatRow, outcome: Exclude<RepeatRunOutcome, 'placed'>, reason: RepeatRefusal | null, now: Date) {
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.claim(tx, repeat, outcome, reason);
        const next =
          outcome === 'missed'
            ? firstDeliveryOnOrAfter(nextDeliveryAfter(repeat.nextDeliveryOn, repeat.everyDays), repeat.everyDays, indiaDay(now))
            : nextDeliveryAfter(repeat.nextDeliveryOn, repeat.everyDays);
        await this.moveOn(tx, repeat, next, now);
        const why = `repeat.${reason ? REPEAT_REFUSAL_MESSAGES[reason] : outcome === 'skipped' ? 'notConfirmed' : 'missed'}`;
        // In her language, the days' months and the reason too.
        await tx.insert(notifications).values({
          userId: repeat.userId,
          repeatId: repeat.id,
          repeatAction: 'order-now',
          title: inHerLanguage(repeat.userId, 'repeat.notPlacedTitle'),
          message: inHerLanguage(repeat.userId, 'repeat.notPlaced', (language) => ({
            day: dayText(repeat.nextDeliveryOn, language),
            why: translator.t(language, why),
            next: dayText(next, language),
          })),
          createdAt: now,
        });
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyClaimed) return false;
      throw error;
    }
  }

  /** Places the day's order as she would have: same day, cash, her saved address, her last packaging choice. */
  private async place(repeat: RepeatRow, now: Date): Promise<'placed' | 'failed' | null> {
    const { db } = this.deps;
    const [user] = await db.select().from(users).where(eq(users.id, repeat.userId));
    if (!user) return null;
    const items = await db
      .select({ productId: repeatItems.productId, quantity: repeatItems.quantity })
      .from(repeatItems)
      .where(eq(repeatItems.repeatId, repeat.id));
    if (!user.plotNumber || !user.street || !user.address || !user.pinCode) {
      return (await this.settle(repeat, 'failed', 'noAddress', now)) ? 'failed' : null;
    }
    const [last] = await db
      .select({ discreetPackaging: orders.discreetPackaging })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    const sessionUser: SessionUser = { ...user, role: 'customer', staff: null };
    const input = {
      deliveryAddress: {
        name: user.fullName,
        plotNumber: user.plotNumber,
        street: user.street,
        address: user.address,
        pinCode: user.pinCode,
      },
      paymentMode: true as const,
      emergencyDelivery: false,
      discreetPackaging: last?.discreetPackaging ?? true,
    };
    try {
      await placeOrder(
        db,
        this.deps.rules,
        sessionUser,
        input,
        {
          kind: 'repeat',
          repeatId: repeat.id,
          items,
          claim: (tx) => this.claim(tx, repeat, 'placed', null),
          placed: async (tx, orderId) => {
            await tx
              .update(repeatRuns)
              .set({ orderId })
              .where(and(eq(repeatRuns.repeatId, repeat.id), eq(repeatRuns.deliveryOn, repeat.nextDeliveryOn)));
            await this.moveOn(tx, repeat, nextDeliveryAfter(repeat.nextDeliveryOn, repeat.everyDays), now);
          },
        },
        undefined,
        now,
      );
      await this.deps.changes
        .publish({ kind: 'stock' })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'repeat orders: could not announce the stock an order took'));
      return 'placed';
    } catch (error) {
      if (error instanceof AlreadyClaimed) return null;
      const reason = refusalOf(error);
      if (!reason) throw error;
      return (await this.settle(repeat, 'failed', reason, now)) ? 'failed' : null;
    }
  }

  /** The reminder, once per delivery day: what comes, when and for how much, with Confirm, Skip and Change. */
  private async remind(repeat: RepeatRow, now: Date): Promise<boolean> {
    const { db } = this.deps;
    const reminded = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(repeats)
        .set({ remindedFor: repeat.nextDeliveryOn })
        .where(
          and(
            eq(repeats.id, repeat.id),
            eq(repeats.status, 'active'),
            eq(repeats.nextDeliveryOn, repeat.nextDeliveryOn),
            or(isNull(repeats.remindedFor), sql`${repeats.remindedFor} <> ${repeat.nextDeliveryOn}`),
          ),
        )
        .returning({ id: repeats.id });
      if (!claimed) return null;
      const lines = await tx
        .select({ productName: products.productName, quantity: repeatItems.quantity, pricePaise: products.pricePaise })
        .from(repeatItems)
        .innerJoin(products, eq(products.id, repeatItems.productId))
        .where(and(eq(repeatItems.repeatId, repeat.id), eq(products.hidden, false)));
      const totalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
      const what = lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ');
      const ask = repeat.askFirst ? 'repeat.reminderAskFirst' : 'repeat.reminderPlacedByItself';
      // In her language: the day's month and the closing sentence too; the products' names stay as the store writes them.
      await tx.insert(notifications).values({
        userId: repeat.userId,
        repeatId: repeat.id,
        repeatAction: 'confirm',
        title: inHerLanguage(repeat.userId, 'repeat.reminderTitle'),
        message: inHerLanguage(repeat.userId, 'repeat.reminder', (language) => ({
          what,
          day: dayText(repeat.nextDeliveryOn, language),
          amount: rupees(totalPaise),
          ask: translator.t(language, ask),
        })),
        createdAt: now,
      });
      // Her push and WhatsApp reminder, once per delivery day, held until 8 AM if written in the quiet hours.
      await writeOutbox(
        tx,
        {
          eventId: `repeat:${repeat.id}:${repeat.nextDeliveryOn}:confirm`,
          customerId: repeat.userId,
          kind: 'repeat_confirm',
          repeatId: repeat.id,
          variables: (language) => ({ amount: rupees(totalPaise), day: dayText(repeat.nextDeliveryOn, language) }),
        },
        now,
      );
      const [owner] = await tx
        .select({ phoneNumber: users.phoneNumber, language: users.language })
        .from(users)
        .where(eq(users.id, repeat.userId));
      const language = owner?.language === 'hi' ? ('hi' as const) : ('en' as const);
      return { phone: owner?.phoneNumber ?? '', language, amount: rupees(totalPaise), day: dayText(repeat.nextDeliveryOn, language) };
    });
    if (!reminded) return false;
    // The SMS after the commit: should it fail, the notification stands and the failure is logged.
    try {
      if (/^\d{10}$/.test(reminded.phone)) {
        await sendSms(this.deps.sms, {
          phone: reminded.phone,
          template: 'repeatReminder',
          values: { amount: reminded.amount, day: reminded.day },
          // Her SMS in the language saved on her account, as her sign-in codes.
          language: reminded.language,
        });
      }
    } catch (error) {
      this.deps.log.warn({ err: error, repeatId: repeat.id }, 'repeat orders: the reminder SMS was not sent');
    }
    return true;
  }
}
