import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  deliveryPromise,
  indiaDate,
  MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  orderSummaryInRupees,
  orderTotals,
  paiseToRupees,
  rupeesToPaise,
  type DeliveryPromise,
  type OrderTotals,
} from '@padstore/domain';
import type { z } from 'zod';
import type { placeOrderSchema, ShortProduct } from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { cartItems, orderItems, orders, products } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { SessionUser } from '../../lib/sessions.js';
import { servingBranch } from '../branches/branch-service.js';
import { emergencyFeePaise } from '../content/content-service.js';
import { describeOrder, presentOrder } from './orders-service.js';
import { stockOfProducts, takeStock } from '../stock/stock-service.js';
import { statusRecords, tellOfStatus } from './order-transitions.js';
import { checkCoupon, CouponRefused, discountShares, redeemOffer, type OfferCustomer, type OfferRow } from '../offers/offers-service.js';
import type { OrderRules } from '../../lib/order-rules.js';
import { checkOpenOrderLimits } from './order-limits.js';

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;
/**
 * A repeat order's delivery (issue 33): its lines, and two steps of the repeat's own inside the order's
 * transaction: `claim` first (it locks the repeat and takes its day's unique run row, or throws to place
 * nothing), `placed` once the order and its stock are written.
 */
export interface RepeatSource {
  kind: 'repeat';
  repeatId: string;
  items: readonly { productId: string; quantity: number }[];
  claim(tx: Transaction): Promise<void>;
  placed(tx: Transaction, orderId: string): Promise<void>;
}
export type OrderSource = { kind: 'cart' } | { kind: 'direct'; productId: string; quantity: number } | RepeatSource;

/** A repeat's product is no longer sold: the delivery is refused, and she is told why. */
export class ProductHidden extends HttpError {
  constructor() {
    super(409, MESSAGES.productNotFound, { productHidden: true });
  }
}

interface Line {
  productId: string;
  productName: string;
  image: string;
  size: string;
  quantityInEachPack: number;
  unitPricePaise: number;
  quantity: number;
}

const refuse = (branch: boolean, stock: boolean, shortProducts?: ShortProduct[]) =>
  new HttpError(409, branch ? ORDER_MESSAGES.outOfStock : ORDER_MESSAGES.notDeliverable, {
    isBranchAvailableAtLocation: branch,
    isStockAvailable: stock,
    ...(shortProducts ? { shortProducts } : {}),
  });

/** The branch could not fill a line: the transaction rolls back, then the refusal names what is short. */
class StockShort extends Error {
  constructor(
    readonly branchId: string,
    readonly lines: readonly Line[],
  ) {
    super('stock short');
  }
}

/**
 * The refusal of an order the branch cannot fill, naming every product short with the packs left. Read
 * after the rollback, so that packs taken for the other lines before one came up short count again.
 */
