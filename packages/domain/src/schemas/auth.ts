import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, PLOT_NUMBER_MAX_LENGTH, STREET_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  addressField,
  emailField,
  fullNameField,
  genderField,
  mobileNumber,
  otpField,
  pinCode,
  plotNumberField,
  requiredText,
  streetField,
} from './fields.js';
import { consentField } from '../privacy.js';
import { LANGUAGES } from '../i18n/languages.js';

/** Her language (the API's messages, her SMS and notifications follow it). */
export const languageField = z.enum(LANGUAGES, { error: MESSAGES.languageInvalid });

export const loginSchema = z.object({
  phoneNumber: mobileNumber(MESSAGES.phoneRequired, MESSAGES.phoneInvalid),
});

export const registerSchema = z.object({
  fullName: fullNameField,
  gender: genderField,
  phoneNumber: mobileNumber(MESSAGES.mobileRequired, MESSAGES.mobileInvalid),
  address: addressField,
  pinCode: pinCode(MESSAGES.pinCodeRequired),
  plotNumber: requiredText(MESSAGES.plotNumberRequired).max(PLOT_NUMBER_MAX_LENGTH, MESSAGES.plotNumberTooLong),
  street: requiredText(MESSAGES.streetRequired).max(STREET_MAX_LENGTH, MESSAGES.streetTooLong),
  /** Checked last, so that a form with other mistakes answers the specification's messages first. */
  consent: consentField,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const verifyOtpSchema = z.object({
  phoneNumber: mobileNumber(MESSAGES.phoneRequired, MESSAGES.phoneInvalid),
  otp: otpField,
});

export const resendOtpSchema = loginSchema;

/** The location screen: address and pin code. */
export const locationSchema = z.object({
  address: addressField,
  pinCode: pinCode(MESSAGES.pinCodeRequired),
});

/** The profile form, with the messages of the profile section of the specification. */
export const profileSchema = z.object({
  fullName: requiredText(MESSAGES.fullNameRequired).max(FULL_NAME_MAX_LENGTH, MESSAGES.fullNameTooLong),
  gender: genderField,
  email: emailField.optional(),
  phoneNumber: mobileNumber(MESSAGES.mobileRequired, MESSAGES.mobileInvalid),
  address: requiredText(MESSAGES.addressRequired).max(255, MESSAGES.addressTooLong),
  pinCode: pinCode(MESSAGES.profilePinCodeRequired),
  plotNumber: plotNumberField,
  street: streetField,
});

/**
 * `PUT user/updateUser` as JSON: any of the profile's fields, each checked by the rules of the screen
 * that sends it (the address by the location screen's 5 to 255 characters), and her language.
 */
export const updateUserSchema = profileSchema.extend({ address: addressField, language: languageField }).partial();
export type UpdateUserInput = z.output<typeof updateUserSchema>;
