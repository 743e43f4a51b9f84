import { z } from 'zod';
import { PHONE_TEXT_MAX_LENGTH } from '../constants.js';
import { tooLong } from '../messages.js';
import { normalizeMobile } from '../phone.js';
import { requiredText } from './fields.js';

/** A GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** States and union territories, for the seller's address and the place of supply. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The state of a delivery pin code, from its first two digits (the postal circles). Where a circle spans
 * more than one state the larger one is answered; the seller can see the pin code on every bill.
 */
export function stateOfPinCode(pinCode: string): IndianState | null {
  if (!/^\d{6}$/.test(pinCode)) return null;
  if (pinCode.startsWith('403')) return 'Goa';
  const prefix = Number(pinCode.slice(0, 2));
  const ranges: [number, number, IndianState][] = [
    [11, 11, 'Delhi'],
    [12, 13, 'Haryana'],
    [14, 15, 'Punjab'],
    [16, 16, 'Chandigarh'],
    [17, 17, 'Himachal Pradesh'],
    [18, 19, 'Jammu and Kashmir'],
    [20, 28, 'Uttar Pradesh'],
    [30, 34, 'Rajasthan'],
    [36, 39, 'Gujarat'],
    [40, 44, 'Maharashtra'],
    [45, 48, 'Madhya Pradesh'],
    [49, 49, 'Chhattisgarh'],
    [50, 50, 'Telangana'],
    [51, 53, 'Andhra Pradesh'],
    [56, 59, 'Karnataka'],
    [60, 66, 'Tamil Nadu'],
    [67, 69, 'Kerala'],
    [70, 74, 'West Bengal'],
    [75, 77, 'Odisha'],
    [78, 78, 'Assam'],
    [79, 79, 'Arunachal Pradesh'],
    [80, 85, 'Bihar'],
  ];
  for (const [from, to, state] of ranges) if (prefix >= from && prefix <= to) return state;
  return null;
}

const phone = z
  .union([z.string().max(PHONE_TEXT_MAX_LENGTH, 'Phone number is not valid'), z.number()], { error: 'Phone number is required' })
  .transform((value) => String(value).trim())
  .refine((value) => normalizeMobile(value) !== null, 'Phone number is not valid')
  .transform((value) => normalizeMobile(value) as string);

/** The seller's details the E-Commerce Rules ask to show, and the grievance officer. */
export const sellerDetailsSchema = z.object({
  legalName: requiredText('Legal name is required').max(200, tooLong('Legal name', 200)),
  address: requiredText('Address is required').max(500, tooLong('Address', 500)),
  state: z.enum(INDIAN_STATES, { error: 'Choose a state' }),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .max(15, 'GSTIN is not valid')
    .refine((value) => value === '' || GSTIN_PATTERN.test(value), 'GSTIN is not valid')
    .default(''),
  grievanceOfficer: z.object({
    name: requiredText("The grievance officer's name is required").max(120, tooLong("The grievance officer's name", 120)),
    designation: requiredText("The grievance officer's designation is required").max(120, tooLong('The designation', 120)),
    email: z.email('Invalid email').max(254, 'Invalid email'),
    phone,
  }),
});
export type SellerDetails = z.output<typeof sellerDetailsSchema>;

export const sellerDetailsUpdateSchema = sellerDetailsSchema.extend({
  version: z.number({ error: 'version is required' }).int().positive(),
});

/** GST rates a product may carry (sanitary napkins: 0, exempt since 27 July 2018). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export const DEFAULT_HSN_CODE = '96190010';
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
