import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getStoredPhone, storePhone } from './session';

afterEach(() => vi.restoreAllMocks());

describe('session storage', () => {
  it.each([undefined, null, 'null', 'undefined', ''])('does not store a missing phone (%s), only warns', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storePhone(value);
    expect(getStoredPhone()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('stores a phone number and forgets everything on clear', () => {
    storePhone(9876543210);
    localStorage.setItem('anything', '1');
    expect(getStoredPhone()).toBe('9876543210');
    clearSession();
    expect(getStoredPhone()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
