import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import './index.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

// Rendered as a transition, so React yields to the browser every few milliseconds instead of holding
// a slow phone's main thread for the whole first render.
startTransition(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
