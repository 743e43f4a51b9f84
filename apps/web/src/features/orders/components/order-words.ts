import { CANCEL_REASONS } from '@padstore/domain';
import { NOT_DELIVERED_REASONS } from '@padstore/domain/floor';
import { ORDER_STATUS_LABELS } from '@padstore/domain/order-status';
import { msg, type Translate } from '../../../lib/i18n';

/** The API's words (English) for an order brought back undelivered, and for one the branch took back. */
const NOT_DELIVERED = msg('Not delivered');
const TAKEN_BACK = msg('Taken back at the branch');

/** What the API writes in English from fixed lists: a status, a timeline event, a cancel's or a return's reason. */
const FIXED_WORDS: readonly string[] = [
  ...Object.values(ORDER_STATUS_LABELS),
  NOT_DELIVERED,
  ...CANCEL_REASONS,
  ...Object.values(NOT_DELIVERED_REASONS),
  TAKEN_BACK,
];
const WITH_RIDER = /^With (.+)$/;

/**
 * An order's status, a timeline event or its note as the API writes them (English), in her language.
 * Her own words (a reason she typed) and an operator's stay as written.
 */
export function orderWords(t: Translate, text: string): string {
  const fixed = FIXED_WORDS.find((words) => words === text);
  if (fixed) return t(fixed);
  const rider = WITH_RIDER.exec(text);
  return rider ? t('With {name}', { name: rider[1]! }) : text;
}
