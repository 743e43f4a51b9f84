import { z } from 'zod';
import {
  ADDRESS_MIN_LENGTH,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  GENDERS,
  LOCATION_ADDRESS_MAX_LENGTH,
  OTP_LENGTH,
  PHONE_TEXT_MAX_LENGTH,
  PIN_CODE_LENGTH,
  PLOT_NUMBER_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { normalizeMobile } from '../phone.js';
import { isPinCode } from '../pin-code.js';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required text field: missing, not text, or blank after trimming all answer `required`. */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

/**
 * A mobile number typed as text or sent as a number. Answers the 10 national digits, so the rest
 * of the store never sees other spellings of the same phone.
 */
export function mobileNumber(required: string, invalid: string) {
  return z
    .union([z.string().max(PHONE_TEXT_MAX_LENGTH, invalid), z.number()], {
      error: (issue) => (isMissing(issue.input) ? required : invalid),
    })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .refine((value) => normalizeMobile(value) !== null, invalid),
    )
    .transform((value) => normalizeMobile(value) as string);
}

export function pinCode(required: string) {
  return (
    z
      // Room for spaces around the six digits, no more.
      .union([z.string().max(PIN_CODE_LENGTH * 2, MESSAGES.pinCodeInvalid), z.number()], { error: required })
      .transform((value) => String(value).trim())
      .pipe(z.string().min(1, required).refine(isPinCode, MESSAGES.pinCodeInvalid))
  );
}

export const genderField = z.enum(GENDERS, {
  error: (issue) => (isMissing(issue.input) || issue.input === '' ? MESSAGES.genderRequired : MESSAGES.genderInvalid),
});

export const fullNameField = requiredText(MESSAGES.fullNameRequired)
  .min(FULL_NAME_MIN_LENGTH, MESSAGES.fullNameTooShort)
  .max(FULL_NAME_MAX_LENGTH, MESSAGES.fullNameTooLong);

/** The address as the location screen checks it: required, 5 to 255 characters. */
export const addressField = requiredText(MESSAGES.addressRequired)
  .min(ADDRESS_MIN_LENGTH, MESSAGES.addressTooShort)
  .max(LOCATION_ADDRESS_MAX_LENGTH, MESSAGES.addressTooLong);

/** Plot and street: required, and the placeholder '-' (written for "missing" by older clients) does not count. */
function filledText(required: string, max: number, tooLong: string) {
  return requiredText(required)
    .max(max, tooLong)
    .refine((value) => value !== '-', required);
}

export const plotNumberField = filledText(MESSAGES.plotNumberRequired, PLOT_NUMBER_MAX_LENGTH, MESSAGES.plotNumberTooLong);
export const streetField = filledText(MESSAGES.streetRequired, STREET_MAX_LENGTH, MESSAGES.streetTooLong);

export const emailField = z.union([z.literal(''), z.email(MESSAGES.emailInvalid).max(254, MESSAGES.emailInvalid)], {
  error: MESSAGES.emailInvalid,
});

export const otpField = z
  .string({ error: MESSAGES.otpInvalid })
  .trim()
  .max(OTP_LENGTH, MESSAGES.otpInvalid)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid);
