import { EXPRESS_RED_AFTER_MINUTES } from './floor.js';
import type { DeliveryType } from './delivery.js';

export interface DayOrder {
  deliveryType: DeliveryType;
  status: string;
  placedAt: Date;
  promisedTo: Date;
  deliveredAt: Date | null;
}

/**
 * Every order of the day is in exactly one of: delivered in time, delivered late, not delivered (its
 * promise come due and neither delivered nor cancelled), cancelled, still open (its promise not yet due).
 */
export interface PromiseKept {
  orders: number;
  /** Delivered in time and late together. */
  delivered: number;
  deliveredInTime: number;
  deliveredLate: number;
  /** Past its promise, neither delivered nor cancelled. */
  notDelivered: number;
  cancelled: number;
  /** Neither delivered nor cancelled, its promise not yet due. */
  stillOpen: number;
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

/** Delivered as promised: an express order within 60 minutes of placing, another by the end of its window. */
export const deliveredInTime = (order: DayOrder & { deliveredAt: Date }): boolean =>
  order.deliveryType === 'express'
    ? order.deliveredAt.getTime() - order.placedAt.getTime() <= EXPRESS_RED_AFTER_MINUTES * 60_000
    : order.deliveredAt <= order.promisedTo;

/**
 * How well a branch kept its promise over the orders placed on one day. A cancelled order counts in no
 * percentage; an order counts once it is judged: delivered, or its promise come due at `now` (an
 * express order minutes old, or a same-day order due tonight, is neither kept nor broken yet).
 */
export function promiseKept(orders: readonly DayOrder[], now: Date): PromiseKept {
  const live = orders.filter((order) => order.status !== 'cancelled');
  const judged = live.filter((order) => order.deliveredAt !== null || promiseDueAt(order) < now);
  const kept = (type: DeliveryType) => {
    const ofType = judged.filter((order) => order.deliveryType === type);
    return percent(
      ofType.filter((order) => order.deliveredAt !== null && deliveredInTime(order as DayOrder & { deliveredAt: Date })).length,
      ofType.length,
    );
  };
  const delivered = live.filter((order) => order.deliveredAt !== null) as (DayOrder & { deliveredAt: Date })[];
  const inTime = delivered.filter(deliveredInTime).length;
  const notDelivered = judged.length - delivered.length;
  return {
    orders: orders.length,
    delivered: delivered.length,
    deliveredInTime: inTime,
    deliveredLate: delivered.length - inTime,
    notDelivered,
    cancelled: orders.length - live.length,
    stillOpen: live.length - delivered.length - notDelivered,
    expressWithin60: kept('express'),
    sameDayOnTime: kept('same_day'),
    nextDayOnTime: kept('next_day'),
    medianMinutesToDoor: median(delivered.map((order) => Math.round((order.deliveredAt.getTime() - order.placedAt.getTime()) / 60_000))),
  };
}
