import { DEFAULT_LANGUAGE, type Language } from '@padstore/domain/i18n/languages';
import { PLACE } from '@padstore/domain/i18n/places';
import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Every text a customer reads goes through here (decision record 025). The English text written in the
 * code is the message's id, and its own English: an English page needs no catalog at all. Another
 * language's file (`packages/domain/src/i18n/locales/<code>.json`) maps each English text to its own,
 * compiled for Lingui when the app is built (vite.config.ts), and loaded before the page renders in it.
 *
 *   const t = useT();
 *   t('View cart');                          // a text
 *   t('Only {left} left', { left });          // a text with values, `{name}` in the English
 *   t(MESSAGES.phoneRequired);               // a domain message (the API's and the forms' own words)
 *   t.rich('Read our {terms}', { terms: <Link ...>{t('Terms')}</Link> });   // React nodes as values
 *
 * The first argument is a literal (the English file is read from the code, `npm run messages`) or a
 * text already in the English file: a domain message, or one marked with `msg()` where it is defined.
 *
 * Lingui itself (about 2.2 KB compressed, with the code that uses it: lib/translator.ts) is not in the first
 * load of a page: English needs none of it, and a page the server rendered in another language is taken
 * over with the texts its first screen said, as the server said them (`sayAsServed`). It comes with the
 * language's whole file, after:
 *
 *   await loadTranslator();                   // with the language's file: Promise.all([...])
 *   activateLanguage('hi', messages);         // at once; without loadTranslator, once Lingui is there
 */
export type MessageValues = Record<string, string | number>;

/** The page's language, and Lingui once a language other than English has needed it. */
let language: Language = DEFAULT_LANGUAGE;
let translatorCode: Promise<typeof import('./translator')> | undefined;
let translator: typeof import('./translator') | undefined;

/** Loads Lingui, which every language but English needs (once; again after a failure). */
export function loadTranslator(): Promise<void> {
  translatorCode ??= import('./translator').catch((error: unknown) => {
    translatorCode = undefined;
    throw error;
  });
  return translatorCode.then((code) => {
    translator = code;
  });
}

/** Marks an English text for the English file where it is written, to be said later with `t()`. */
export const msg = <Text extends string>(text: Text): Text => text;

const fill = (text: string, values?: MessageValues) =>
  values ? text.replace(PLACE, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/** A text said with its values, as the server's render and the page taking it over both name it. */
const saying = (text: string, values?: MessageValues) => (values ? `${text}\u0000${JSON.stringify(values)}` : text);

/**
 * What the server's render of this page said in her language, each text with its values: the page is
 * taken over with it (sayAsServed) until Lingui and the language's whole file are here.
 */
let served: Record<string, string> | undefined;

/**
 * Whether the page said a text in English since it was taken over with the served texts (one its server
 * render did not say): only then must it be drawn again when the language's whole file arrives.
 */
let saidUnserved = false;

/** The texts said while the server renders a first screen (recordSaid): they go with the page. */
let recorded: Map<string, string> | undefined;

/**
 * Notes every text said in a language other than English from now on; the function returned stops and
 * gives them, each as it was said. The server renders a page in her language this way, and sends what
 * its first screen said: the page is taken over with it at once, without Lingui, and the language's
 * whole file and Lingui come after it (main.tsx).
 */
export function recordSaid(): () => Record<string, string> {
  const texts = new Map<string, string>();
  recorded = texts;
  return () => {
    if (recorded === texts) recorded = undefined;
    return Object.fromEntries(texts);
  };
}

/** An English text said in the page's language, its values put in. */
export function translate(text: string, values?: MessageValues): string {
  if (language === DEFAULT_LANGUAGE || !text) return fill(text, values);
  if (served) {
    const said = served[saying(text, values)];
    if (said !== undefined) return said;
    saidUnserved = true;
    return fill(text, values);
  }
  const said = translator?.say(text, values);
  if (said === undefined) return fill(text, values);
  recorded?.set(saying(text, values), said);
  return said;
}

const MARK = '\u0000';

/** A text with React nodes for values: a link or a bold word inside a sentence. */
function translateRich(text: string, values: Record<string, ReactNode>): ReactNode {
  const marked = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = translate(text, marked).split(MARK);
  return pieces.map((piece, index) => <Fragment key={index}>{index % 2 ? values[piece] : piece}</Fragment>);
}

export type Translate = ((text: string, values?: MessageValues) => string) & {
  rich: (text: string, values: Record<string, ReactNode>) => ReactNode;
};
const t: Translate = Object.assign((text: string, values?: MessageValues) => translate(text, values), { rich: translateRich });

const listeners = new Set<() => void>();
/** Counts the messages taken up: a component showing texts renders again when it changes. */
let version = 0;

/**
 * Follows the messages' version. A change is drawn as a transition, not as an external store's update
 * (which React must draw in one go): the whole page says its texts again when a language's file arrives,
 * which on a slow phone was one task of a hundred milliseconds or more, and is now drawn in slices of a
 * few milliseconds, a tap or a paint served between them.
 */
function useMessagesVersion(): void {
  const [drawn, setDrawn] = useState(version);
  useEffect(() => {
    const follow = () => startTransition(() => setDrawn(version));
    // A change between this component's render and now (the file arriving while the page was hydrated).
    if (version !== drawn) follow();
    listeners.add(follow);
    return () => {
      listeners.delete(follow);
    };
  }, [drawn]);
}

/** The page's language now (outside a component: a date's format, the API's Accept-Language). */
export const currentLanguage = (): Language => language;

/** The page's language; a component that reads it renders again when it changes. */
export function useLanguage(): Language {
  useMessagesVersion();
  return language;
}

/** The translating function, for a component that shows texts (it renders again when the language changes). */
export function useT(): Translate {
  // The messages' version, not the language alone: the rest of a language's file arriving says its texts again.
  useMessagesVersion();
  return t;
}

/** The language asked for while Lingui was still on its way: the last one asked wins. */
let wanted: { next: Language; messages: Record<string, unknown> } | undefined;

/** Tells everything that shows texts to say them again. */
function sayAgain() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/**
 * Makes a language the page's, with its compiled messages (none for English): at once when Lingui is
 * loaded (loadTranslator), else as soon as it is (the page stays in its language until then).
 */
export function activateLanguage(next: Language, messages: Record<string, unknown> = {}): void {
  if (next !== DEFAULT_LANGUAGE && !translator) {
    wanted = { next, messages };
    loadTranslator().then(
      () => wanted?.next === next && wanted.messages === messages && activateLanguage(next, messages),
      () => undefined,
    );
    return;
  }
  // A page that said only the texts served with it says each of them the same from its whole file: none
  // of it is drawn again (on a slow phone, the whole page rendered once more just after it was hydrated).
  const sameTexts = served !== undefined && next === language && !saidUnserved;
  wanted = undefined;
  served = undefined;
  if (next !== DEFAULT_LANGUAGE) translator?.activate(next, messages);
  language = next;
  if (!sameTexts) sayAgain();
}

/**
 * Takes a page the server rendered in a language over in it, with the texts its first screen said
 * (recordSaid), said as the server said them: no Lingui is needed, and the first render is the
 * server's to the letter. A text the server did not say is English until activateLanguage.
 */
export function sayAsServed(next: Language, said: Record<string, string>): void {
  wanted = undefined;
  served = said;
  saidUnserved = false;
  language = next;
  sayAgain();
}
