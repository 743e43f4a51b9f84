import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '../constants.js';
import { MESSAGES, tooLong } from '../messages.js';
import { addressField, pinCode, plotNumberField, requiredText, streetField } from './fields.js';
import { quantityField } from './cart.js';
import { couponCodeField } from './offer.js';

export const CANCEL_REASONS = [
  'I want to change the Product',
  'Not available on the delivery time',
  'Price High',
  'I ordered wrong Product',
  'Other',
] as const;

export const ORDER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: tooLong('Name', FULL_NAME_MAX_LENGTH),
  /** Paying now is offered only when the store has a payment gateway (PAYMENT_PROVIDER). */
  payOnDeliveryOnly: 'Payment is on delivery only, by cash or UPI',
  cancelReasonRequired: 'Please choose a reason for cancelling',
  cartEmpty: 'Your cart is empty',
  placed: 'Order placed successfully',
  notDeliverable: "Sorry, we're currently unavailable in this location.",
  outOfStock: "Some products are out of stock. Sorry, we'll restock them soon.",
  cancelled: 'Order cancelled successfully',
  orderNotFound: 'Order not found',
  inProgress: 'This order is already being placed',
  // The limits that keep one account (or one door) from emptying a branch's shelves (issue 44).
  tooManyOpenOrders: (limit: number | string) =>
    `You already have ${limit} orders on their way. Please receive one before you order again.`,
  tooManyOpenPacks: (limit: number | string) =>
    `Your orders on their way would hold more than ${limit} packs. Please receive them first, or order fewer packs.`,
  tooManyOpenOrdersAtDoor: (limit: number | string) =>
    `This address already has ${limit} orders on their way. Please receive one before you order again.`,
  tooManyOpenPacksAtDoor: (limit: number | string) =>
    `The orders on their way to this address would hold more than ${limit} packs. Please receive them first, or order fewer packs.`,
} as const;

export const deliveryAddressSchema = z.object({
  name: requiredText(ORDER_MESSAGES.nameRequired).max(FULL_NAME_MAX_LENGTH, ORDER_MESSAGES.nameTooLong),
  plotNumber: plotNumberField,
  street: streetField,
  address: addressField,
  pinCode: pinCode(MESSAGES.pinCodeRequired),
});

const trueOrFalse = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true');

/**
 * The place-order body: where to deliver, pay on delivery (true) or now online (false, when the store has
 * a payment gateway), express or not, discreet packaging.
 */
export const placeOrderSchema = z.object({
  deliveryAddress: deliveryAddressSchema,
  paymentMode: z.boolean({ error: ORDER_MESSAGES.payOnDeliveryOnly }),
  emergencyDelivery: trueOrFalse.optional().default(false),
  discreetPackaging: z.boolean().optional().default(true),
  /** An offer's code she applied (letters and digits, any case): the discount is worked out again at placing. */
  couponCode: couponCodeField.optional(),
  /**
   * The total she saw on the button, in rupees: when the order would come to another total (a price, the
   * fee or the discount changed), placing is refused (409) with the new total instead.
   */
  expectedTotal: z.number().min(0).max(10_000_000).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const directBuySchema = placeOrderSchema.extend({ quantity: quantityField.optional().default(1) });

export const cancelOrderSchema = z.object({
  cancelReason: requiredText(ORDER_MESSAGES.cancelReasonRequired).max(500, tooLong('The reason', 500)),
});

/**
 * What the browser sends back from the gateway's checkout: the server checks it, then reads the payment
 * from the gateway. Razorpay's checkout hands back the payment's id and its signature (both needed);
 * Cashfree's hands back nothing but the order, whose payments the server reads.
 */
export const verifyPaymentSchema = z.object({
  orderId: z.uuid(ORDER_MESSAGES.orderNotFound),
  providerOrderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100).optional(),
  signature: z.string().min(1).max(200).optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;
