import { NOT_DELIVERED_EVENT, ORDER_BACK_REASONS } from './floor.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.js';

/** Who made a timeline's step: the customer, a staff member, or nobody (the store's own: a payment, an expiry). */
export type TimelineActor = { kind: 'customer'; name: string | null } | { kind: 'staff'; name: string } | null;

/** The order the steps of one moment are read in (a placed order packed at once is confirmed, then packed). */
export const TIMELINE_STEP_RANK: Record<string, number> = {
  awaiting_payment: 0,
  placed: 1,
  confirmed: 2,
  packed: 3,
  out_for_delivery: 4,
  [NOT_DELIVERED_EVENT]: 5,
  delivered: 6,
  cancelled: 7,
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A step of an order's timeline as staff read it, one sentence naming who did it: 'Packed by Priya
 * Packer', 'Sent out with Ravi by Priya Packer', 'Taken back at the branch by Meena Iyer', 'Ravi Kumar
 * could not deliver it: customer not reachable', 'Cancelled by the customer, Asha Rao: ordered twice'.
 * A step made before the store recorded who made it says what happened without a name.
 */
export function timelineSentence(status: string, note: string | null, actor: TimelineActor): string {
  const who =
    actor === null ? null : actor.kind === 'customer' ? (actor.name ? `the customer, ${actor.name}` : 'the customer') : actor.name;
  const by = who ? ` by ${who}` : '';
  const reason = note ? `: ${lower(note)}` : '';
  switch (status) {
    case 'awaiting_payment':
      return `Placed${by}, waiting for the online payment`;
    case 'placed':
      return who ? `Placed${by}` : 'Paid online: placed';
    case 'out_for_delivery':
      return `Sent out${note ? ` ${lower(note)}` : ''}${by}`;
    case 'delivered':
      return `Delivered${by}${note ? `, ${lower(note)}` : ''}`;
    case NOT_DELIVERED_EVENT:
      if (note === ORDER_BACK_REASONS.taken_back) return `Taken back at the branch${by}`;
      return who ? `${who} could not deliver it${reason}` : `Not delivered${reason}`;
    case 'cancelled':
      return `Cancelled${by}${reason}`;
    default: {
      const label = (ORDER_STATUS_LABELS as Record<string, string>)[status as OrderStatus] ?? lower(status.replaceAll('_', ' '));
      return `${label}${by}${reason}`;
    }
  }
}

/** What became of a rider's ended delivery, for 'Done today': 'Delivered · cash ₹248', 'Not delivered: refused', 'Cancelled'. */
export function endedDeliverySaid(ending: {
  outcome: string | null;
  paidBy: 'cash' | 'upi' | 'online' | null;
  received: number | null;
  reason: string | null;
}): string {
  if (ending.outcome === 'delivered' && ending.paidBy === 'online') return 'Delivered · paid online';
  if (ending.outcome === 'delivered') return `Delivered · ${ending.paidBy === 'upi' ? 'UPI' : 'cash'} ₹${ending.received ?? 0}`;
  if (ending.outcome === 'cancelled') return 'Cancelled';
  const reason = (ORDER_BACK_REASONS as Record<string, string>)[ending.reason ?? ''];
  if (ending.reason === 'taken_back') return 'Taken back at the branch';
  return reason ? `Not delivered: ${lower(reason)}` : 'Not delivered';
}
