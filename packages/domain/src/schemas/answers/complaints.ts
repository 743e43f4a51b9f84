import { z } from 'zod';
import { COMPLAINT_STATUSES } from '../complaint.js';

/** One answer of the store to a complaint; a complaint keeps every one, oldest first. */
export const complaintReplySchema = z.object({ message: z.string(), createdAt: z.string() });
export type ComplaintReply = z.infer<typeof complaintReplySchema>;

/** A complaint as she follows it: its ticket, status, replies and the two deadlines. */
export const complaintAnswerSchema = z.object({
  _id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  statusLabel: z.string(),
  replies: z.array(complaintReplySchema),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgeOverdue: z.boolean(),
  resolveOverdue: z.boolean(),
  version: z.number(),
});
export type Complaint = z.infer<typeof complaintAnswerSchema>;

/** A complaint on the console's desk: with who raised it. */
export const deskComplaintAnswerSchema = complaintAnswerSchema.extend({ customer: z.string(), phoneNumber: z.string() });
export type DeskComplaint = z.infer<typeof deskComplaintAnswerSchema>;

export const complaintsAnswerSchema = z.object({ complaints: z.array(complaintAnswerSchema) });
export type ComplaintsAnswer = z.infer<typeof complaintsAnswerSchema>;

export const deskComplaintsAnswerSchema = z.object({ complaints: z.array(deskComplaintAnswerSchema) });
export type DeskComplaintsAnswer = z.infer<typeof deskComplaintsAnswerSchema>;

/** A complaint just raised: the ticket number to quote. */
export const complaintRaisedAnswerSchema = z.object({
  complaint: z.object({ _id: z.string(), ticketNumber: z.string(), status: z.enum(COMPLAINT_STATUSES) }),
});
export type ComplaintRaisedAnswer = z.infer<typeof complaintRaisedAnswerSchema>;

/** A complaint the desk moved on: its new status and version. */
export const complaintMovedAnswerSchema = z.object({ status: z.enum(COMPLAINT_STATUSES), version: z.number() });
export type ComplaintMovedAnswer = z.infer<typeof complaintMovedAnswerSchema>;
