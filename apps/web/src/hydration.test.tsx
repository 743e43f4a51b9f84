import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { render } from './entry-server';
import { LISTING_ANSWERS, PRODUCT_ANSWERS, PRODUCT_ID } from './test/first-view-answers';
import { answerApi } from './test/render';

let root: Root | undefined;

/** The page as the server sends it: the rendered screen in #root and the answers in a JSON block. */
function serverPage(url: string, answers: Record<string, unknown>): HTMLElement {
  window.history.replaceState(null, '', url);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = render(url, answers);
  document.body.append(container);
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('first-answers')?.remove();
  document.getElementById('root')?.remove();
  delete document.documentElement.dataset.app;
  vi.unstubAllGlobals();
});

describe('the app taking over a page the server rendered', () => {
  it.each([
    ['the listing', '/all-products', LISTING_ANSWERS, 'Nua Comfort XL'],
    ['a product page', `/product/${PRODUCT_ID}`, PRODUCT_ANSWERS, 'Soft and quick delivery'],
  ])('keeps %s as it was painted: the same markup, no request, and then it runs', async (_name, url, answers, text) => {
    const calls = answerApi({});
    const container = serverPage(url, answers);
    const painted = container.innerHTML;
    expect(painted).toContain(text);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain(text);
    expect(calls.filter((call) => Object.keys(answers).includes(call.path))).toEqual([]);
    expect(document.documentElement.dataset.app).toBe('ready');
  });

  it("takes a signed-in customer's page over without a mismatch: the guest's render first, then hers", async () => {
    sessionStorage.setItem('token', 'a-token-of-twenty-characters');
    answerApi({});
    const container = serverPage('/all-products', LISTING_ANSWERS);
    expect(container.textContent).toContain('Login');
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).not.toContain('Login');
    // The guest's products stay on the screen while hers are asked for.
    expect(container.textContent).toContain('Nua Comfort XL');
    expect(document.documentElement.dataset.session).toBe('customer');
    sessionStorage.clear();
  });
});
