import { builtinEnvironments, type Environment } from 'vitest/environments';

type Listener = Parameters<EventTarget['addEventListener']>[1];

/** Browser globals that newer Node lines define too, which Vitest's jsdom environment then leaves to Node. */
const STORAGES = ['localStorage', 'sessionStorage'] as const;

/**
 * jsdom for the component tests, with each global from one realm, whatever the Node line.
 *
 * - The page is jsdom's, but `fetch`, `Request` and `Response` are Node's (jsdom has none), while Vitest
 *   puts jsdom's `AbortController` and `AbortSignal` on the global object. React Router builds each
 *   navigation as `new Request(url, { signal })`: Node 20 accepts any object shaped like a signal, Node 22
 *   and later only their own, so there every navigation threw and never happened. Here the globals keep
 *   Node's `AbortController` and `AbortSignal`, and jsdom's `addEventListener` takes their signals.
 * - Node 25 and later have a `localStorage` and `sessionStorage` of their own (the first one missing
 *   unless a file is given), which Vitest does not replace: here they are the page's, as in a browser.
 */
const environment: Environment = {
  name: 'jsdom',
  transformMode: 'web',
  async setup(global: typeof globalThis, options) {
    const { AbortController, AbortSignal } = global;
    const storages = STORAGES.map((name) => [name, Object.getOwnPropertyDescriptor(global, name)] as const);
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);
    Object.assign(global, { AbortController, AbortSignal });
    const window = (global as unknown as { jsdom: { window: Window } }).jsdom.window;
    for (const name of STORAGES) {
      Object.defineProperty(global, name, { value: window[name], configurable: true, writable: true });
    }

    const eventTarget = global.EventTarget.prototype;
    const addEventListener = eventTarget.addEventListener;
    eventTarget.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: Listener,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (typeof options !== 'object' || !(options.signal instanceof AbortSignal))
        return addEventListener.call(this, type, listener, options);
      const { signal, ...rest } = options;
      if (signal.aborted) return;
      addEventListener.call(this, type, listener, rest);
      signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
    };

    return {
      async teardown(global) {
        await jsdom.teardown(global);
        for (const [name, descriptor] of storages) {
          if (descriptor) Object.defineProperty(global, name, descriptor);
          else delete (global as Record<string, unknown>)[name];
        }
      },
    };
  },
};

export default environment;
