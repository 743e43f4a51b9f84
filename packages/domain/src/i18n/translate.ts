import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en, ENGLISH_FORMS } from './en.js';
import { DEFAULT_LANGUAGE, LANGUAGE_LIST, type Language } from './languages.js';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACE = /\{(\w+)\}/g;

interface Pattern {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Literal characters: the more, the more particular the pattern, tried first. */
  literal: number;
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
      const names = [...text.matchAll(PLACE)].map((match) => match[1]!);
      if (names.length === 0) {
        if (!this.exact.has(text)) this.exact.set(text, { key, values });
        continue;
      }
      const pattern = new RegExp(
        `^${text
          .split(PLACE)
          .map((piece, index) => (index % 2 ? '([^]+?)' : escapeRegExp(piece)))
          .join('')}$`,
      );
      this.patterns.push({ key, names, pattern, literal: text.replace(PLACE, '').length });
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
    for (const { key, names, pattern } of this.patterns) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values: MessageValues = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
      if ('count' in values) values.count = Number(values.count);
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
