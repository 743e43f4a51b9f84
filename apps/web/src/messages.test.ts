import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogJson, ENGLISH_FILE, englishCatalog } from '../messages';

/** The values a message takes: `{name}`, and `{count, plural, ...}`'s count. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();
const LOCALES = path.dirname(ENGLISH_FILE);

describe('the message files', () => {
  it('has the English file as the code says its texts (npm run messages writes it)', () => {
    expect(readFileSync(ENGLISH_FILE, 'utf8')).toBe(catalogJson(englishCatalog()));
  });

  const english = englishCatalog();
  for (const file of readdirSync(LOCALES).filter((name) => name.endsWith('.json') && name !== 'en.json')) {
    it(`has every English text in ${file}, with the same values, and nothing English lacks`, () => {
      const catalog = JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, string>;
      expect(
        Object.keys(english).filter((text) => !(text in catalog)),
        'missing',
      ).toEqual([]);
      expect(
        Object.keys(catalog).filter((text) => !(text in english)),
        'no longer in the code',
      ).toEqual([]);
      for (const [text, said] of Object.entries(catalog)) expect(placeholders(said), text).toEqual(placeholders(text));
    });
  }
});
