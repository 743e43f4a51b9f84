import { z } from 'zod';

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  timeAgo: z.string(),
  createdAt: z.string(),
  /** The order it is about, which tapping it opens; null for one about no order (a complaint). */
  orderId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsAnswerSchema = z.object({ notifications: z.array(notificationSchema) });

export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;
