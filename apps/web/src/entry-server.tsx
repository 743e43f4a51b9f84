import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { withFirstAnswers } from './lib/api-client';

/**
 * A public page's first screen as a guest sees it, rendered by the store's server from the API answers
 * the page carries: the phone paints products before the app's JavaScript has arrived, and the app then
 * takes over the same markup (hydration) from the same answers.
 */
export function render(url: string, answers: Record<string, unknown>): string {
  return withFirstAnswers(answers, () =>
    renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
