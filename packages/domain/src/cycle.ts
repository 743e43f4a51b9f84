import { z } from 'zod';
import { indiaDay } from './india-time.js';
import { addDays, daysBetween, isCalendarDay } from './repeats.js';

/**
 * 'Time it to my cycle': the phone turns what she knows of her cycle into a first delivery date and a
 * rhythm, and only those two reach the server. Nothing here is ever sent, stored by the store or logged:
 * what she entered stays in her browser (see the web's cycle storage).
 */
export const CYCLE_LENGTH = { min: 21, max: 45, usual: 28 } as const;
export const DAYS_BEFORE = { min: 0, max: 5, usual: 2 } as const;

export const CYCLE_MESSAGES = {
  periodStartRequired: 'Please enter the first day of your last period',
  periodStartInFuture: 'The first day of your last period cannot be in the future',
  cycleLength: `Your usual cycle is between ${CYCLE_LENGTH.min} and ${CYCLE_LENGTH.max} days`,
  daysBefore: `Choose from ${DAYS_BEFORE.min} to ${DAYS_BEFORE.max} days before`,
} as const;

/** What she enters; it never leaves her phone. */
export interface CycleEntry {
  lastPeriodStartedOn: string;
  cycleLength: number;
  daysBefore: number;
}

const wholeIn = (range: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/** The 'Time it to my cycle' form, checked on the phone (India's today decides what is the future). */
export const cycleEntrySchema = z.object({
  lastPeriodStartedOn: z
    .string({ error: CYCLE_MESSAGES.periodStartRequired })
    .refine(isCalendarDay, CYCLE_MESSAGES.periodStartRequired)
    .refine((day) => day <= indiaDay(new Date()), CYCLE_MESSAGES.periodStartInFuture),
  cycleLength: wholeIn(CYCLE_LENGTH, CYCLE_MESSAGES.cycleLength),
  daysBefore: wholeIn(DAYS_BEFORE, CYCLE_MESSAGES.daysBefore),
});

export interface CycleTiming {
  /** The first delivery: her next period that is still to come, less the days before she wants it. */
  firstDeliveryOn: string;
  /** The rhythm: one delivery a cycle. */
  everyDays: number;
}

/**
 * The first delivery date and the rhythm for her cycle, seen from `now` (India dates): the period after
 * her last one, less the days before, moved on a cycle at a time until the delivery is after today, so
 * that the store can still remind her before it is due. A delivery is never more than one cycle ahead
 * of tomorrow.
 */
export function cycleTiming(entry: CycleEntry, now: Date): CycleTiming {
  const first = addDays(entry.lastPeriodStartedOn, entry.cycleLength - entry.daysBefore);
  const behind = daysBetween(first, indiaDay(now));
  const cycles = behind < 0 ? 0 : Math.floor(behind / entry.cycleLength) + 1;
  return { firstDeliveryOn: addDays(first, cycles * entry.cycleLength), everyDays: entry.cycleLength };
}
