import { z } from 'zod';

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  timeAgo: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsAnswerSchema = z.object({ notifications: z.array(notificationSchema) });

export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;
