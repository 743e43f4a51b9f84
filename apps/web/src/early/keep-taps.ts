/**
 * The page's first script, written into the head of every page (see ../../early-script.ts) so that it
 * runs before anything is painted and costs no request. Until the app has taken the page over
 * (`<html data-app="ready">`, set once its first render is on the screen):
 * - a tap on a control that needs the app (`data-needs-app`: a button, a link, or a form for its submit)
 *   is kept: the browser's own action is prevented, the control shows it is busy (`aria-busy="true"`),
 *   and once the app runs the tap is carried out again, once;
 * - a signed-in customer (a token in session storage, or the shop's session cookie) is marked
 *   `<html data-session="customer">`, so the parts painted for a guest stay hidden, and a guest's link
 *   that the app turns into a customer's control (`data-customer-needs-app`) is kept too instead of
 *   leading her to the guest's page.
 * A tap's events go no further than the window until then, so the app never answers one half-hydrated.
 * The value of either attribute, when there is one, names the control, so that the tap reaches the
 * control the app put in that one's place. Links and forms without these attributes work as they are;
 * one followed before the app runs shows it is busy (`aria-busy`, under `<html data-leaving>`) until the
 * next page arrives, which on a slow network is a second or more.
 */
(() => {
  const root = document.documentElement;
  try {
    // Her token in this tab, or the mark of the session cookie that signs in a new tab (lib/session.ts).
    if (sessionStorage.getItem('token') || /(?:^|;\s*)padstore_signed_in=1(?:;|$)/.test(document.cookie))
      root.setAttribute('data-session', 'customer');
  } catch {
    // Without storage there is no session: a guest's page.
  }

  interface KeptTap {
    element: HTMLElement;
    name: string;
    submit: boolean;
    submitter: HTMLElement | null;
  }
  let kept: KeptTap[] = [];
  const CONTROL = '[data-needs-app],[data-customer-needs-app]';
  /** The events of a tap (touch, pointer or mouse), which the app does not see before it runs. */
  const TAP_EVENTS = [
    'pointerdown',
    'pointerup',
    'pointercancel',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'touchcancel',
    'click',
    'auxclick',
    'dblclick',
  ];

  const nameOf = (element: Element) => element.getAttribute('data-needs-app') || element.getAttribute('data-customer-needs-app') || '';
  const needsApp = (element: Element) =>
    element.hasAttribute('data-needs-app') ||
    (element.hasAttribute('data-customer-needs-app') && root.getAttribute('data-session') === 'customer');
  const ready = () => root.getAttribute('data-app') === 'ready';

  const keep = (event: Event) => {
    if (ready()) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const submit = event.type === 'submit';
    // A form is kept for its submit only: taps inside it (a field, a checkbox) work as they are.
    const element = submit ? target : target.closest(CONTROL);
    if (!(element instanceof HTMLElement) || !needsApp(element) || submit !== element instanceof HTMLFormElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on a control already waiting is the same wish: it is carried out once.
    if (kept.some((tap) => tap.element === element)) return;
    element.setAttribute('aria-busy', 'true');
    const submitter = submit ? ((event as SubmitEvent).submitter ?? null) : null;
    kept.push({ element, name: nameOf(element), submit, submitter });
  };

  // The control to carry a tap out on: a guest's link kept for a customer waits for her own control of
  // the same name; any other, the one tapped if it is still there, else the one the app rendered in its
  // place under the same name. None if the page has none.
  const current = (tap: KeptTap): HTMLElement | null => {
    const guests = !tap.element.hasAttribute('data-needs-app');
    if (!guests && tap.element.isConnected) return tap.element;
    if (!tap.name) return null;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-needs-app]')))
      if (element.getAttribute('data-needs-app') === tap.name) return element;
    return null;
  };

  const carryOut = (tap: KeptTap, element: HTMLElement) => {
    if (tap.submit && element instanceof HTMLFormElement) {
      const submitter = tap.submitter?.isConnected && element.contains(tap.submitter) ? tap.submitter : null;
      element.requestSubmit(submitter);
    } else element.click();
  };

  // A customer's own controls replace the guest's in the render right after the app's first one; they
  // are waited for two seconds at most.
  const replay = (tries: number) => {
    for (const type of TAP_EVENTS) removeEventListener(type, tapOnly, true);
    document.removeEventListener('submit', keep, true);
    const waiting: KeptTap[] = [];
    for (const tap of kept) {
      const element = current(tap);
      if (!element && tries > 0 && tap.name) {
        waiting.push(tap);
        continue;
      }
      if (tap.element.getAttribute('aria-busy') === 'true') tap.element.removeAttribute('aria-busy');
      if (element) carryOut(tap, element);
    }
    kept = waiting;
    if (waiting.length) setTimeout(() => replay(tries - 1), 50);
  };

  // A link or a form the browser follows itself, before the app runs: the page is being left.
  const leaving = (event: Event) => {
    if (ready() || event.defaultPrevented || !(event.target instanceof Element)) return;
    let element: HTMLElement | null = null;
    if (event.type === 'submit') {
      if (event.target instanceof HTMLFormElement && !event.target.target) element = event.target;
    } else {
      const click = event as MouseEvent;
      const link = event.target.closest('a[href]');
      const plain = click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
      if (link instanceof HTMLAnchorElement && plain && !link.target && !link.hasAttribute('download')) {
        const to = new URL(link.href, location.href);
        const sameDocument = to.origin === location.origin && to.pathname === location.pathname && to.search === location.search;
        if (!sameDocument) element = link;
      }
    }
    if (!element) return;
    root.setAttribute('data-leaving', '');
    element.setAttribute('aria-busy', 'true');
  };
  // Back on this page from the browser's cache: it is not being left any more.
  addEventListener('pageshow', (event) => {
    if (!event.persisted || !root.hasAttribute('data-leaving')) return;
    root.removeAttribute('data-leaving');
    for (const element of Array.from(document.querySelectorAll('a[aria-busy="true"],form[aria-busy="true"]')))
      element.removeAttribute('aria-busy');
  });

  // Before the app runs, a tap is this script's alone: it goes no further than the window. React listens
  // on the page's root from the moment hydration starts, and answers a tap on a page not yet hydrated by
  // hydrating all of it at once, in the tap's own task: on a slow phone that holds the tap, and anything
  // it shows, for a third of a second or more. Stopped here, the tap's own action (a link followed, a
  // popover opened, a box ticked, or the tap kept) comes at once, and hydration goes on in small steps.
  const tapOnly = (event: Event) => {
    if (ready()) return;
    if (event.type === 'click') {
      keep(event);
      leaving(event);
    }
    event.stopPropagation();
  };
  for (const type of TAP_EVENTS) addEventListener(type, tapOnly, { capture: true, passive: type.startsWith('touch') });
  document.addEventListener('submit', keep, true);
  // In the bubbling phase, after anything that could prevent the browser's own action.
  addEventListener('submit', leaving);
  // The app marks the page once its first render is committed; the taps are carried out in the task
  // after, when the render that follows at once (a signed-in customer's own screen) is on the page too.
  const watcher = new MutationObserver(() => {
    if (!ready()) return;
    watcher.disconnect();
    setTimeout(() => replay(40), 0);
  });
  watcher.observe(root, { attributes: true, attributeFilter: ['data-app'] });
})();
