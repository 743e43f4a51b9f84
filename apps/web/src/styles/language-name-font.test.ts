// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONT, languageNameFont, languageNameLetters } from './language-name-font';

describe("the language switch's face", () => {
  it('holds the letters of every language name not written in Latin', () => {
    expect(languageNameLetters()).toBe(
      'हिन्दी'
        .split('')
        .filter((letter, index, all) => all.indexOf(letter) === index)
        .join(''),
    );
  });

  it('is the one the store ships: made again from the whole face, byte for byte (npm run language-name-font -w @padstore/web)', async () => {
    const shipped = await readFile(LANGUAGE_NAME_FONT);
    expect(shipped.length).toBeLessThan(4096);
    expect(Buffer.compare(await languageNameFont(), shipped)).toBe(0);
  });
});
