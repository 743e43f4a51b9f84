import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MESSAGES, leftNote, MAX_LINE_QUANTITY, MESSAGES, orderTotals, paiseToRupees, type Cart } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';
import type { Database } from '../../db/client.js';
import { productNameIn } from '../../lib/product-texts.js';
import { cartItems, products } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { servingBranch } from '../branches/branch-service.js';
import { stockInBranch, stockOfProducts } from '../stock/stock-service.js';
import type { SessionUser } from '../../lib/sessions.js';

/** The customer: the cart is theirs, and their saved pin code names the branch whose stock it is told. */
type CartOwner = Pick<SessionUser, 'id' | 'pinCode'>;

/** The open branch serving the customer's saved pin code, as placing an order would find it; null when none. */
async function customerBranch(db: Database, user: CartOwner): Promise<string | null> {
  const branch = await servingBranch(db, user.pinCode);
  return branch?.active ? branch._id : null;
}

/** The stock of a product in the branch serving the customer's pin code; null when none serves it. */
async function branchStockFor(db: Database, user: CartOwner, productId: string): Promise<number | null> {
  const branchId = await customerBranch(db, user);
  return branchId ? stockInBranch(db, branchId, productId) : null;
}

async function currentQuantity(db: Database, userId: string, productId: string): Promise<number> {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  return line?.quantity ?? 0;
}

/**
 * Sets a cart line to `quantity` packs after the rules: at most 99, and no more than the customer's
 * branch holds (when a branch serves their pin code; placing the order checks stock again).
 */
async function setLine(db: Database, user: SessionUser, productId: string, quantity: number): Promise<void> {
  if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, CART_MESSAGES.lineFull);
  const stock = await branchStockFor(db, user, productId);
  if (stock !== null && quantity > stock) {
    throw new HttpError(409, leftNote(stock), { availableQuantity: stock });
  }
  await db
    .insert(cartItems)
    .values({ userId: user.id, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

async function requireVisibleProduct(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)))
    .limit(1);
  if (!product) throw notFound(MESSAGES.productNotFound);
}

/** Adds packs of a product; a product already in the cart gets more packs on its line. */
export async function addToCart(db: Database, user: SessionUser, productId: string, quantity: number): Promise<void> {
  await requireVisibleProduct(db, productId);
  await setLine(db, user, productId, (await currentQuantity(db, user.id, productId)) + quantity);
}

export async function incrementLine(db: Database, user: SessionUser, productId: string): Promise<void> {
  const quantity = await currentQuantity(db, user.id, productId);
  if (quantity === 0) throw notFound(CART_MESSAGES.notInCart);
  await setLine(db, user, productId, quantity + 1);
}

/**
 * Sets a line already in the cart to `quantity` packs: the one-tap fix of a line her branch cannot fill
 * (the packs left), refused as adding is when the branch holds fewer.
 */
export async function setLineQuantity(db: Database, user: SessionUser, productId: string, quantity: number): Promise<void> {
  if ((await currentQuantity(db, user.id, productId)) === 0) throw notFound(CART_MESSAGES.notInCart);
  await setLine(db, user, productId, quantity);
}

/** One pack fewer; at one pack the line is removed. */
export async function decrementLine(db: Database, user: SessionUser, productId: string): Promise<void> {
  const quantity = await currentQuantity(db, user.id, productId);
  if (quantity === 0) throw notFound(CART_MESSAGES.notInCart);
  if (quantity === 1) return removeLine(db, user, productId);
  await db
    .update(cartItems)
    .set({ quantity: quantity - 1 })
    .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, productId)));
}

export async function removeLine(db: Database, user: SessionUser, productId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (removed.length === 0) throw notFound(CART_MESSAGES.notInCart);
}

/**
 * The cart with today's prices, each line with the packs her branch holds (so that a line it cannot fill
 * is told before she places the order); its total is the order's lines as placing it would sum them.
 */
export async function getCart(db: Database, user: CartOwner, language?: Language): Promise<Cart> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.productName,
      productNameHi: products.productNameHi,
      images: products.images,
      size: products.size,
      quantityInEachPack: products.quantityInEachPack,
      pricePaise: products.pricePaise,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, user.id), eq(products.hidden, false)))
    .orderBy(asc(cartItems.createdAt), asc(products.productName));
  const branchId = rows.length ? await customerBranch(db, user) : null;
  const stock = branchId
    ? (
        await stockOfProducts(
          db,
          rows.map((row) => row.productId),
          branchId,
        )
      ).inBranch
    : null;
  const items = rows.map((row) => ({
    productId: {
      _id: row.productId,
      productName: productNameIn(language, row),
      image: row.images[0] ?? '',
      size: row.size,
      quantityInEachPack: row.quantityInEachPack,
    },
    price: paiseToRupees(row.pricePaise),
    quantity: row.quantity,
    availableQuantity: stock ? (stock.get(row.productId) ?? 0) : null,
  }));
  const totals = orderTotals(rows.map((row) => ({ unitPricePaise: row.pricePaise, quantity: row.quantity })));
  return { items, totalAmount: paiseToRupees(totals.linesPaise) };
}

/** Packs in the cart, for the badge. */
export async function countPacks(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.hidden, false)));
  return row?.count ?? 0;
}
