import { sayArrival } from './arrival.js';
import { indiaDate, indiaWallClock } from './india-time.js';
import { ARRIVAL_MESSAGES } from './messages.js';

/** Express (30-60 minutes), the same day, or the next day: the store's three promises. */
export const DELIVERY_TYPES = ['express', 'same_day', 'next_day'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  express: 'Express (30-60 minutes)',
  same_day: 'Same day',
  next_day: 'Next day',
};

export interface DeliveryPromise {
  type: DeliveryType;
  label: string;
  from: Date;
  to: Date;
}

/** Orders placed before this hour (India time) are delivered the same day. */
export const SAME_DAY_CUTOFF_HOUR = 12;
const EXPRESS_FROM_MINUTES = 30;
const EXPRESS_TO_MINUTES = 60;
const DAY_ENDS_HOUR = 21;
const DAY_STARTS_HOUR = 9;

/**
 * What the store promises for an order placed at `now`, always in India time: express is 30-60
 * minutes from placing; otherwise the same day (by 9 PM) before 12:00, else the next day (9 AM-9 PM).
 */
export function deliveryPromise(now: Date, express: boolean): DeliveryPromise {
  if (express) {
    return {
      type: 'express',
      label: 'Express delivery in 30-60 minutes',
      from: new Date(now.getTime() + EXPRESS_FROM_MINUTES * 60_000),
      to: new Date(now.getTime() + EXPRESS_TO_MINUTES * 60_000),
    };
  }
  const today = indiaDate(now);
  if (today.hour < SAME_DAY_CUTOFF_HOUR) {
    return {
      type: 'same_day',
      label: 'Same-day delivery, today by 9 PM',
      from: now,
      to: indiaWallClock(today.year, today.month, today.day, DAY_ENDS_HOUR),
    };
  }
  return {
    type: 'next_day',
    label: 'Next-day delivery, tomorrow 9 AM to 9 PM',
    from: indiaWallClock(today.year, today.month, today.day + 1, DAY_STARTS_HOUR),
    to: indiaWallClock(today.year, today.month, today.day + 1, DAY_ENDS_HOUR),
  };
}

/** The cart's delivery date: today before 12:00 India time, else tomorrow. */
export function cartDeliveryDate(now: Date): Date {
  return deliveryPromise(now, false).to;
}

/**
 * The promise as she reads it, in her language, told from `now` (sayArrival, arrival.ts): 'Arriving by
 * 4:15 PM' for express, 'Arriving today by 9 PM', 'Arriving tomorrow by 9 PM', the date once it is neither.
 * English here; a page says ARRIVAL_MESSAGES.arriving with `sayArrival` in its own language.
 */
export function arrivalWindow(promise: { deliveryType: DeliveryType; promisedTo: Date }, now: Date): string {
  return ARRIVAL_MESSAGES.arriving(sayArrival(promise.promisedTo, now, 'en', { express: promise.deliveryType === 'express' }));
}

/** Whole minutes until the promise, rounded up (0 at or after it), or how late it is: the express countdown. */
export function minutesToPromise(promisedTo: Date, now: Date): { minutesLeft: number; late: boolean } {
  const left = promisedTo.getTime() - now.getTime();
  return { minutesLeft: Math.max(0, Math.ceil(left / 60_000)), late: left <= 0 };
}

/** The express countdown in her words: '25 minutes to go', or plainly that it is late. */
export function expressCountdown(promisedTo: Date, now: Date): string {
  const { minutesLeft, late } = minutesToPromise(promisedTo, now);
  return late ? ARRIVAL_MESSAGES.late(sayArrival(promisedTo, now, 'en')) : ARRIVAL_MESSAGES.minutesToGo(minutesLeft);
}
