import { PIN_CODE_LENGTH } from './constants.js';
import { MESSAGES } from './messages.js';

const PIN_CODE_PATTERN = new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`);

/** A pin code is exactly six digits. */
export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value);
}

/**
 * The specification's answer to a pin-code check, from the branch that lists the pin code (null when
 * none does): served, listed by a branch that is closed, or 'Pincode is not valid'.
 */
export function pinCodeCheckMessage(branch: { active: boolean } | null): string {
  if (!branch) return MESSAGES.pinCodeNotServed;
  return branch.active ? MESSAGES.pinCodeServed : MESSAGES.branchNotAvailable;
}
