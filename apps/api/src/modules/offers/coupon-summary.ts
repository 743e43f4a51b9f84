import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  OFFER_MESSAGES,
  ORDER_MESSAGES,
  orderSummaryInRupees,
  orderTotals,
  type CouponAnswer,
  type couponRequestSchema,
} from '@padstore/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { cartItems, products } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { CustomerKeys } from '../../lib/customer-keys.js';
import type { SessionUser } from '../../lib/sessions.js';
import { servingBranch } from '../branches/branch-service.js';
import { emergencyFeePaise } from '../content/content-service.js';
import { checkCoupon } from './offers-service.js';

/**
 * What her order would come to with a code applied, worked out by the server from the prices in the
 * database: the cart (or one product bought directly), the express fee when chosen, and the discount.
 * Nothing is taken: the use is taken with the order, which works all this out again.
 */
export async function couponSummary(
  db: Database,
  user: SessionUser,
  request: z.output<typeof couponRequestSchema>,
  keys: CustomerKeys,
  now = new Date(),
): Promise<CouponAnswer> {
  const lines = request.productId
    ? await db
        .select({ unitPricePaise: products.pricePaise })
        .from(products)
        .where(and(eq(products.id, request.productId), eq(products.hidden, false)))
        .limit(1)
        .then((rows) => {
          if (!rows[0]) throw notFound(MESSAGES.productNotFound);
          return [{ unitPricePaise: rows[0].unitPricePaise, quantity: request.quantity ?? 1 }];
        })
    : await db
        .select({ unitPricePaise: products.pricePaise, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, user.id), eq(products.hidden, false)));
  if (lines.length === 0) throw new HttpError(400, ORDER_MESSAGES.cartEmpty);
  const pinCode = (request.pinCode ?? user.pinCode).trim();
  const branch = await servingBranch(db, pinCode);
  const feePaise = request.emergencyDelivery ? await emergencyFeePaise(db) : 0;
  const linesPaise = orderTotals(lines).linesPaise;
  const door =
    user.plotNumber && user.street && user.pinCode
      ? keys.door({ pinCode: user.pinCode, plotNumber: user.plotNumber, street: user.street })
      : null;
  const { offer, discountPaise } = await checkCoupon(
    db,
    request.code,
    { branchId: branch?.active ? branch._id : null, linesPaise, expressFeePaise: feePaise },
    { userId: user.id, phoneKey: keys.phone(user.phoneNumber), doorKey: door },
    now,
  );
  return {
    message: OFFER_MESSAGES.applied,
    couponCode: offer.code,
    orderSummary: orderSummaryInRupees(orderTotals(lines, feePaise, discountPaise), offer.code),
  };
}
