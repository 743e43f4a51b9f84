import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadFirstView } from './app/router';
import { withFirstAnswers } from './lib/api-client';
import { activateLanguage, recordSaid } from './lib/i18n';
import { isPageLanguage, messagesOf } from './lib/languages';

/** What the first screen at an address needs (the API asks this before it renders the page). */
export { firstViewOf } from './app/first-views';

/**
 * A public page's first screen as a guest sees it, rendered by the store's server from the API answers
 * the page carries: the phone paints products and forms before the app's JavaScript has arrived, and the
 * app then takes over the same markup (hydration) from the same answers.
 */
export async function render(
  url: string,
  answers: Record<string, unknown>,
  language: string = 'en',
): Promise<{ html: string; messages: Record<string, string> }> {
  const said = isPageLanguage(language) ? language : 'en';
  const [all] = await Promise.all([messagesOf(said), preloadFirstView(url)]);
  // Requests in other languages are rendered meanwhile: the page's language is set in the same turn as its render.
  activateLanguage(said as never, all);
  const messagesSaid = recordSaid();
  const html = withFirstAnswers(answers, () =>
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
  // The texts this screen said in her language go with the page, as said (none in English): the app takes
  // the page over with them before Lingui is loaded.
  return { html, messages: messagesSaid() };
}
