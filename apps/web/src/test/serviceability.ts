import { indiaDate, indiaWallClock, MESSAGES, type Serviceability } from '@padstore/domain';

const sameDay = {
  type: 'same_day' as const,
  label: 'Same-day delivery, today by 9 PM',
  from: '2026-11-23T05:00:00.000Z',
  to: '2026-11-23T15:30:00.000Z',
};

/** The pin-code check's answer where a branch serves the pin code, as the API gives it. */
export const SERVED: Serviceability = {
  served: true,
  message: MESSAGES.pinCodeServed,
  branch: { _id: 'br1', name: 'Bengaluru Central' },
  availableQuantity: null,
  promise: sameDay,
  expressPromise: { ...sameDay, type: 'express', label: 'Express delivery in 30-60 minutes' },
};

/** Its answer for a real pin code that no branch lists (110001, Delhi). */
export const NOT_SERVED: Serviceability = { ...SERVED, served: false, branch: null, message: MESSAGES.pinCodeNotServed };

/** 9 PM India time today, whenever the test runs: a same-day promise said 'today by 9 PM'. */
export function tonightAtNine(): string {
  const { year, month, day } = indiaDate(new Date());
  return indiaWallClock(year, month, day, 21).toISOString();
}
