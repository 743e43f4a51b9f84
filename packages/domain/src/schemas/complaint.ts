import { z } from 'zod';
import { tooLong } from '../messages.js';
import { requiredText } from './fields.js';

export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

/** The E-Commerce Rules' clocks: acknowledge within 48 hours, redress within one month of receipt. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_MONTHS = 1;

/** When a complaint received at `receivedAt` must be acknowledged, and resolved (a calendar month later). */
export function complaintDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const acknowledgeBy = new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3600 * 1000);
  const resolveBy = new Date(receivedAt);
  const day = resolveBy.getUTCDate();
  resolveBy.setUTCMonth(resolveBy.getUTCMonth() + RESOLVE_WITHIN_MONTHS);
  // 31 January plus a month is the last day of February, not 3 March.
  if (resolveBy.getUTCDate() !== day) resolveBy.setUTCDate(0);
  return { acknowledgeBy, resolveBy };
}

export const COMPLAINT_MESSAGES = {
  subjectRequired: 'Subject is required',
  messageRequired: 'Please describe the problem',
  messageTooShort: 'Please describe the problem in at least 10 characters',
  replyRequired: 'Please write the reply that resolves the complaint',
  notFound: 'Complaint not found',
  cannotMove: 'This complaint cannot be moved that way',
} as const;

export const complaintSchema = z.object({
  subject: requiredText(COMPLAINT_MESSAGES.subjectRequired).max(150, tooLong('Subject', 150)),
  orderId: z
    .union([z.literal(''), z.uuid({ error: 'Choose one of your orders' })])
    .optional()
    .transform((value) => value || undefined),
  message: requiredText(COMPLAINT_MESSAGES.messageRequired).min(10, COMPLAINT_MESSAGES.messageTooShort).max(2000, tooLong('Message', 2000)),
});
export type ComplaintInput = z.input<typeof complaintSchema>;

export const adminComplaintUpdateSchema = z
  .object({
    status: z.enum(['acknowledged', 'resolved'], { error: 'Unknown complaint status' }),
    reply: z.string().trim().max(2000, tooLong('Reply', 2000)).optional(),
    version: z.number({ error: 'version is required' }).int().positive(),
  })
  .refine((body) => body.status !== 'resolved' || Boolean(body.reply), { message: COMPLAINT_MESSAGES.replyRequired, path: ['reply'] });

export const adminComplaintListQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: 'Unknown complaint status' }).optional(),
});
