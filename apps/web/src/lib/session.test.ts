import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, COOKIE_SESSION, currentSession, getStoredPhone, getToken, setToken, storePhone } from './session';

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

  it("is the cookie's in a new tab that holds no token, and her token where she signed in", () => {
    expect(currentSession()).toBeNull();
    document.cookie = 'padstore_signed_in=1; Path=/';
    expect(currentSession()).toBe(COOKIE_SESSION);
    // The stand-in is never a token to send.
    expect(getToken()).toBeNull();
    setToken('a-token-of-twenty-characters');
    expect(currentSession()).toBe('a-token-of-twenty-characters');
    clearSession();
    expect(currentSession()).toBeNull();
    expect(document.cookie).not.toContain('padstore_signed_in');
  });
});
