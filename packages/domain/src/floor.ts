import type { DeliveryType } from './delivery.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.js';

/** Express orders: the promise is 30-60 minutes from placing; amber once 30 have gone, red past 60. */
export const EXPRESS_AMBER_AFTER_MINUTES = 30;
export const EXPRESS_RED_AFTER_MINUTES = 60;
/** Same-day and next-day orders turn amber in the last hour of their window, red once it has passed. */
export const WINDOW_AMBER_MINUTES_LEFT = 60;
/** How often the floor and rider screens ask for news (see docs/decisions/008). */
export const FLOOR_REFRESH_MS = 4000;

export type PromiseMark = 'on_time' | 'amber' | 'red';

export interface PromisedOrder {
  deliveryType: DeliveryType;
  /** When it was placed (ISO or Date). */
  placedAt: string | Date;
  promisedTo: string | Date;
}

export interface PromiseClock {
  mark: PromiseMark;
  /** Whole minutes since the order was placed. */
  minutesSincePlaced: number;
  /** Whole minutes until the end of the promised window; negative once it has passed. */
  minutesLeft: number;
  /** What the floor shows: '12 min' since placing for express, or the time left ('2 h 05 min left', '15 min late'). */
  text: string;
}

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** Where an order stands against its promise at `now`: the floor's countdown and its colour. */
export function promiseClock(order: PromisedOrder, now: Date): PromiseClock {
  const placedAt = new Date(order.placedAt);
  const minutesSincePlaced = Math.max(0, minutesBetween(placedAt, now));
  const minutesLeft = Math.ceil((new Date(order.promisedTo).getTime() - now.getTime()) / 60_000);
  if (order.deliveryType === 'express') {
    const mark: PromiseMark =
      minutesSincePlaced >= EXPRESS_RED_AFTER_MINUTES ? 'red' : minutesSincePlaced >= EXPRESS_AMBER_AFTER_MINUTES ? 'amber' : 'on_time';
    const text = mark === 'red' ? `${minutesSincePlaced} min, late` : `${minutesSincePlaced} min`;
    return { mark, minutesSincePlaced, minutesLeft, text };
  }
  const mark: PromiseMark = minutesLeft <= 0 ? 'red' : minutesLeft <= WINDOW_AMBER_MINUTES_LEFT ? 'amber' : 'on_time';
  const text = minutesLeft <= 0 ? `${duration(-minutesLeft)} late` : `${duration(minutesLeft)} left`;
  return { mark, minutesSincePlaced, minutesLeft, text };
}

const TYPE_ORDER: Record<DeliveryType, number> = { express: 0, same_day: 1, next_day: 2 };

/** The floor's queue order: express first (oldest first), then same-day, then next-day, each by its window's end. */
export function byPromise(a: PromisedOrder, b: PromisedOrder): number {
  return (
    TYPE_ORDER[a.deliveryType] - TYPE_ORDER[b.deliveryType] ||
    new Date(a.promisedTo).getTime() - new Date(b.promisedTo).getTime() ||
    new Date(a.placedAt).getTime() - new Date(b.placedAt).getTime()
  );
}

export interface PickLine {
  productId: string;
  productName: string;
  size: string;
  quantityInEachPack: number;
  quantity: number;
}

/** What to take from the shelves for several orders picked together: one line per product, packs added up. */
export function pickTotals(orders: readonly { items: readonly PickLine[] }[]): PickLine[] {
  const totals = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.items) {
      const kept = totals.get(line.productId);
      if (kept) kept.quantity += line.quantity;
      else totals.set(line.productId, { ...line });
    }
  }
  return [...totals.values()].sort((a, b) => a.productName.localeCompare(b.productName));
}

/** The reasons a rider may give for bringing an order back. */
export const NOT_DELIVERED_REASONS = {
  unreachable: 'Customer not reachable',
  address_not_found: 'Address not found',
  refused: 'Refused',
} as const;
export type NotDeliveredReason = keyof typeof NOT_DELIVERED_REASONS;

/** What the timeline and her notification say of an order coming back: the rider's reason, or the branch took it back. */
export const ORDER_BACK_REASONS = { ...NOT_DELIVERED_REASONS, taken_back: 'Taken back at the branch' } as const;

export const PAID_BY = ['cash', 'upi'] as const;
export type PaidBy = (typeof PAID_BY)[number];
/** How a delivered order was paid: at the door (cash, UPI) or online before it (nothing collected). */
export const DELIVERY_PAID_BY = [...PAID_BY, 'online'] as const;
/** What the day's money (the day page's 'Taken' and the dashboard's revenue) counts, said where it is shown. */
export const TAKEN_COUNTS = 'cash and UPI collected at the door, and paid online less refunds';

/**
 * An order's address in one line, in the one order the slip, the rider's screen and the console write it:
 * plot, street, the rest of the address, pin code (parts left empty are left out).
 */
export function addressLine({
  plotNumber,
  street,
  line,
  pinCode,
}: {
  plotNumber: string;
  street: string;
  line: string;
  pinCode: string;
}): string {
  return [plotNumber, street, line, pinCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** A link that opens the phone's map app at the address (Google Maps' documented search URL). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The UPI payment link (NPCI's deep-link format) for the exact amount of one order, which any UPI app
 * opens from a QR code: payee address, payee name, amount in rupees with two decimals, and a note naming
 * the order.
 */
export function upiPaymentLink(payment: { upiId: string; payeeName: string; amount: number; orderNumber: string }): string {
  const query = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', payment.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${payment.orderNumber}`],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** A rider's name as the customer's timeline gives it: the first word of the full name. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** The timeline event written when a rider brings an order back: the order is at the branch again. */
export const NOT_DELIVERED_EVENT = 'not_delivered';

/** A timeline event's words: an order status, or the rider's attempt that did not reach the door. */
export function orderEventLabel(status: string): string {
  if (status === NOT_DELIVERED_EVENT) return 'Not delivered';
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * The status she is shown beside her order: the words of its latest timeline event. An order brought
 * back undelivered is packed again at the branch, but to her it is 'Not delivered', as her timeline says.
 */
export function customerStatusLabel(status: OrderStatus, latestEvent: string | null | undefined): string {
  return status === 'packed' && latestEvent === NOT_DELIVERED_EVENT ? orderEventLabel(NOT_DELIVERED_EVENT) : ORDER_STATUS_LABELS[status];
}
