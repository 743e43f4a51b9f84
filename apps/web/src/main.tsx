import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The toast library adds its own stylesheet when its container first shows (lib/toast.ts loads it on demand).
import './index.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { getToken } from './lib/session';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Both as a transition, so React yields to the browser every few milliseconds instead of holding a
// slow phone's main thread for the whole first render.
startTransition(() => {
  if (container.firstElementChild && !getToken()) {
    // The server rendered this first screen for a guest (see entry-server.tsx): the app takes it over as it is.
    hydrateRoot(container, app);
  } else {
    // A signed-in customer's screens differ from a guest's: they are rendered here, from their own answers.
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
