import { indiaDate } from '@padstore/domain';
import type { MessageKind } from './outbox-message.js';

/** No reminder leaves between 9 PM and 8 AM India time; it waits for 8 AM. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

/** Only reminders wait for the morning: an order's news (above all, on its way) is told at once. */
export function keepsQuietHours(kind: MessageKind): boolean {
  return kind === 'repeat_confirm';
}

/** The instant a message of this kind may leave at, at or after `at`: 8 AM India time when `at` falls in the quiet hours. */
export function sendableAt(kind: MessageKind, at: Date): Date {
  if (!keepsQuietHours(kind)) return at;
  const { hour, minute } = indiaDate(at);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const hoursToEight = (hour >= QUIET_FROM_HOUR ? 24 + QUIET_UNTIL_HOUR : QUIET_UNTIL_HOUR) - hour;
  const eight = new Date(at.getTime() + hoursToEight * HOUR_MS - minute * 60_000);
  eight.setUTCSeconds(0, 0);
  return eight;
}
