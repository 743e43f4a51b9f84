import { z } from 'zod';
import { INDIAN_STATES } from '../seller.js';

/** Who sells, as the Contact page, the footer and the bills show it. */
export const sellerSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.enum(INDIAN_STATES),
  gstin: z.string(),
  grievanceOfficer: z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() }),
});
export type Seller = z.infer<typeof sellerSchema>;

export const sellerAnswerSchema = z.object({ seller: sellerSchema });
export type SellerAnswer = z.infer<typeof sellerAnswerSchema>;

/** The seller's details in the console, with the version an edit must send back. */
export const consoleSellerAnswerSchema = z.object({ seller: sellerSchema, version: z.number() });
export type ConsoleSellerAnswer = z.infer<typeof consoleSellerAnswerSchema>;

/** A policy page (returns, shipping): its title and sanitised HTML. */
export const policyPageAnswerSchema = z.object({ data: z.object({ title: z.string(), description: z.string() }) });
export type PolicyPageAnswer = z.infer<typeof policyPageAnswerSchema>;
