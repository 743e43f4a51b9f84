import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, COOKIE_SESSION, currentSession, getStoredPhone, storePhone } from './session';

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

  it("is the cookie's in a new tab that holds no token, and her token where she signed in", async () => {
    expect(currentSession()).toBeNull();
    document.cookie = 'padstore_signed_in=1; Path=/';
    // A new tab reads the cookie's mark when it opens.
    vi.resetModules();
    const newTab = await import('./session');
    expect(newTab.currentSession()).toBe(COOKIE_SESSION);
    // The stand-in is never a token to send.
    expect(newTab.getToken()).toBeNull();
    newTab.setToken('a-token-of-twenty-characters');
    expect(newTab.currentSession()).toBe('a-token-of-twenty-characters');
    newTab.clearSession();
    expect(newTab.currentSession()).toBeNull();
    expect(document.cookie).not.toContain('padstore_signed_in');
  });

  it('reads the cookie again when she comes back to the tab, as after signing in in another', async () => {
    expect(currentSession()).toBeNull();
    document.cookie = 'padstore_signed_in=1; Path=/';
    expect(currentSession()).toBeNull();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(currentSession()).toBe(COOKIE_SESSION);
    clearSession();
  });
});
