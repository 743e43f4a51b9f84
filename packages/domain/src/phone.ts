import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { INDIA_MOBILE_METADATA } from './phone-metadata';

/**
 * Reads a phone number typed or sent in any usual form (9876543210, "98765 43210", +91 98765 43210,
 * 09876543210) and answers its 10 national digits when it is a valid mobile number, else null.
 * The store delivers only in India, so numbers are read with India as the default country and kept
 * as the 10 digits the specification sends "as a number". Only India's metadata is loaded (a few KB
 * rather than the world's), so a number of another country is never read as an Indian one.
 */
export function normalizeMobile(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const text = String(input).trim();
  if (text === '' || text.length > 20) return null;
  const parsed = parsePhoneNumberFromString(text, 'IN', INDIA_MOBILE_METADATA as MetadataJson);
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const national = String(parsed.nationalNumber);
  return /^\d{10}$/.test(national) ? national : null;
}

/** Shows a phone number with all but its last four digits hidden: what staff see until they open it. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
