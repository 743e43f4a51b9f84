import { createInstance, type i18n } from 'i18next';
import { en, PLACEHOLDERS, type Catalog } from './en.js';
import { DEFAULT_LANGUAGE, LANGUAGE_LIST, type Language } from './languages.js';

export type MessageValues = Record<string, string | number>;

/** An i18next instance holding every language's catalog: the server's (the browser loads one at a time). */
export async function createTranslator(): Promise<Translator> {
  const catalogs = Object.fromEntries(await Promise.all(LANGUAGE_LIST.map(async (entry) => [entry.code, await entry.load()] as const)));
  const instance = createInstance();
  await instance.init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, catalog]) => [code, { translation: catalog }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // Keys are flat ('cart.onlyLeft') and texts hold colons: neither is a separator.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return new Translator(instance);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACE = /\{\{(\w+)\}\}/g;

interface Pattern {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Literal characters: the more, the more particular the pattern, tried first. */
  literal: number;
}

export class Translator {
  private readonly exact = new Map<string, { key: string; values?: MessageValues }>();
  private readonly patterns: Pattern[] = [];

  constructor(private readonly instance: i18n) {
    for (const [key, text] of Object.entries(en as Catalog)) {
      const base = key.replace(/_(one|other)$/, '');
      const names = [...text.matchAll(PLACE)].map((match) => match[1]!);
      if (names.length === 0) {
        // A plural's '1 minute to go' is its text for one.
        if (!this.exact.has(text)) this.exact.set(text, base === key ? { key } : { key: base, values: { count: 1 } });
        continue;
      }
      const pattern = new RegExp(`^${text.split(PLACE).map((piece, index) => (index % 2 ? '([^]+?)' : escapeRegExp(piece))).join('')}$`);
      this.patterns.push({ key: base, names, pattern, literal: text.replace(PLACE, '').length });
    }
    this.patterns.sort((a, b) => b.literal - a.literal);
  }

  /** The text of a key in a language, its values put in (i18next's `t`). */
  t(language: Language, key: string, values: MessageValues = {}): string {
    return this.instance.t(key, { ...values, lng: language });
  }

  /** The key and values of an English message, when it is one of the catalog's. */
  keyOf(english: string): { key: string; values: MessageValues } | undefined {
    const found = this.exact.get(english);
    if (found) return { key: found.key, values: found.values ?? {} };
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

export { PLACEHOLDERS };
