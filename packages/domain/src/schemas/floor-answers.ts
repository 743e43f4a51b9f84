import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.js';
import { DELIVERY_PAID_BY } from '../floor.js';

const deliveryType = z.enum(['express', 'same_day', 'next_day']);
const pickLine = z.object({
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  quantityInEachPack: z.number(),
  quantity: z.number(),
});

/** An open order as the branch floor sees it: what to pick, where it goes, who carries it. No phone number. */
export const floorOrderAnswer = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryType,
  placedAt: z.string(),
  promisedFrom: z.string(),
  promisedTo: z.string(),
  discreetPackaging: z.boolean(),
  customerName: z.string(),
  address: z.object({ plotNumber: z.string(), street: z.string(), line: z.string(), pinCode: z.string() }),
  items: z.array(pickLine),
  /** Nothing to collect at the door when she paid online (issue 47): the card says 'Paid online: collect nothing'. */
  paidOnline: z.boolean(),
  amountToCollect: z.number(),
  rider: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** When it left with the rider; null while it is at the branch. */
  dispatchedAt: z.string().nullable(),
  /** The last attempt that did not reach the door, if the order came back. */
  // `by` names who brought it back: the rider who could not deliver it, or the manager who took it back.
  lastAttempt: z.object({ reason: z.string(), note: z.string(), rider: z.string(), by: z.string() }).nullable(),
  version: z.number(),
});
export type FloorOrderAnswer = z.infer<typeof floorOrderAnswer>;

export const floorRiderAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  onShift: z.boolean(),
  /** Orders given to them and not yet delivered or brought back. */
  carrying: z.number(),
});
export type FloorRiderAnswer = z.infer<typeof floorRiderAnswer>;

export const floorAnswer = z.object({
  /** The server's clock when it answered: the countdowns run from it, not from the device's clock. */
  now: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }),
  orders: z.array(floorOrderAnswer),
  riders: z.array(floorRiderAnswer),
});
export type FloorAnswer = z.infer<typeof floorAnswer>;

/** A delivery as its rider sees it, while it is theirs. */
export const riderDeliveryAnswer = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryType,
  placedAt: z.string(),
  promisedTo: z.string(),
  customerName: z.string(),
  address: z.string(),
  pinCode: z.string(),
  mapLink: z.string(),
  /** Paid online before the door: nothing to collect (`amountToCollect` 0, no UPI link). */
  paidOnline: z.boolean(),
  amountToCollect: z.number(),
  discreetPackaging: z.boolean(),
  packs: z.number(),
  /** Null while the order is still at the branch, waiting to be sent out. */
  dispatchedAt: z.string().nullable(),
  /** The UPI link (for a QR code) of the exact amount, when the owner has set the store's UPI id. */
  upiLink: z.string().nullable(),
});
export type RiderDeliveryAnswer = z.infer<typeof riderDeliveryAnswer>;

export const riderDayAnswer = z.object({
  now: z.string(),
  onShift: z.boolean(),
  deliveries: z.array(riderDeliveryAnswer),
  /**
   * Today's ended deliveries, newest first (at most RIDER_DONE_TODAY_SHOWN), apart from the open ones:
   * what became of each, in words ('Delivered · cash ₹248', 'Not delivered: customer not reachable').
   */
  doneToday: z.array(z.object({ orderNumber: z.string(), said: z.string(), at: z.string() })),
  /** How many deliveries ended today in all, when more than those listed. */
  doneTodayCount: z.number(),
  today: z.object({
    delivered: z.array(z.object({ orderNumber: z.string(), paidBy: z.enum(DELIVERY_PAID_BY), amount: z.number(), at: z.string() })),
    cashCollected: z.number(),
    upiCollected: z.number(),
    cashHandedIn: z.number(),
    /** Cash still to hand in at the branch today. */
    cashToHandIn: z.number(),
  }),
});
export type RiderDayAnswer = z.infer<typeof riderDayAnswer>;

/** The ended deliveries the rider's screen lists under 'Done today'; the count says how many more there were. */
export const RIDER_DONE_TODAY_SHOWN = 20;
