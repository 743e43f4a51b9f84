import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';

/**
 * The staff API's answers, declared once: the API's routes answer with them (so OpenAPI and the
 * serialiser use them) and the console's types are inferred from them.
 */
export const staffMemberAnswer = z.object({
  _id: z.string(),
  phoneNumber: z.number(),
  /** The name they registered under; empty until they register. */
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  branchIds: z.array(z.string()),
  fromEnvironment: z.boolean(),
  onShift: z.boolean(),
  version: z.number(),
});
export type StaffMemberAnswer = z.infer<typeof staffMemberAnswer>;

export const staffMeAnswer = z.object({
  role: z.enum(STAFF_ROLES),
  name: z.string(),
  phoneNumber: z.number(),
  branches: z.array(z.object({ _id: z.string(), name: z.string() })),
  onShift: z.boolean(),
});
export type StaffMeAnswer = z.infer<typeof staffMeAnswer>;

export const staffListAnswer = z.object({ staff: z.array(staffMemberAnswer) });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/** A member of staff just added: their id and first version. */
export const staffAddedAnswer = z.object({ _id: z.string(), version: z.number() });
export type StaffAddedAnswer = z.infer<typeof staffAddedAnswer>;

/** A customer's phone, opened on purpose (and audited) by the staff of her order's branch. */
export const customerPhoneAnswer = z.object({ phoneNumber: z.number() });
export type CustomerPhoneAnswer = z.infer<typeof customerPhoneAnswer>;
