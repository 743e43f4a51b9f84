import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@padstore/domain/constants';
import { answerApi } from '../test/render';

/** The answers the server sends inside the page for its first screen (the API's first-view.ts). */
const ROUTE = 'GET user/banner/getAllBanners';
const PATH = 'user/banner/getAllBanners';
const sentWithPage = { banners: [{ _id: 'b1', image: '/demo/banners/banner-0.webp', position: 1 }] };
const fromNetwork = { banners: [{ _id: 'b2', image: '/demo/banners/banner-1.webp', position: 1 }] };

async function freshClient() {
  vi.resetModules();
  return import('./api-client');
}

beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = JSON.stringify({ [PATH]: sentWithPage });
  document.head.append(block);
});
afterEach(() => {
  document.getElementById('first-answers')?.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('answers sent with the page', () => {
  it("give a guest's first screen its data without a request, once", async () => {
    const calls = answerApi({ [`GET ${PATH}`]: () => ({ body: fromNetwork }) });
    const { api, fromApi } = await freshClient();
    expect(fromApi(ROUTE, {}).initialData()).toEqual(sentWithPage);
    expect(calls).toHaveLength(0);
    expect(await api(ROUTE)).toEqual(fromNetwork);
    expect(calls).toHaveLength(1);
  });

  it("are left alone under a signed-in customer's own key, whose app asks with her token", async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'a-token-of-twenty-characters');
    const calls = answerApi({ [`GET ${PATH}`]: () => ({ body: fromNetwork }) });
    const { api, fromApi } = await freshClient();
    expect(fromApi(ROUTE, {}, undefined, 'a-token-of-twenty-characters').initialData()).toBeUndefined();
    expect(await api(ROUTE)).toEqual(fromNetwork);
    expect(calls[0]?.authorization).toBe('Bearer a-token-of-twenty-characters');
  });

  it("give a signed-in customer's first render over the guest's page the guest's answer it was painted with", async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'a-token-of-twenty-characters');
    const { fromApi } = await freshClient();
    expect(fromApi(ROUTE, {}).initialData()).toEqual(sentWithPage);
  });

  it('are not used once the page has been open a while', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { fromApi } = await freshClient();
    expect(fromApi(ROUTE, {}).initialData()).toBeUndefined();
    vi.mocked(performance.now).mockRestore();
  });
});

describe('a tab signed in by the session cookie alone', () => {
  afterEach(() => {
    document.cookie = 'padstore_signed_in=; Max-Age=0; Path=/';
  });

  it("sends no Authorization, says every call comes from the store's page, and forgets the session on a 401", async () => {
    document.cookie = 'padstore_signed_in=1; Path=/';
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers));
        return new Response(JSON.stringify({ message: 'Please login to continue' }), { status: 401 });
      }),
    );
    const { api } = await freshClient();
    const { currentSession } = await import('./session');
    expect(currentSession()).not.toBeNull();
    await expect(api('POST user/logout')).rejects.toThrow('Please login to continue');
    expect(sent[0]?.get('authorization')).toBeNull();
    expect(sent[0]?.get('x-requested-with')).toBe('padstore');
    expect(currentSession()).toBeNull();
  });
});
