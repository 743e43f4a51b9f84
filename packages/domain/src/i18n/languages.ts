/**
 * The languages the store speaks. Adding one is its message file in `locales/` plus a line here: its
 * code, its name written in itself (the language switch shows it) and how to load its file (a
 * separate chunk in the browser, so a page sends only its own language's messages).
 */
export const LANGUAGE_LIST = [
  { code: 'en', name: 'English', load: async () => (await import('./en.js')).en },
  { code: 'hi', name: 'हिन्दी', load: async () => (await import('./locales/hi.json')).default as Record<string, string> },
] as const;

export type Language = (typeof LANGUAGE_LIST)[number]['code'];
export const LANGUAGES = LANGUAGE_LIST.map((entry) => entry.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language an `Accept-Language` header asks for, among the store's: the one of highest weight
 * (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi); none of the store's, or no header, is undefined.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked[0]?.code as Language | undefined;
}
