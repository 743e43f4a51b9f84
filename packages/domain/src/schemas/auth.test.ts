import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { PRIVACY_MESSAGES } from '../privacy.js';
import { loginSchema, locationSchema, profileSchema, registerSchema, verifyOtpSchema } from './auth.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const validRegistration = {
  fullName: 'Asha Rao',
  gender: 'Female',
  phoneNumber: 9876543210,
  address: 'MG Road, Bengaluru',
  pinCode: '560001',
  plotNumber: '12',
  street: 'Church Street',
  consent: true,
};

describe('login schema', () => {
  it('asks for a phone number when none is given', () => {
    expect(firstMessage(loginSchema.safeParse({}))).toBe(MESSAGES.phoneRequired);
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: '' }))).toBe(MESSAGES.phoneRequired);
  });

  it('refuses a number that is not a mobile number', () => {
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: 12345 }))).toBe(MESSAGES.phoneInvalid);
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: 'abcdefghij' }))).toBe(MESSAGES.phoneInvalid);
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: true }))).toBe(MESSAGES.phoneInvalid);
  });

  it('reads a number, a string and the +91 form as the same 10 digits', () => {
    for (const phoneNumber of [9876543210, '9876543210', '+91 98765 43210', '09876543210']) {
      expect(loginSchema.parse({ phoneNumber })).toEqual({ phoneNumber: '9876543210' });
    }
  });
});

describe('registration schema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([undefined, false, 'true', 1])('refuses consent %o with the notice message, after the fields', (consent) => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegistration, consent }))).toBe(PRIVACY_MESSAGES.consentRequired);
    expect(firstMessage(registerSchema.safeParse({ ...validRegistration, consent, street: undefined }))).toBe(MESSAGES.streetRequired);
  });

  it.each([
    [{ fullName: undefined }, MESSAGES.fullNameRequired],
    [{ fullName: '  ' }, MESSAGES.fullNameRequired],
    [{ fullName: 'Al' }, MESSAGES.fullNameTooShort],
    [{ gender: undefined }, MESSAGES.genderRequired],
    [{ gender: 'Other' }, MESSAGES.genderInvalid],
    [{ phoneNumber: undefined }, MESSAGES.mobileRequired],
    [{ phoneNumber: '12' }, MESSAGES.mobileInvalid],
    [{ address: undefined }, MESSAGES.addressRequired],
    [{ address: 'Road' }, MESSAGES.addressTooShort],
    [{ pinCode: undefined }, MESSAGES.pinCodeRequired],
    [{ pinCode: '5600' }, MESSAGES.pinCodeInvalid],
    [{ pinCode: '56000a' }, MESSAGES.pinCodeInvalid],
    [{ plotNumber: '' }, MESSAGES.plotNumberRequired],
    [{ street: undefined }, MESSAGES.streetRequired],
  ])('answers %o with its message', (change, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegistration, ...change }))).toBe(message);
  });
});

describe('OTP and location schemas', () => {
  it('wants exactly six digits', () => {
    for (const otp of ['12345', '1234567', '12a456', undefined]) {
      expect(firstMessage(verifyOtpSchema.safeParse({ phoneNumber: '9876543210', otp }))).toBe(MESSAGES.otpInvalid);
    }
    expect(verifyOtpSchema.safeParse({ phoneNumber: '9876543210', otp: '012345' }).success).toBe(true);
  });

  it('checks the location address length', () => {
    expect(firstMessage(locationSchema.safeParse({ address: '', pinCode: '560001' }))).toBe(MESSAGES.addressRequired);
    expect(firstMessage(locationSchema.safeParse({ address: 'abc', pinCode: '560001' }))).toBe(MESSAGES.addressTooShort);
    expect(firstMessage(locationSchema.safeParse({ address: 'a'.repeat(256), pinCode: '560001' }))).toBe(MESSAGES.addressTooLong);
  });
});

describe('profile schema', () => {
  const profile = { ...validRegistration, email: '' };
  it('lets the email be empty but not malformed', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(firstMessage(profileSchema.safeParse({ ...profile, email: 'not-an-email' }))).toBe(MESSAGES.emailInvalid);
  });

  it("does not take '-' for a plot number or street", () => {
    expect(firstMessage(profileSchema.safeParse({ ...profile, plotNumber: '-' }))).toBe(MESSAGES.plotNumberRequired);
    expect(firstMessage(profileSchema.safeParse({ ...profile, street: ' - ' }))).toBe(MESSAGES.streetRequired);
    expect(firstMessage(profileSchema.safeParse({ ...profile, pinCode: '' }))).toBe(MESSAGES.profilePinCodeRequired);
  });
});
