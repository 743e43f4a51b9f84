import { z } from 'zod';
import { DELIVERY_TYPES } from '../../delivery.js';
import { ORDER_STATUSES } from '../../order-status.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);

export const orderItemSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productImage: z.string(),
  size: z.string(),
  quantityInEachPack: z.number(),
  price: z.number(),
  quantity: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order's figures in rupees, as the specification's order summary lists them. `discount` is the rupees
 * an offer takes off (totalAmount is already less by it), `coupons` how many codes are applied (0 or 1),
 * `couponCode` the code applied, if any.
 */
export const orderSummarySchema = z.object({
  price: z.number(),
  discount: z.number(),
  coupons: z.number(),
  couponCode: z.string().nullable().optional(),
  deliveryCharges: z.number(),
  emergencyCharge: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailsSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  items: z.array(orderItemSchema),
  orderPlacedOn: z.string(),
  orderDeliveredOn: z.string(),
  deliveredTo: z.object({ name: z.string(), phoneNumber: z.number() }),
  shippingAddress: z.string(),
  plotNumber: z.string(),
  street: z.string(),
  pinCode: z.string(),
  paymentMethod: z.string(),
  deliveryType: deliveryTypeSchema,
  promisedFrom: z.string(),
  promisedTo: z.string(),
  discreetPackaging: z.boolean(),
  cancelReason: z.string().nullable(),
  orderSummary: orderSummarySchema,
  /** Placed by one of her repeat orders (issue 33). */
  repeat: z.boolean(),
  /** Paid online (issue 47): 'Refund of ₹X started', then 'Refunded'; null when nothing is refunded. */
  refund: z.string().nullable().optional(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/**
 * What the browser opens the gateway's checkout with, for an order placed to be paid now. `amount` is in
 * paise, as the gateway's checkout takes it; `keyId` is the gateway's public key (its secret stays here).
 */
export const paymentToMakeSchema = z.object({
  provider: z.enum(['razorpay', 'cashfree']),
  providerOrderId: z.string(),
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Cashfree's `payment_session_id`, which its checkout opens with; absent for Razorpay. */
  sessionId: z.string().optional(),
});
export type PaymentToMake = z.infer<typeof paymentToMakeSchema>;

/** Whether the store takes payment now (a gateway is set), and the address of the gateway's checkout script. */
export const paymentOptionsAnswerSchema = z.object({
  payNow: z.boolean(),
  provider: z.enum(['razorpay', 'cashfree']).nullable(),
  checkoutUrl: z.string().nullable(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsAnswerSchema>;

export const placedOrderAnswerSchema = z.object({
  message: z.string(),
  payment: paymentToMakeSchema.optional(),
  order: orderDetailsSchema,
  orderSummary: orderSummarySchema,
  isBranchAvailableAtLocation: z.literal(true),
  isStockAvailable: z.literal(true),
});
export type PlacedOrderAnswer = z.infer<typeof placedOrderAnswerSchema>;

/** A product the branch cannot fill, with the packs it has left (0 when none). */
export const shortProductSchema = z.object({ productId: z.string(), productName: z.string(), available: z.number().int().min(0) });
export type ShortProduct = z.infer<typeof shortProductSchema>;

/**
 * Placing refused: where no branch serves the pin code, or stock ran out (then which products are short);
 * or the total she saw is not the total any more, or her code is refused (then `orderSummary` is the order
 * as it would now be placed, and `reason` names a refused code's reason).
 */
export const orderRefusalSchema = z.object({
  message: z.string(),
  totalChanged: z.boolean().optional(),
  reason: z.string().optional(),
  orderSummary: orderSummarySchema.optional(),
  isBranchAvailableAtLocation: z.boolean().optional(),
  isStockAvailable: z.boolean().optional(),
  shortProducts: z.array(shortProductSchema).optional(),
  /** The limit an order would break: her (or her door's) open orders, or the packs in them. */
  limit: z.enum(['openOrders', 'openPacks']).optional(),
});

export const orderListEntrySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string(),
  status: orderStatusSchema,
  /** The status in her words, as her timeline says it ('Not delivered' for an order brought back). */
  statusLabel: z.string(),
  deliveryType: deliveryTypeSchema,
  /** The end of the promised window, said by sayArrival: 'Arriving by 4:15 PM', 'Arriving today by 9 PM'. */
  promisedTo: z.string(),
  totalAmount: z.number(),
  items: z.array(orderItemSchema),
  /** Placed by one of her repeat orders (issue 33). */
  repeat: z.boolean(),
  /** Paid online (issue 47): 'Refund of ₹X started', then 'Refunded'; null when nothing is refunded. */
  refund: z.string().nullable().optional(),
});
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;
export const ordersAnswerSchema = z.object({ orders: z.array(orderListEntrySchema) });

export const orderAnswerSchema = z.object({ order: orderDetailsSchema });

/** One step of an order's timeline, in India time. */
export const timelineEventSchema = z.object({ date: z.string(), time: z.string(), status: z.string(), note: z.string().nullable() });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const trackingAnswerSchema = z.object({
  /** The server's clock, so that the express countdown is right on a phone whose clock is not. */
  now: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  deliveryType: deliveryTypeSchema,
  promisedTo: z.string(),
  totalAmount: z.number(),
  /** The rider's first name while the order is out with them (never their phone); null otherwise. */
  riderFirstName: z.string().nullable(),
  products: z.array(orderItemSchema.extend({ productId: z.string() })),
  timeline: z.array(timelineEventSchema),
});
export type Tracking = z.infer<typeof trackingAnswerSchema>;

export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;
