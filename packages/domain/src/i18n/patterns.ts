/**
 * Finding an English text said with its values put in ('Only 3 left') by the text with its places
 * ('Only {left} left'): the server's translator (translate.ts) and the pages' (apps/web lib/translator.ts)
 * both do it. No Lingui here: the pages import this without the server's message compiler.
 */
import { PLACE } from './places.js';

export { PLACE };

export interface TextPattern {
  /** The names of its values, in order. */
  names: string[];
  pattern: RegExp;
  /** Literal characters: the more, the more particular the pattern, to be tried first. */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a text with `{name}` places; none for a text without. */
export function patternOf(text: string): TextPattern | undefined {
  const names = [...text.matchAll(PLACE)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  const pattern = new RegExp(
    `^${text
      .split(PLACE)
      .map((piece, index) => (index % 2 ? '([^]+?)' : escapeRegExp(piece)))
      .join('')}$`,
  );
  return { names, pattern, literal: text.replace(PLACE, '').length };
}

/** The values a said text gives its pattern's places, or none when it is not that text. */
export function valuesIn({ names, pattern }: TextPattern, said: string): Record<string, string> | undefined {
  const match = pattern.exec(said);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) : undefined;
}
