/**
 * The language switch's own face (theme.css): the store's regular Devanagari face cut down to the letters of
 * the languages' names written in themselves (LANGUAGE_LIST), so that every page can carry it inside its
 * stylesheet (2.4 KB) and draw 'हिन्दी' before, or without, the whole faces.
 *
 *   npm run language-name-font -w @padstore/web    (writes src/styles/language-name.woff2; its test checks it)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { LANGUAGE_LIST } from '@padstore/domain/i18n/languages';

export const LANGUAGE_NAME_FONT = new URL('./language-name.woff2', import.meta.url);

/** The names' letters outside Latin: what the face must draw. */
export const languageNameLetters = () =>
  [...new Set(LANGUAGE_LIST.flatMap(({ name }) => [...name]))].filter((letter) => letter > '\u007f').join('');

/** The face, made from the regular Devanagari face the store serves (@fontsource/noto-sans-devanagari). */
export async function languageNameFont(): Promise<Buffer> {
  const whole = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  );
  return subsetFont(await readFile(whole), languageNameLetters(), { targetFormat: 'woff2' });
}

if (process.argv.includes('--write')) {
  await writeFile(LANGUAGE_NAME_FONT, await languageNameFont());
  console.log(`Wrote ${LANGUAGE_NAME_FONT.pathname} (letters: ${languageNameLetters()})`);
}
