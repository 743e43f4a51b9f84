import { PIN_CODE_LENGTH } from './constants.js';

const PIN_CODE_PATTERN = new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`);

/** A pin code is exactly six digits. */
export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value);
}
