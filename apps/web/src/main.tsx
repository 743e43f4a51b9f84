import './lib/strict-csp';
import { startTransition } from 'react';
// The toast library adds its own stylesheet when its container first shows (lib/toast.ts loads it on demand).
import './index.css';
import { loadLanguage, startingLanguage } from './lib/languages';
import { registerServiceWorker } from './lib/service-worker';

/**
 * Starts the app. Not a top-level await: the pages' chunks import shared code from this entry file, and a
 * chunk loaded while this file is still being evaluated would wait for it, which waits for the chunk.
 */
async function start() {
  // Her language's messages (none for English) load beside the app's code: the first render is in it.
  const languageLoaded = loadLanguage(startingLanguage());
  // React DOM and the app's own code are two more files, each evaluated in a task of its own, after the
  // page's parsing is done: a slow phone's main thread is then never held by one long evaluation of
  // everything, and a tap made meanwhile waits only for the one under way. (index.html preloads both.)
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const { App, preloadFirstView } = await import('./app/app');
  await languageLoaded;

  const container = document.getElementById('root') as HTMLElement;
  // A page the server rendered whose code loads on demand (the sign-in forms): that code first, so that the
  // app takes the whole page over at once.
  if (container.firstElementChild) await preloadFirstView(window.location.href);

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
}

void start();
registerServiceWorker();
