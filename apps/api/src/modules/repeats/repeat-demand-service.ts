import { and, asc, count, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { addDays, deliveryDays, indiaDay, REPEAT_RUN_OUTCOMES, type RepeatDemandAnswer, type RepeatFigures } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branchPinCodes, branches, products, repeatItems, repeatRuns, repeats, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';

const DAYS_AHEAD = 7;

type Line = RepeatDemandAnswer['tomorrowPacks'][number];

function addUp(into: Map<string, Line>, line: Omit<Line, 'packs'>, packs: number) {
  const known = into.get(line.productId);
  if (known) known.packs += packs;
  else into.set(line.productId, { ...line, packs });
}

const sorted = (lines: Map<string, Line>) => [...lines.values()].sort((a, b) => a.productName.localeCompare(b.productName));

/**
 * The packs per product the active repeats of a branch bring tomorrow and in the seven days from
 * tomorrow, so that the branch can stock for them. A repeat belongs to the branch serving her saved pin
 * code; every delivery of its rhythm in the window counts (a rhythm of 14 days or more brings one at most).
 */
export async function repeatDemand(db: Database, branchId: string, now: Date): Promise<RepeatDemandAnswer> {
  const [branch] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound('Branch not found');
  const tomorrow = addDays(indiaDay(now), 1);
  const last = addDays(tomorrow, DAYS_AHEAD - 1);
  const due = await db
    .select({ id: repeats.id, nextDeliveryOn: repeats.nextDeliveryOn, everyDays: repeats.everyDays })
    .from(repeats)
    .innerJoin(users, eq(users.id, repeats.userId))
    .innerJoin(branchPinCodes, eq(branchPinCodes.pinCode, users.pinCode))
    .where(
      and(
        eq(branchPinCodes.branchId, branchId),
        eq(repeats.status, 'active'),
        isNull(users.deletedAt),
        gte(repeats.nextDeliveryOn, tomorrow),
        lte(repeats.nextDeliveryOn, last),
      ),
    );
  const tomorrowPacks = new Map<string, Line>();
  const weekPacks = new Map<string, Line>();
  if (due.length > 0) {
    const lines = await db
      .select({
        repeatId: repeatItems.repeatId,
        productId: products.id,
        productName: products.productName,
        size: products.size,
        quantity: repeatItems.quantity,
      })
      .from(repeatItems)
      .innerJoin(products, eq(products.id, repeatItems.productId))
      .where(
        and(
          inArray(
            repeatItems.repeatId,
            due.map((repeat) => repeat.id),
          ),
          eq(products.hidden, false),
        ),
      )
      .orderBy(asc(products.productName));
    for (const repeat of due) {
      const days = deliveryDays(repeat.nextDeliveryOn, repeat.everyDays, DAYS_AHEAD).filter((day) => day <= last);
      for (const line of lines.filter((entry) => entry.repeatId === repeat.id)) {
        const product = { productId: line.productId, productName: line.productName, size: line.size };
        addUp(weekPacks, product, line.quantity * days.length);
        if (days.includes(tomorrow)) addUp(tomorrowPacks, product, line.quantity);
      }
    }
  }
  return { branch: branch.name, tomorrow, tomorrowPacks: sorted(tomorrowPacks), nextSevenDaysPacks: sorted(weekPacks) };
}

/** The dashboard's figures: active repeats (of accounts not deleted), and today's due deliveries by outcome. */
export async function repeatFigures(db: Database, now: Date): Promise<RepeatFigures> {
  const today = indiaDay(now);
  const [[active], outcomes] = await Promise.all([
    db
      .select({ n: count() })
      .from(repeats)
      .innerJoin(users, eq(users.id, repeats.userId))
      .where(and(eq(repeats.status, 'active'), isNull(users.deletedAt))),
    db
      .select({ outcome: repeatRuns.outcome, n: count() })
      .from(repeatRuns)
      .where(eq(repeatRuns.deliveryOn, today))
      .groupBy(repeatRuns.outcome),
  ]);
  const dueToday = Object.fromEntries(
    REPEAT_RUN_OUTCOMES.map((outcome) => [outcome, outcomes.find((row) => row.outcome === outcome)?.n ?? 0]),
  ) as RepeatFigures['dueToday'];
  return { active: active?.n ?? 0, dueToday };
}
