import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The page's first script as plain JavaScript (the build minifies it too), run in this page. */
async function runEarlyScript() {
  const source = readFileSync(path.join(process.cwd(), 'src', 'early', 'keep-taps.ts'), 'utf8');
  window.eval(ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020 } }).outputText);
  await Promise.resolve();
}

const appHydrated = async () => {
  document.documentElement.dataset.app = 'ready';
  // The mutation is seen in a microtask; the taps are carried out in the task after.
  await new Promise((resolve) => setTimeout(resolve, 120));
};

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
  delete document.documentElement.dataset.session;
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

describe("the page's first script", () => {
  it('keeps a tap on a control that needs the app, shows it busy, and carries it out once after hydration', async () => {
    await runEarlyScript();
    document.body.innerHTML = '<main><button data-needs-app="add-to-cart:1"><span>Add to Cart</span></button></main>';
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    // The app's handler, which before hydration is not there yet: listens after the script's.
    document.addEventListener('click', () => seen.push(String(document.documentElement.dataset.app)));
    button.querySelector('span')!.click();
    button.click();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(seen).toEqual([]);
    await appHydrated();
    expect(seen).toEqual(['ready']);
    expect(button).not.toHaveAttribute('aria-busy');
    // Once the app runs, taps go straight to it.
    button.click();
    expect(seen).toEqual(['ready', 'ready']);
  });

  it('leaves links and controls without the mark alone, and forms except for their submit', async () => {
    await runEarlyScript();
    document.body.innerHTML =
      '<a href="#card">Card</a><form data-needs-app="sign-in"><input type="checkbox" name="a"><button type="submit">Send</button></form>';
    const link = document.querySelector('a')!;
    const box = document.querySelector('input')!;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    box.click();
    expect(linkClick.defaultPrevented).toBe(false);
    expect(box.checked).toBe(true);
    const form = document.querySelector('form')!;
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(document.documentElement.dataset.app ?? 'before the app');
    });
    document.querySelector('button')!.click();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(submitted).toEqual([]);
    await appHydrated();
    expect(submitted).toEqual(['ready']);
  });

  it("marks a customer's page, and carries her tap on a guest's link out on her own control of that name", async () => {
    sessionStorage.setItem('token', 'a-token');
    await runEarlyScript();
    expect(document.documentElement.dataset.session).toBe('customer');
    document.body.innerHTML = '<a href="/register" data-customer-needs-app="add-to-cart:7">Add to Cart</a>';
    const link = document.querySelector('a')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(link).toHaveAttribute('aria-busy', 'true');
    // The app's first render is still the guest's: her control arrives a moment later.
    document.documentElement.dataset.app = 'ready';
    await new Promise((resolve) => setTimeout(resolve, 60));
    const added: number[] = [];
    const button = document.createElement('button');
    button.dataset.needsApp = 'add-to-cart:7';
    button.addEventListener('click', () => added.push(1));
    link.replaceWith(button);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(added).toEqual([1]);
  });

  it('marks the page of a new tab signed in by the session cookie alone, and no page for another cookie', async () => {
    document.cookie = 'other_padstore_signed_in=1; Path=/';
    await runEarlyScript();
    expect(document.documentElement.dataset.session).toBeUndefined();
    document.cookie = 'padstore_signed_in=1; Path=/';
    await runEarlyScript();
    expect(document.documentElement.dataset.session).toBe('customer');
    document.cookie = 'padstore_signed_in=; Max-Age=0; Path=/';
    document.cookie = 'other_padstore_signed_in=; Max-Age=0; Path=/';
  });

  it("lets a guest's link work for a guest, and drops a tap whose control is gone", async () => {
    await runEarlyScript();
    document.body.innerHTML = '<a href="#register" data-customer-needs-app="buy-now:7">Buy Now</a><button data-needs-app>Toggle</button>';
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    const toggle = document.querySelector('button')!;
    const clicks: number[] = [];
    toggle.click();
    toggle.addEventListener('click', () => clicks.push(1));
    toggle.remove();
    await appHydrated();
    expect(clicks).toEqual([]);
  });

  it("keeps a tap's events from the app's root until the app runs, so that React never hydrates the whole page inside a tap", async () => {
    await runEarlyScript();
    document.body.innerHTML = '<div id="root"><a href="/register">Add to Cart</a><button data-needs-app="buy-now:3">Buy Now</button></div>';
    const root = document.getElementById('root')!;
    const link = document.querySelector('a')!;
    const button = document.querySelector('button')!;
    // Where React listens once hydration starts: on the root, in both phases.
    const reached: string[] = [];
    for (const type of ['pointerdown', 'touchstart', 'mousedown', 'pointerup', 'click']) {
      root.addEventListener(type, () => reached.push(`${type} (capture)`), true);
      root.addEventListener(type, () => reached.push(type));
    }
    const tap = (element: Element) => {
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
      element.dispatchEvent(new Event('touchstart', { bubbles: true, cancelable: true }));
      element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
      element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(click);
      return click;
    };
    // The browser follows the link (this test's page only says it would): the script does not prevent it.
    expect(tap(link).defaultPrevented).toBe(false);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(tap(button).defaultPrevented).toBe(true);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(reached).toEqual([]);
    const replayed: string[] = [];
    button.addEventListener('click', () => replayed.push('buy-now'));
    await appHydrated();
    expect(replayed).toEqual(['buy-now']);
    expect(reached).toEqual(['click (capture)', 'click']);
    reached.length = 0;
    tap(link);
    expect(reached).toEqual([
      'pointerdown (capture)',
      'pointerdown',
      'touchstart (capture)',
      'touchstart',
      'mousedown (capture)',
      'mousedown',
      'pointerup (capture)',
      'pointerup',
      'click (capture)',
      'click',
    ]);
  });
});
