import { z } from 'zod';
import { GENDERS } from '../../constants.js';
import { LANGUAGES } from '../../i18n/languages.js';
import { ROLES } from '../../roles.js';

export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS).or(z.string()),
  email: z.string(),
  phoneNumber: z.number(),
  address: z.string(),
  pinCode: z.string(),
  plotNumber: z.string(),
  street: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  /** The language of her messages, SMS and notifications. */
  language: z.enum(LANGUAGES),
  isBranchAvailable: z.boolean(),
  matchingBranch: z.object({ _id: z.string(), name: z.string(), servicePinCode: z.array(z.string()) }).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });
export const userUpdatedAnswerSchema = z.object({ message: z.string(), user: userSchema });
export type UserUpdatedAnswer = z.infer<typeof userUpdatedAnswerSchema>;

const optionalText = z.string().optional();
/** The parts of an address the geocoder found at a position (Nominatim's names). */
export const geocodedAddressSchema = z.object({
  house_number: optionalText,
  road: optionalText,
  suburb: optionalText,
  city: optionalText,
  state: optionalText,
  postcode: optionalText,
});
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;
export const reverseGeocodeAnswerSchema = z.object({ address: geocodedAddressSchema.nullable() });

export type UserAnswer = z.infer<typeof userAnswerSchema>;
export type ReverseGeocodeAnswer = z.infer<typeof reverseGeocodeAnswerSchema>;
