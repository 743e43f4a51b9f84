import { z } from 'zod';
import { NOT_DELIVERED_REASONS, PAID_BY } from '../floor.js';
import { MESSAGES, tooLong } from '../messages.js';
import { counted } from '../counted.js';
import { STAFF_ROLES } from '../roles.js';
import { mobileNumber, requiredText } from './fields.js';
import { pageCursorField } from './admin.js';

const version = z.number({ error: 'version is required' }).int().positive();
const rupees = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(1_000_000, message)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'An amount can have at most two decimals');

export const STAFF_MESSAGES = {
  branchesRequired: 'Choose at least one branch',
  alreadyStaff: 'This phone number is already on the staff',
  setByEnvironment: 'This owner is set by ADMIN_PHONES: change the setting and restart the store',
  lastOwner: 'The store needs at least one owner',
  staffNotFound: 'Staff member not found',
  customerNotFound: 'Customer not found',
  riderNotOnShift: 'This rider is not on shift at this branch',
  noteForDifferentAmount: 'The amount differs from the amount due: say why in the note',
  noteRequired: 'Please add a note',
  upiNotSet: "The store's UPI id is not set yet: ask the owner to set it in the console",
  dayClosed: 'This day is closed',
  differencesOpen: "Settle every rider's difference before closing the day",
  stillOutForDelivery: (count: number) => `${counted(count, 'order is', 'orders are')} still out for delivery`,
  ridersUnsettled: (count: number) => `${counted(count, "rider's cash is", "riders' cash is")} not settled yet`,
  dayNotBegun: 'This day has not begun yet: a day can be closed once it has',
  riderNotOfBranch: 'This rider does not work for this branch',
  handInNotFound: 'This entry is not in the day',
  alreadyReversed: 'This entry has already been reversed',
  reversalNotReversed: 'A reversal cannot itself be reversed: record the right amount instead',
  cannotGiveToRider: (status: string) => `An order that is ${status.replace(/_/g, ' ')} cannot be given to a rider`,
  giveToRiderFirst: 'Give this order to a rider first',
  notOutForDelivery: 'This order is not out for delivery',
  notLeftBranch: 'This order has not left the branch yet',
  paidOnlineCollectNothing: 'This order was paid online: collect nothing, and confirm it delivered as paid online',
  notPaidOnline: 'This order was not paid online: record the cash or UPI she paid at the door',
  unknownBranches: 'Choose existing branches',
  handInMoreThanOwed: (over: number, rider: string) =>
    `₹${over.toLocaleString('en-IN', { maximumFractionDigits: 2 })} more than ${rider} owes: confirm to take it in`,
  stillCarrying: (orders: string[]) =>
    `You are still carrying ${orders.length === 1 ? 'order' : 'orders'} ${orders.join(', ')}: deliver ${orders.length === 1 ? 'it' : 'them'} or bring ${orders.length === 1 ? 'it' : 'them'} back to the branch before ending your shift`,
  takenBack: (orderNumber: string, by: string) =>
    `Order ${orderNumber} was taken back at the branch by ${by}: do not hand it over. If you took cash for it, give the cash back to the customer, or hand it to ${by} at the branch`,
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 characters',
  tapStillHandled: 'This tap is still being handled: look at the screen again in a moment',
} as const;

const branchIds = z
  .array(z.uuid({ error: 'The branch id is not valid' }))
  .max(50)
  .default([]);

/** A member of staff as the owner adds them: the phone they sign in with, a role, and their branches. */
export const staffInputSchema = z
  .object({
    phoneNumber: mobileNumber(MESSAGES.mobileRequired, MESSAGES.mobileInvalid),
    role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
    branchIds,
  })
  .refine((staff) => staff.role === 'owner' || staff.branchIds.length > 0, {
    message: STAFF_MESSAGES.branchesRequired,
    path: ['branchIds'],
  });
export type StaffInput = z.input<typeof staffInputSchema>;

export const staffUpdateSchema = z
  .object({
    phoneNumber: mobileNumber(MESSAGES.mobileRequired, MESSAGES.mobileInvalid),
    role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
    branchIds,
    version,
  })
  .refine((staff) => staff.role === 'owner' || staff.branchIds.length > 0, {
    message: STAFF_MESSAGES.branchesRequired,
    path: ['branchIds'],
  });

