import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@padstore/domain/i18n/languages';
import { PLACE, patternOf, valuesIn, type TextPattern } from '@padstore/domain/i18n/patterns';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';

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
 * Lingui itself (about 2.2 KB compressed) is not in the first load of a page: English needs none of it.
 * It comes with the first other language, loaded alongside that language's file:
 *
 *   await loadTranslator();                   // with the language's file: Promise.all([...])
 *   activateLanguage('hi', messages);         // at once; without loadTranslator, once Lingui is there
 */
export type MessageValues = Record<string, string | number>;

/** The page's language, and Lingui once a language other than English has needed it. */
let language: Language = DEFAULT_LANGUAGE;
let lingui: I18n | undefined;
let linguiCode: Promise<typeof import('@lingui/core')> | undefined;
let setupI18n: (typeof import('@lingui/core'))['setupI18n'] | undefined;

/** Loads Lingui, which every language but English needs (once; again after a failure). */
export function loadTranslator(): Promise<void> {
  linguiCode ??= import('@lingui/core').catch((error: unknown) => {
    linguiCode = undefined;
    throw error;
  });
  return linguiCode.then((code) => {
    setupI18n = code.setupI18n;
  });
}

/** Marks an English text for the English file where it is written, to be said later with `t()`. */
export const msg = <Text extends string>(text: Text): Text => text;

const fill = (text: string, values?: MessageValues) =>
  values ? text.replace(PLACE, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/** Texts with values the code builds before saying them (a domain message such as 'Only 3 left'). */
let patterns: (TextPattern & { id: string })[] | undefined;

function patternsOf(messages: Record<string, unknown>) {
  return Object.keys(messages)
    .filter((id) => !id.includes(', plural,'))
    .flatMap((id) => {
      const pattern = patternOf(id);
      return pattern ? [{ id, ...pattern }] : [];
    })
    .sort((a, b) => b.literal - a.literal);
}

/** The messages said while the server renders a first screen (recordSaid): they go with the page. */
let recorded: Set<string> | undefined;

/**
 * Notes every message said from now on; the function returned stops and gives them, compiled. The
 * server renders a page in her language this way, and sends only the messages its first screen said:
 * the page takes them up at once, and the language's whole file comes after it (main.tsx).
 */
export function recordSaid(): () => Record<string, unknown> {
  const ids = new Set<string>();
  recorded = ids;
  return () => {
    if (recorded === ids) recorded = undefined;
    const messages = lingui?.messages ?? {};
    return Object.fromEntries([...ids].filter((id) => messages[id] !== undefined).map((id) => [id, messages[id]]));
  };
}

/** An English text said in the page's language, its values put in. */
export function translate(text: string, values?: MessageValues): string {
  if (language === DEFAULT_LANGUAGE || !lingui || !text) return fill(text, values);
  const linguist = lingui;
  if (linguist.messages[text] !== undefined) {
    recorded?.add(text);
    return linguist._(text, values);
  }
  // A text the code built with its values in (a domain message): found by its pattern.
  patterns ??= patternsOf(linguist.messages);
  for (const pattern of patterns) {
    const values = valuesIn(pattern, text);
    if (!values) continue;
    recorded?.add(pattern.id);
    return linguist._(pattern.id, values);
  }
  return fill(text, values);
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
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Counts the messages taken up: a component showing texts renders again when it changes. */
let version = 0;
const currentVersion = () => version;

/** The page's language now (outside a component: a date's format, the API's Accept-Language). */
export const currentLanguage = (): Language => language;

/** The page's language; a component that reads it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** The translating function, for a component that shows texts (it renders again when the language changes). */
export function useT(): Translate {
  // The messages' version, not the language alone: the rest of a language's file arriving says its texts again.
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return t;
}

/** The language asked for while Lingui was still on its way: the last one asked wins. */
let wanted: { next: Language; messages: Record<string, unknown> } | undefined;

/**
 * Makes a language the page's, with its compiled messages (none for English): at once when Lingui is
 * loaded (loadTranslator), else as soon as it is (the page stays in its language until then).
 */
export function activateLanguage(next: Language, messages: Record<string, unknown> = {}): void {
  if (next !== DEFAULT_LANGUAGE && !setupI18n) {
    wanted = { next, messages };
    loadTranslator().then(
      () => wanted?.next === next && wanted.messages === messages && activateLanguage(next, messages),
      () => undefined,
    );
    return;
  }
  wanted = undefined;
  if (next !== DEFAULT_LANGUAGE && setupI18n) {
    lingui ??= setupI18n();
    lingui.load(next, messages as never);
    lingui.activate(next);
  }
  language = next;
  patterns = undefined;
  version += 1;
  listeners.forEach((listener) => listener());
}
