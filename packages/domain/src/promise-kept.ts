import { EXPRESS_RED_AFTER_MINUTES } from './floor.js';
import type { DeliveryType } from './delivery.js';

export interface DayOrder {
  deliveryType: DeliveryType;
  status: string;
  placedAt: Date;
  promisedTo: Date;
  deliveredAt: Date | null;
}

export interface PromiseKept {
  orders: number;
  delivered: number;
  /** Orders of the day neither delivered nor cancelled. */
  notDelivered: number;
  cancelled: number;
  /**
   * Express orders delivered within 60 minutes of placing, in % of the day's express orders not cancelled
   * and judged (delivered, or past their 60 minutes); null with none.
   */
  expressWithin60: number | null;
  sameDayOnTime: number | null;
  nextDayOnTime: number | null;
  /** Median minutes from placing to the door, over the delivered orders; null with none. */
  medianMinutesToDoor: number | null;
}

const percent = (kept: number, of: number) => (of === 0 ? null : Math.round((kept / of) * 1000) / 10);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/** When an order's promise comes due: 60 minutes after placing for express, the end of its window otherwise. */
export const promiseDueAt = (order: Pick<DayOrder, 'deliveryType' | 'placedAt' | 'promisedTo'>): Date =>
  order.deliveryType === 'express' ? new Date(order.placedAt.getTime() + EXPRESS_RED_AFTER_MINUTES * 60_000) : order.promisedTo;

/**
 * How well a branch kept its promise over the orders placed on one day. A cancelled order counts in no
 * percentage; an order counts once it is judged: delivered, or its promise come due at `now` (an
 * express order minutes old, or a same-day order due tonight, is neither kept nor broken yet).
 */
export function promiseKept(orders: readonly DayOrder[], now: Date): PromiseKept {
  const live = orders.filter((order) => order.status !== 'cancelled');
  const judged = live.filter((order) => order.deliveredAt !== null || promiseDueAt(order) < now);
  const kept = (type: DeliveryType, onTime: (order: DayOrder & { deliveredAt: Date }) => boolean) => {
    const ofType = judged.filter((order) => order.deliveryType === type);
    return percent(
      ofType.filter((order) => order.deliveredAt !== null && onTime(order as DayOrder & { deliveredAt: Date })).length,
      ofType.length,
    );
  };
  const delivered = live.filter((order) => order.deliveredAt !== null) as (DayOrder & { deliveredAt: Date })[];
  return {
    orders: orders.length,
    delivered: delivered.length,
    notDelivered: live.length - delivered.length,
    cancelled: orders.length - live.length,
    expressWithin60: kept(
      'express',
      (order) => order.deliveredAt.getTime() - order.placedAt.getTime() <= EXPRESS_RED_AFTER_MINUTES * 60_000,
    ),
    sameDayOnTime: kept('same_day', (order) => order.deliveredAt <= order.promisedTo),
    nextDayOnTime: kept('next_day', (order) => order.deliveredAt <= order.promisedTo),
    medianMinutesToDoor: median(delivered.map((order) => Math.round((order.deliveredAt.getTime() - order.placedAt.getTime()) / 60_000))),
  };
}