async function stockRefusal(db: Database, short: StockShort): Promise<HttpError> {
  const { inBranch } = await stockOfProducts(
    db,
    short.lines.map((line) => line.productId),
    short.branchId,
  );
  const shortProducts = short.lines
    .map((line) => ({ line, available: inBranch.get(line.productId) ?? 0 }))
    .filter(({ line, available }) => available < line.quantity)
    .map(({ line, available }) => ({ productId: line.productId, productName: line.productName, available }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
  return refuse(true, false, shortProducts);
}

/** Step 1: the active branch that serves the delivery pin code. */
async function findServingBranch(tx: Transaction, pinCode: string): Promise<string> {
  const branch = await servingBranch(tx, pinCode);
  if (!branch?.active) throw refuse(false, true);
  return branch._id;
}

const lineColumns = {
  productId: products.id,
  productName: products.productName,
  images: products.images,
  size: products.size,
  quantityInEachPack: products.quantityInEachPack,
  unitPricePaise: products.pricePaise,
};

/** Step 2: what is being bought, with prices from the database, never from the client. */
async function collectLines(tx: Transaction, userId: string, source: OrderSource): Promise<Line[]> {
  if (source.kind === 'repeat') {
    const rows = await tx
      .select(lineColumns)
      .from(products)
      .where(
        and(
          inArray(
            products.id,
            source.items.map((item) => item.productId),
          ),
          eq(products.hidden, false),
        ),
      );
    if (rows.length !== source.items.length) throw new ProductHidden();
    const quantities = new Map(source.items.map((item) => [item.productId, item.quantity]));
    return rows.map((row) => ({ ...row, image: row.images[0] ?? '', quantity: quantities.get(row.productId)! }));
  }
  if (source.kind === 'direct') {
    const [product] = await tx
      .select(lineColumns)
      .from(products)
      .where(and(eq(products.id, source.productId), eq(products.hidden, false)))
      .limit(1);
    if (!product) throw notFound(MESSAGES.productNotFound);
    return [{ ...product, image: product.images[0] ?? '', quantity: source.quantity }];
  }
  const rows = await tx
    .select({ ...lineColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.hidden, false)));
  if (rows.length === 0) throw new HttpError(400, ORDER_MESSAGES.cartEmpty);
  return rows.map((row) => ({ ...row, image: row.images[0] ?? '' }));
}

/** A human order number: PS, the India date, and six random characters (PS261121-7KQ2ZD). */
function orderNumber(now: Date): string {
  const day = indiaDate(now);
  const date = `${String(day.year).slice(2)}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `PS${date}-${random}`;
}

/** An offer applied to the order: what it takes off, spread over the lines (and the express fee when it says so). */
interface Discount {
  offer: OfferRow;
  paise: number;
  lineShares: number[];
  expressFeeShare: number;
}

/**
 * Placing refused because the total is not the one she saw: the price on the button is the price placed.
 * The refusal (409) tells the new total, with the summary as it would now be placed; a refused code says why.
 */
function totalRefusal(totals: OrderTotals, couponCode: string | null, refused?: CouponRefused): HttpError {
  return new HttpError(409, refused ? refused.message : OFFER_MESSAGES.totalChanged(paiseToRupees(totals.totalPaise)), {
    totalChanged: true,
    ...(refused ? { reason: refused.reason } : {}),
    orderSummary: orderSummaryInRupees(totals, couponCode),
  });
}

/** Step 2b: the code she applied, checked again on the order as placed, and what it takes off. */
async function applyCoupon(
  tx: Transaction,
  code: string,
  branchId: string,
  lines: readonly Line[],
  feePaise: number,
  customer: OfferCustomer,
  now: Date,
): Promise<Discount> {
  const linePaise = lines.map((line) => line.unitPricePaise * line.quantity);
  const linesPaise = linePaise.reduce((sum, amount) => sum + amount, 0);
  try {
    const { offer, discountPaise } = await checkCoupon(tx, code, { branchId, linesPaise, expressFeePaise: feePaise }, customer, now);
    const shares = discountShares(offer, discountPaise, linePaise, feePaise);
    return { offer, paise: discountPaise, lineShares: shares.lines, expressFeeShare: shares.expressFee };
  } catch (error) {
    if (error instanceof CouponRefused) throw totalRefusal(orderTotals(lines, feePaise), null, error);
    throw error;
  }
}

/**
 * Step 3: the order, its lines, its first timeline event and notification, in one statement (the lines,
 * event and notification in WITH clauses; the order's id is chosen here so that they can name it).
 */
async function writeOrder(
  tx: Transaction,
  user: SessionUser,
  input: PlaceOrderInput,
  branchId: string,
  lines: Line[],
  promise: DeliveryPromise,
  totals: OrderTotals,
  discount: Discount | null,
  idempotencyKey: string | undefined,
  now: Date,
  repeatId: string | null,
  customer: OfferCustomer & { doorKey: string },
) {
  const address = input.deliveryAddress;
  const orderId = randomUUID();
  const number = orderNumber(now);
  const items = lines.map((line, index) => ({
    id: randomUUID(),
    orderId,
    productId: line.productId,
    productName: line.productName,
    productImage: line.image,
    size: line.size,
    quantityInEachPack: line.quantityInEachPack,
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    discountPaise: discount?.lineShares[index] ?? 0,
  }));
  const itemRows = tx.$with('lines').as(tx.insert(orderItems).values(items).returning({ id: orderItems.id }));
  // Paid now, it waits for its payment (its stock and offer held) and is placed once paid.
  const status = input.paymentMode ? 'placed' : 'awaiting_payment';
  const [order] = await tx
    .with(itemRows, ...statusRecords(tx, { id: orderId, userId: user.id, orderNumber: number }, status, undefined, null, user.id))
    .insert(orders)
    .values({
      id: orderId,
      orderNumber: number,
      userId: user.id,
      branchId,
      deliveredToName: address.name,
      deliveredToPhone: user.phoneNumber,
      address: address.address,
      plotNumber: address.plotNumber,
      street: address.street,
      pinCode: address.pinCode,
      deliveryType: promise.type,
      promisedFrom: promise.from,
      promisedTo: promise.to,
      discreetPackaging: input.discreetPackaging,
      subtotalPaise: totals.linesPaise,
      emergencyChargePaise: totals.expressFeePaise,
      totalPaise: totals.totalPaise,
      discountPaise: totals.discountPaise,
      emergencyDiscountPaise: discount?.expressFeeShare ?? 0,
      couponCode: discount?.offer.code ?? null,
      status,
      idempotencyKey,
      repeatId,
      phoneKey: customer.phoneKey,
      doorKey: customer.doorKey,
      createdAt: now,
    })
    .returning();
  // Her push and WhatsApp messages travel with the order: committed with it or not at all.
  if (status === 'placed') await tellOfStatus(tx, order!, 'placed');
  return { order: order!, items };
}

async function findByIdempotencyKey(db: Database, userId: string, key: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return order ?? null;
}

/**
 * Places an order in one transaction: branch by pin code, prices from the database, the order written
 * with its promise in India time, her open orders and packs (and her door's) within the limits, stock
 * taken line by line, and the cart emptied when it came from the cart. Any refusal rolls everything back.
 * A repeat with the same Idempotency-Key answers the first order.
 */
export async function placeOrder(
  db: Database,
  rules: OrderRules,
  user: SessionUser,
  input: PlaceOrderInput,
  source: OrderSource,
  idempotencyKey?: string,
  now = new Date(),
) {
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (existing) return describeOrder(db, user.id, existing.id);
  }
  let placed: Awaited<ReturnType<typeof writeOrder>>;
  try {
    placed = await db.transaction(async (tx) => {
      if (source.kind === 'repeat') await source.claim(tx);
      const branchId = await findServingBranch(tx, input.deliveryAddress.pinCode);
      const lines = await collectLines(tx, user.id, source);
      const feePaise = input.emergencyDelivery ? await emergencyFeePaise(tx) : 0;
      const address = input.deliveryAddress;
      const customer = { userId: user.id, phoneKey: rules.keys.phone(user.phoneNumber), doorKey: rules.keys.door(address) };
      const discount = input.couponCode ? await applyCoupon(tx, input.couponCode, branchId, lines, feePaise, customer, now) : null;
      const totals = orderTotals(lines, feePaise, discount?.paise ?? 0);
      if (input.expectedTotal !== undefined && rupeesToPaise(input.expectedTotal) !== totals.totalPaise)
        throw totalRefusal(totals, discount?.offer.code ?? null);
      const promise = deliveryPromise(now, input.emergencyDelivery);
      const repeatId = source.kind === 'repeat' ? source.repeatId : null;
      const written = await writeOrder(
        tx,
        user,
        input,
        branchId,
        lines,
        promise,
        totals,
        discount,
        idempotencyKey,
        now,
        repeatId,
        customer,
      );
      // The offer's use, taken with a conditional count like the stock: a race lost refuses the order.
      if (discount) {
        try {
          await redeemOffer(tx, discount.offer, written.order.id, customer, discount.paise);
        } catch (error) {
          if (error instanceof CouponRefused) throw totalRefusal(orderTotals(lines, feePaise), null, error);
          throw error;
        }
      }
      // Her open orders and packs, and the door's, this one counted: locked just before the stock, so
      // that orders at one door wait for each other no longer than they wait for the shelf.
      await checkOpenOrderLimits(tx, rules.limits, { userId: user.id, doorKey: customer.doorKey });
      // Step 4, stock taken last: its rows are the ones every order of the branch waits for, so they stay
      // locked only from here to the commit.
      if (!(await takeStock(tx, branchId, lines, { orderId: written.order.id, customerId: user.id })))
        throw new StockShort(branchId, lines);
      if (source.kind === 'cart') await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
      if (source.kind === 'repeat') await source.placed(tx, written.order.id);
      return written;
    });
  } catch (error) {
    if (error instanceof StockShort) throw await stockRefusal(db, error);
    if (idempotencyKey && isUniqueViolation(error)) {
      const first = await findByIdempotencyKey(db, user.id, idempotencyKey);
      if (first) return describeOrder(db, user.id, first.id);
      throw new HttpError(409, ORDER_MESSAGES.inProgress);
    }
    throw error;
  }
  // Answered from the rows just written, as describeOrder would read them back.
  const items = [...placed.items].sort((a, b) => a.productName.localeCompare(b.productName));
  const online = input.paymentMode
    ? null
    : { status: 'created' as const, method: null, paymentId: null, amountPaise: placed.order.totalPaise, refundStatus: null };
  return presentOrder(placed.order, items, { online });
}
