import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { REORDER_SALES_DAYS, reorderFigures, type ReorderAnswer } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branchStock, products, stockEntries } from '../../db/schema.js';
import type { StaffMember } from '../../lib/sessions.js';
import { csvField } from '../cash/day-export.js';
import { repeatDemand } from '../repeats/repeat-demand-service.js';
import { branchInReach } from '../stock/stock-ledger-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a branch should order, per product: the packs sold in the last 14 days (read from the stock
 * ledger's 'sold' and 'returned' entries), the repeat orders due in the next 7, the days the packs on hand
 * last, and the packs to order to hold the cover the manager asks for. Products short first.
 */
export async function reorder(
  db: Database,
  member: StaffMember,
  branchId: string,
  coverDays: number,
  now = new Date(),
): Promise<ReorderAnswer> {
  const branch = await branchInReach(db, member, branchId);
  const since = new Date(now.getTime() - REORDER_SALES_DAYS * DAY_MS);
  const [held, sales, repeats] = await Promise.all([
    db
      .select({ productId: branchStock.productId, onHand: branchStock.quantity })
      .from(branchStock)
      .where(eq(branchStock.branchId, branchId)),
    db
      .select({ productId: stockEntries.productId, sold: sql<number>`-sum(${stockEntries.quantity})`.mapWith(Number) })
      .from(stockEntries)
      .where(
        and(eq(stockEntries.branchId, branchId), inArray(stockEntries.reason, ['sold', 'returned']), gte(stockEntries.createdAt, since)),
      )
      .groupBy(stockEntries.productId),
    repeatDemand(db, branchId, now),
  ]);
  const ids = [...new Set([...held, ...sales, ...repeats.nextSevenDaysPacks].map((row) => row.productId))];
  const catalog = ids.length
    ? await db
        .select({ id: products.id, name: products.productName, size: products.size })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)))
    : [];
  const lines = catalog.map((product) => {
    const onHand = held.find((row) => row.productId === product.id)?.onHand ?? 0;
    const soldLast14Days = Math.max(0, sales.find((row) => row.productId === product.id)?.sold ?? 0);
    const repeatsNext7Days = repeats.nextSevenDaysPacks.find((row) => row.productId === product.id)?.packs ?? 0;
    return {
      productId: product.id,
      productName: product.name,
      size: product.size,
      onHand,
      soldLast14Days,
      repeatsNext7Days,
      ...reorderFigures({ onHand, soldLast14Days, repeatsNext7Days, coverDays }),
    };
  });
  lines.sort(
    (a, b) =>
      (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY) || a.productName.localeCompare(b.productName),
  );
  return { branch, coverDays, lines };
}

const HEADER = ['product', 'size', 'on hand', 'sold last 14 days', 'repeats next 7 days', 'days left', 'order packs'];

/** The reorder as CSV for the distributor: the products to order, one a line. */
export function* reorderCsvLines(answer: ReorderAnswer): Generator<string> {
  yield `${HEADER.join(',')}\n`;
  for (const line of answer.lines.filter((entry) => entry.suggested > 0)) {
    yield `${[line.productName, line.size, line.onHand, line.soldLast14Days, line.repeatsNext7Days, line.daysLeft ?? '', line.suggested]
      .map(csvField)
      .join(',')}\n`;
  }
}
