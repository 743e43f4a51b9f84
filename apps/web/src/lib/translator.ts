import { setupI18n } from '@lingui/core';
import { patternOf, valuesIn, type TextPattern } from '@padstore/domain/i18n/patterns';
import type { Language } from '@padstore/domain/i18n/languages';

/**
 * Lingui, and what lib/i18n.tsx does with it: a file of its own, loaded with the first language other
 * than English and never in a page's first load (an English page needs none of it; a page the server
 * rendered in her language is taken over with the texts it said, decision record 025).
 */
const lingui = setupI18n();

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

/** Adds a language's compiled messages to those it already has, and makes it the one said. */
export function activate(language: Language, messages: Record<string, unknown>): void {
  lingui.load(language, messages as never);
  lingui.activate(language);
  patterns = undefined;
}

/** An English text in the active language, its values put in; nothing when the language lacks it. */
export function say(text: string, values?: Record<string, string | number>): string | undefined {
  const messages = lingui.messages;
  if (messages[text] !== undefined) return lingui._(text, values);
  // A text the code built with its values in (a domain message): found by its pattern.
  patterns ??= patternsOf(messages);
  for (const pattern of patterns) {
    const found = valuesIn(pattern, text);
    if (found) return lingui._(pattern.id, found);
  }
  return undefined;
}
