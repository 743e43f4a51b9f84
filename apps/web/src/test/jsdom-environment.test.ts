import { describe, expect, it, vi } from 'vitest';

describe('test environment', () => {
  it("gives requests the global AbortController's signals, as navigations do", () => {
    const controller = new AbortController();
    const request = new Request('http://store.test/login', { signal: controller.signal });
    expect(controller.signal).toBeInstanceOf(request.signal.constructor);
    controller.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('removes a page listener when its signal aborts', () => {
    const controller = new AbortController();
    const listener = vi.fn();
    const button = document.createElement('button');
    button.addEventListener('click', listener, { signal: controller.signal });
    button.click();
    controller.abort();
    button.click();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adds no listener for a signal already aborted', () => {
    const listener = vi.fn();
    const button = document.createElement('button');
    button.addEventListener('click', listener, { signal: AbortSignal.abort() });
    button.click();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('test environment storage', () => {
  it("keeps the page's local and session storage", () => {
    localStorage.setItem('token', 'a');
    sessionStorage.setItem('phoneNumber', '9876543210');
    expect([localStorage.getItem('token'), sessionStorage.getItem('phoneNumber')]).toEqual(['a', '9876543210']);
  });
});
