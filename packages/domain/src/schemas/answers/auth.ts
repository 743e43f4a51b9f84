import { z } from 'zod';

export const registeredAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ phoneNumber: z.number() }),
});
export type RegisteredAnswer = z.infer<typeof registeredAnswerSchema>;

export const loginAnswerSchema = z.object({ success: z.literal(true), message: z.string(), phoneNumber: z.number() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const signedInAnswerSchema = z.object({ message: z.string(), token: z.string() });
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

export const devOtpAnswerSchema = z.object({ otp: z.string() });

export type DevOtpAnswer = z.infer<typeof devOtpAnswerSchema>;