export const shiftSchema = z.object({ onShift: z.boolean({ error: 'onShift is required' }) });

export const assignRiderSchema = z.object({ riderId: z.uuid({ error: 'Choose a rider' }) });

const NOTE_MAX_LENGTH = 500;
const note = z.string().trim().max(NOTE_MAX_LENGTH, tooLong('The note', NOTE_MAX_LENGTH)).default('');

/** How the customer paid at the door: cash (the amount received), or UPI to the store (the reference she shows). */
export const deliveredSchema = z.discriminatedUnion(
  'paidBy',
  [
    z.object({ paidBy: z.literal('cash'), amountReceived: rupees('Enter the amount received'), note }),
    z.object({
      paidBy: z.literal('upi'),
      upiReference: z
        .string({ error: 'Enter the UPI reference' })
        .trim()
        .max(35, 'A UPI reference is 6 to 35 letters and digits')
        .regex(/^[A-Za-z0-9]{6,35}$/, 'A UPI reference is 6 to 35 letters and digits'),
      note,
    }),
    // Paid online before the door (issue 47): nothing is collected, so no amount and no reference.
    z.object({ paidBy: z.literal('online'), note }),
  ],
  { error: `Say how the customer paid: ${PAID_BY.join(' or ')}` },
);
export type DeliveredInput = z.input<typeof deliveredSchema>;

/** A manager takes back an order that is out, with an optional note. */
export const backAtBranchSchema = z.object({ note });

export const notDeliveredSchema = z.object({
  reason: z.enum(Object.keys(NOT_DELIVERED_REASONS) as [keyof typeof NOT_DELIVERED_REASONS], { error: 'Choose a reason' }),
  note: requiredText(STAFF_MESSAGES.noteRequired).max(NOTE_MAX_LENGTH, tooLong('The note', NOTE_MAX_LENGTH)),
});

export const handInSchema = z
  .object({
    riderId: z.uuid({ error: 'Choose a rider' }),
    amount: rupees('Enter the amount'),
    /** Cash counted in, or a difference written off by the manager (with a note saying why). */
    kind: z.enum(['cash', 'write_off']).default('cash'),
    note,
    /** Cash more than the rider owes for the day is taken in only once the manager said so. */
    confirmOverpay: z.boolean().default(false),
  })
  .refine((handIn) => handIn.kind === 'cash' || handIn.note.length > 0, { message: STAFF_MESSAGES.noteRequired, path: ['note'] });

/** Taking back a hand-in or write-off recorded wrong: the note says what was wrong. */
export const handInReversalSchema = z.object({
  note: requiredText(STAFF_MESSAGES.noteRequired).max(NOTE_MAX_LENGTH, tooLong('The note', NOTE_MAX_LENGTH)),
});

/** A page of a rider's orders of the day: those delivered before the last one shown (`older`, the answer before's `older`). */
export const riderDayOrdersQuerySchema = z.object({
  older: pageCursorField('The older orders cursor is not valid').optional(),
});

/** A page of the day's orders paid online: those paid before the last one shown (`older`, the answer before's `older`). */
export const prepaidDayOrdersQuerySchema = z.object({
  older: pageCursorField('The older payments cursor is not valid').optional(),
});

/** The longest address the UPI id pattern below lets through (256 + '@' + 64). */
const UPI_ID_MAX_LENGTH = 321;

export const upiSettingsSchema = z.object({
  upiId: z
    .string({ error: 'Enter the UPI id' })
    .trim()
    .max(UPI_ID_MAX_LENGTH, tooLong('A UPI id', UPI_ID_MAX_LENGTH))
    .regex(/^[\w.-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'A UPI id looks like shopname@bank'),
  payeeName: requiredText('Enter the name customers see').max(50, tooLong('The name', 50)),
  /** The version seen: 0 while no UPI id has been set. */
  version: z.number({ error: 'version is required' }).int().min(0),
});

/** An India calendar day, YYYY-MM-DD. */
export const dayField = z.iso.date({ error: 'The day must be YYYY-MM-DD' });
export type UpiSettingsInput = z.input<typeof upiSettingsSchema>;
