import { DEFAULT_LANGUAGE, LANGUAGE_LIST, languageOfHeader, type Language } from '@padstore/domain/i18n/languages';
import { activateLanguage, currentLanguage, loadTranslator, sayAsServed } from './i18n';

/**
 * The page's language: the one she chose on this device (a cookie, so that the server renders her first
 * screen in it too), else the one her browser asks for first (what the server read from Accept-Language),
 * else English. Choosing one also saves it on her account when she is signed in (features/account).
 */
export const LANGUAGE_COOKIE = 'lang';

/** The pseudo-language: built from the English file (vite catalogs.ts), never offered; for finding texts that skip the library. */
export const PSEUDO = 'pseudo';
export type PageLanguage = Language | typeof PSEUDO;

/** The languages a page can be in: the store's, and the pseudo-language. */
export const isPageLanguage = (value: unknown): value is PageLanguage =>
  value === PSEUDO || LANGUAGE_LIST.some((entry) => entry.code === value);

/** Each language's file, compiled (vite catalogs.ts), loaded only when a page is in it. */
const FILES = import.meta.glob<Record<string, unknown>>(['../../../../packages/domain/src/i18n/locales/*.json', '!**/en.json'], {
  query: '?lingui',
  import: 'default',
});

/** A language's compiled messages (none for English, whose texts are the code's own). */
export async function messagesOf(language: PageLanguage): Promise<Record<string, unknown>> {
  if (language === DEFAULT_LANGUAGE) return {};
  // Lingui itself comes with the first language other than English (lib/i18n.tsx).
  const [messages] = await Promise.all([fileOf(language), loadTranslator()]);
  return messages;
}

async function fileOf(language: PageLanguage): Promise<Record<string, unknown>> {
  if (language === PSEUDO) return (await import('virtual:pseudo-catalog')).default;
  const load = Object.entries(FILES).find(([file]) => file.endsWith(`/${language}.json`))?.[1];
  return load ? load() : {};
}

/**
 * The texts the server's render of this page said in her language, sent with it (apps/api
 * plugins/first-view.ts): enough for the app to take the page over in her language, without Lingui,
 * before the language's whole file is here.
 */
export function firstMessages(): Record<string, string> | undefined {
  const block = document.getElementById('first-messages');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/** Whether this tab opens signed in: her token in this tab, or the session cookie's mark (lib/session.ts reads the same). */
function opensSignedIn(): boolean {
  return Boolean(sessionStorage.getItem('token')) || /(?:^|;\s*)padstore_signed_in=1(?:;|$)/.test(document.cookie);
}

/**
 * Opens the page in a language: at once with the texts the server sent with it, when it sent them
 * (Lingui and the language's whole file are then not waited for), else with the language's whole file.
 * Returns what is left to do once the page is taken over: loading Lingui and the whole file. A signed-in
 * customer's page waits for the whole file (its painted screen already says the server's texts): her own
 * parts, the Account menu, her orders and notifications, say texts the guest's screen the server rendered
 * did not, and would show them in English until it came.
 */
export async function openInLanguage(language: PageLanguage): Promise<() => Promise<void>> {
  const sent = language === DEFAULT_LANGUAGE || opensSignedIn() ? undefined : firstMessages();
  if (!sent) {
    await loadLanguage(language);
    return async () => undefined;
  }
  sayAsServed(language as Language, sent);
  return () => loadLanguage(language);
}

/** Puts the page in a language: its messages loaded first, then every text said again. */
export async function loadLanguage(language: PageLanguage): Promise<void> {
  const messages = await messagesOf(language);
  activateLanguage(language as Language, messages);
  if (typeof document !== 'undefined') document.documentElement.lang = language === PSEUDO ? 'en-XA' : language;
}

export const pageLanguage = (): PageLanguage => currentLanguage();

/** The language this device chose, if any. */
export function deviceLanguage(): PageLanguage | undefined {
  if (typeof document === 'undefined') return undefined;
  const chosen = document.cookie.match(/(?:^|;\s*)lang=([\w-]+)/)?.[1];
  return isPageLanguage(chosen) ? chosen : undefined;
}

/**
 * The language a page opens in: the server's choice when it rendered the page (`<html lang>`), else
 * this device's, else the browser's first among the store's.
 */
export function startingLanguage(): PageLanguage {
  const rendered = document.documentElement.dataset.lang;
  // The server wrote its choice on the page (apps/api plugins/first-view.ts); a page from the worker's copy has none.
  if (isPageLanguage(rendered)) return rendered;
  return deviceLanguage() ?? languageOfHeader(navigator.languages.join(',')) ?? DEFAULT_LANGUAGE;
}

/** Remembers her choice on this device, for a year, and says the page in it. */
export async function chooseLanguage(language: PageLanguage): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(language);
}

/** The language the API should answer in: the page's (the pseudo-language's API answers stay English). */
export const apiLanguage = (): Language => (pageLanguage() === PSEUDO ? DEFAULT_LANGUAGE : currentLanguage());
