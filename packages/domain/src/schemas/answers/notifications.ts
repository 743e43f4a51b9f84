import { z } from 'zod';

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  timeAgo: z.string(),
  createdAt: z.string(),
  /** The order it is about, which tapping it opens; null for one about no order (a complaint). */
  orderId: z.string().nullable(),
  /** The complaint it is about, which tapping it opens (her complaints, that one shown); null for any other. */
  complaintId: z.string().nullable(),
  /** The repeat order it is about (issue 33); null for any other. */
  repeatId: z.string().nullable(),
  /**
   * What the web offers beside it: 'confirm' is a reminder (Confirm, Skip, Change), 'order-now' a
   * delivery that was not placed (Order now); null for none.
   */
  repeatAction: z.enum(['confirm', 'order-now']).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsAnswerSchema = z.object({ notifications: z.array(notificationSchema) });

export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;
