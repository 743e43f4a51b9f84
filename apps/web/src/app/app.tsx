import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export { preloadFirstView } from './router';

/** The whole app in the browser: its providers and its pages under the browser's router. */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
