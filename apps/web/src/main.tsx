import './lib/strict-csp';
import { startTransition } from 'react';
// The toast library adds its own stylesheet when its container first shows (lib/toast.ts loads it on demand).
import './index.css';
import { addDevanagariFaces, firstScreenPainted, nextTask, preloadAppFiles } from './lib/first-paint';
import { openInLanguage, startingLanguage } from './lib/languages';
import { registerServiceWorker } from './lib/service-worker';

/**
 * Starts the app. Not a top-level await: the pages' chunks import shared code from this entry file, and a
 * chunk loaded while this file is still being evaluated would wait for it, which waits for the chunk.
 */
async function start() {
  // Nothing of the app is fetched before the screen the server rendered is painted, its largest picture
  // included (lib/first-paint.ts); then React DOM and the app come side by side.
  await firstScreenPainted();
  preloadAppFiles();
  addDevanagariFaces();
  // Her language's messages (none for English) load beside the app's code: the first render is in it.
  const languageOpened = openInLanguage(startingLanguage());
  // React DOM and the app's own code are two more files, each evaluated in a task of its own, after the
  // page's parsing is done: a slow phone's main thread is then never held by one long evaluation of
  // everything, and a tap made meanwhile waits only for the one under way. The app's file imports React
  // DOM's, so React DOM is asked for first and the browser given its turn before the app is evaluated, and
  // again before hydrating: run on from one another, the steps were one long task after the first paint.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App, preloadFirstView } = await import('./app/app');
  const restOfLanguage = await languageOpened;

  const container = document.getElementById('root') as HTMLElement;
  // A page the server rendered whose code loads on demand (the sign-in forms): that code first, so that the
  // app takes the whole page over at once.
  if (container.firstElementChild) await preloadFirstView(window.location.href);
  await nextTask();

  // As a transition, so React yields to the browser every few milliseconds instead of holding a slow
  // phone's main thread for the whole first render.
  startTransition(() => {
    if (container.firstElementChild) {
      // The server rendered this first screen for a guest (see entry-server.tsx): the app takes it over as
      // it is. A signed-in customer's first render is the guest's too (the session is read with the
      // server's value while hydrating), then at once hers; the guest's parts stay hidden meanwhile
      // (index.css).
      // Marked ready by the page itself once it is hydrated (PageReady in providers.tsx).
      document.documentElement.dataset.app = 'hydrating';
      hydrateRoot(container, <App />);
    } else {
      createRoot(container).render(<App />);
    }
  });
  // The rest of her language's messages, for her next screens (the page says its own already).
  whenIdle(() => void restOfLanguage());
}

/** Her first tap or key starts what waits for the browser to be idle. */
const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs work once the browser is idle (the page taken over, at the latest after two seconds), or at once
 * when she first taps or types: loading and evaluating a language's whole file then never lengthens the
 * tasks that take the page over, and a tap that opens texts the server did not say has it on its way.
 */
function whenIdle(work: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of INPUTS) removeEventListener(type, run, true);
    work();
  };
  for (const type of INPUTS) addEventListener(type, run, { capture: true, passive: true });
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1000);
}

void start();
registerServiceWorker();
