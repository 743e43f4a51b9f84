import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { useLanguage } from '../lib/i18n';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export { preloadFirstView } from './router';

/** The whole app in the browser: its providers and its pages under the browser's router. */
export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <InLanguage />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** The pages, drawn afresh in her language when she changes it: every text says itself again. */
function InLanguage() {
  return <AppRoutes key={useLanguage()} />;
}
