import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en, ENGLISH_FORMS } from './en.js';
import { DEFAULT_LANGUAGE, LANGUAGE_LIST, type Language } from './languages.js';
import { patternOf, valuesIn, type TextPattern } from './patterns.js';

export type MessageValues = Record<string, string | number>;

/**
 * The server's translator: every language's catalog, each in a Lingui instance of its own (requests in
 * both languages are answered at once). Its ICU messages are compiled when first used; the browser
 * will load one language's catalog, compiled at build time (Lingui's Vite plugin).
 */
export async function createTranslator(): Promise<Translator> {
  const catalogs = await Promise.all(LANGUAGE_LIST.map(async (entry) => [entry.code, await entry.load()] as const));
  return new Translator(new Map(catalogs));
}

interface Pattern extends TextPattern {
  key: string;
}

export class Translator {
  private readonly exact = new Map<string, { key: string; values: MessageValues }>();
  private readonly patterns: Pattern[] = [];
  private readonly byLanguage = new Map<Language, I18n>();

  constructor(private readonly catalogs: ReadonlyMap<Language, Record<string, string>>) {
    for (const [language, catalog] of catalogs) {
      const i18n = setupI18n({ locale: language, messages: { [language]: catalog } });
      i18n.setMessagesCompiler(compileMessage);
      this.byLanguage.set(language, i18n);
    }
    for (const { key, text, values = {} } of ENGLISH_FORMS) {
      const pattern = patternOf(text);
      if (!pattern) {
        if (!this.exact.has(text)) this.exact.set(text, { key, values });
        continue;
      }
      this.patterns.push({ key, ...pattern });
    }
    this.patterns.sort((a, b) => b.literal - a.literal);
  }

  /**
   * The text of a key in a language, its values put in; English where the language lacks it. A
   * language's file maps each English text to its own (the English text is the message's id).
   */
  t(language: Language, key: string, values: MessageValues = {}): string {
    const english = en[key] ?? key;
    const known = this.catalogs.get(language)?.[english] !== undefined ? language : DEFAULT_LANGUAGE;
    return this.byLanguage.get(known)!._(english, values);
  }

  /** The key and values of an English message, when it is one of the catalog's. */
  keyOf(english: string): { key: string; values: MessageValues } | undefined {
    const found = this.exact.get(english);
    if (found) return found;
    for (const pattern of this.patterns) {
      const found = valuesIn(pattern, english);
      if (!found) continue;
      const values: MessageValues = found;
      if ('count' in values) values.count = Number(values.count);
      const { key } = pattern;
      return { key, values };
    }
    return undefined;
  }

  /**
   * An English message said in another language: found by its key (a message with values by its
   * pattern, its values carried over). A text that is not the catalog's stays as it is.
   */
  localize(english: string, language: Language): string {
    if (language === DEFAULT_LANGUAGE) return english;
    const found = this.keyOf(english);
    return found ? this.t(language, found.key, found.values) : english;
  }
}
