import { StrictMode } from 'react';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app in the browser: its providers and its pages under the browser's router. */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
}
